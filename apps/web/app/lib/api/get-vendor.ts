import { vendorDetailSchema, type LocaleCode, type VendorDetail } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

/**
 * GET /vendors/{id}: the vendor with its popular products (spec 1 §3 Vendor "popularProducts"),
 * in the page's language whatever the browser's own preference. Read by the vendor page's
 * popular products and by the cart's preorder pickers (a vendor's hours).
 */
export function getVendor(
  api: ApiClient,
  lang: LocaleCode,
  vendorId: string,
  init?: RequestInit,
): Promise<VendorDetail> {
  const path = `/api/vendors/${encodeURIComponent(vendorId)}` as const;
  const headers = new Headers(init?.headers);
  headers.set('Accept-Language', lang);
  return api.get(path, vendorDetailSchema, { ...init, headers });
}
