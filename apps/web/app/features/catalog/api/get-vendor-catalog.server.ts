import {
  catalogResponseSchema,
  productResponseSchema,
  type CatalogResponse,
  type LocaleCode,
  type ProductResponse,
} from '@souk/contracts';
import { ApiRequestError, serverApi } from '#app/lib/api-client.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';
import { browsingQuery, withPart } from './browsing-query.ts';

/**
 * 404 (unknown or hidden vendor) and 400 (an id that is not a uuid) both mean "no such page"
 * for the visitor, so both read as null here and become the 404 page.
 */
function notFoundAsNull(error: unknown): null {
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
    return null;
  }
  throw error;
}

/**
 * The first part of the vendor's catalog (a long menu comes in parts; the page fetches the
 * rest once it is up) in the page's language (the URL's, not the browser's), for the customer
 * point and preorder time the page URL carries.
 */
export async function getVendorCatalog(
  context: SoukLoadContext,
  request: Request,
  lang: LocaleCode,
  vendorId: string,
): Promise<CatalogResponse | null> {
  const query = browsingQuery(new URL(request.url).searchParams);
  const path =
    `/api/vendors/${encodeURIComponent(vendorId)}/catalogue${withPart(query, 1)}` as const;
  return serverApi(context)
    .get(path, catalogResponseSchema, {
      headers: { 'Accept-Language': lang },
      signal: request.signal,
    })
    .catch(notFoundAsNull);
}

/** A product for a product modal opened straight from its URL, so the first paint shows it. */
export async function getProduct(
  context: SoukLoadContext,
  request: Request,
  lang: LocaleCode,
  productId: string,
): Promise<ProductResponse | null> {
  const path = `/api/products/${encodeURIComponent(productId)}` as const;
  return serverApi(context)
    .get(path, productResponseSchema, {
      headers: { 'Accept-Language': lang },
      signal: request.signal,
    })
    .catch(notFoundAsNull);
}
