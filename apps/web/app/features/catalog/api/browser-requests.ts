import {
  catalogResponseSchema,
  productResponseSchema,
  vendorSearchResponseSchema,
  type CatalogResponse,
  type LocaleCode,
  type ProductResponse,
  type VendorSearchResponse,
} from '@souk/contracts';
import { browserApi } from '#app/lib/api-client.ts';
import { withPart } from './browsing-query.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

/** Texts come back in the page's language, whatever the browser's own preference. */
const inLanguage = (lang: LocaleCode, signal: AbortSignal): RequestInit => ({
  headers: { 'Accept-Language': lang },
  signal,
});

export function fetchProduct(
  config: ClientConfig,
  lang: LocaleCode,
  productId: string,
  signal: AbortSignal,
): Promise<ProductResponse> {
  const path = `/api/products/${encodeURIComponent(productId)}` as const;
  return browserApi(config).get(path, productResponseSchema, inLanguage(lang, signal));
}

/** One part of a long menu; `query` is the page's browsing query (`?latitude=…` or ''). */
export function fetchCatalogPart(
  config: ClientConfig,
  lang: LocaleCode,
  vendorId: string,
  part: number,
  query: string,
  signal: AbortSignal,
): Promise<CatalogResponse> {
  const path =
    `/api/vendors/${encodeURIComponent(vendorId)}/catalogue${withPart(query, part)}` as const;
  return browserApi(config).get(path, catalogResponseSchema, inLanguage(lang, signal));
}

export interface ProductSearchRequest {
  localityCode: string;
  keyword: string;
  vendorId: string;
}

/** `POST /public/localities/{code}/search` with the vendor id: that vendor's products only. */
export function searchProducts(
  config: ClientConfig,
  lang: LocaleCode,
  { localityCode, keyword, vendorId }: ProductSearchRequest,
  signal: AbortSignal,
): Promise<VendorSearchResponse> {
  const path = `/api/public/localities/${encodeURIComponent(localityCode)}/search` as const;
  const body = { keyword, vendorId };
  return browserApi(config, lang).post(path, body, vendorSearchResponseSchema, { signal });
}
