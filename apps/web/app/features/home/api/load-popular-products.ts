import { vendorDetailSchema, type Product } from '@souk/contracts';
import { browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

/** The vendor's popular products, for the card's product-list popup (loaded on demand). */
export async function loadPopularProducts(
  config: ClientConfig,
  lang: string,
  vendorId: string,
): Promise<Product[]> {
  const vendor = await browserApi(config, lang).get(
    `/api/vendors/${encodeURIComponent(vendorId)}`,
    vendorDetailSchema,
  );
  return vendor.popularProducts;
}
