import { favouriteVendorsPageSchema, type FavouriteVendorsPage } from '@souk/contracts';
import { browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

/** The next page of 30 favourite vendors of one locality. */
export function loadMoreFavouriteVendors(
  config: ClientConfig,
  localityCode: string,
  page: number,
): Promise<FavouriteVendorsPage> {
  const query = new URLSearchParams({ localityCode, page: String(page) });
  return browserApi(config).get(
    `/api/customer/me/favourites/vendors?${query.toString()}`,
    favouriteVendorsPageSchema,
  );
}

/** Spec 1 §4: "There are no more pages once the fetched count equals the total". */
export function hasMoreFavourites(fetched: number, total: number): boolean {
  return fetched < total;
}
