import { vendorDetailSchema, type LocaleCode, type VendorDetail } from '@souk/contracts';
import { browserApi } from './api-client.ts';
import type { ClientConfig } from './load-context.ts';

/**
 * The vendor with its popular products (spec 1 §3 Vendor "popularProducts"), in the page's
 * language whatever the browser's own preference. Read by the vendor page's popular products
 * and by the cart's preorder pickers (a vendor's hours).
 */
export function fetchVendor(
  config: ClientConfig,
  lang: LocaleCode,
  vendorId: string,
  signal: AbortSignal,
): Promise<VendorDetail> {
  const path = `/api/vendors/${encodeURIComponent(vendorId)}` as const;
  return browserApi(config).get(path, vendorDetailSchema, {
    headers: { 'Accept-Language': lang },
    signal,
  });
}
