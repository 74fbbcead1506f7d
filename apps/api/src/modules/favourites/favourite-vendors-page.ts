/**
 * The favourites page: favourite vendors as the same vendor cards the vendor list shows,
 * computed from the catalogue's in-memory locality snapshots (open state, delivery time and
 * distance at this moment, names in the request's language).
 */
import { FAVOURITES_PAGE_SIZE } from '@souk/contracts';
import type { FavouriteVendorsPage, FavouriteVendorsQuery, Vendor } from '@souk/contracts';
import type { CatalogService, LanguagePicker } from '#api/modules/catalog/catalog-service.ts';
import { toVendorDto } from '#api/modules/catalog/vendor-mapper.ts';
import type { FavouriteVendorRef } from './favourite-repository.ts';

export async function favouriteVendorsPage(
  catalog: CatalogService,
  partnerId: string,
  refs: readonly FavouriteVendorRef[],
  query: FavouriteVendorsQuery,
  pickLang: LanguagePicker,
): Promise<FavouriteVendorsPage> {
  // An unknown locality code is a 404, whether or not anything is favourited there.
  if (query.localityCode) await catalog.localitySnapshot(partnerId, query.localityCode);
  const start = (query.page - 1) * FAVOURITES_PAGE_SIZE;
  const slice = refs.slice(start, start + FAVOURITES_PAGE_SIZE);
  const point =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : {};
  const cards: Vendor[] = [];
  for (const ref of slice) {
    const snapshot = await catalog.localitySnapshot(partnerId, ref.localityCode);
    // The snapshot may be a few seconds older than the favourite's vendor row: skip, not fail.
    const vendor = snapshot.byId.get(ref.vendorId);
    if (!vendor) continue;
    cards.push(
      toVendorDto(vendor.record, catalog.vendorContext(snapshot.locality, point, pickLang)),
    );
  }
  return {
    vendors: cards,
    page: query.page,
    totalPages: Math.ceil(refs.length / FAVOURITES_PAGE_SIZE),
    total: refs.length,
  };
}
