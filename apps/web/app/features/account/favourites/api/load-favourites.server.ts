import {
  FAVOURITES_PAGE_SIZE,
  favouriteVendorsPageSchema,
  productResponseSchema,
  type FavouriteVendorsPage,
  type LocalitySummary,
  type ProductResponse,
} from '@souk/contracts';
import { signedInGet } from '#app/features/account/addresses/api/signed-in-get.server.ts';
import { getLocalities } from '#app/lib/get-localities.server.ts';
import { getFavourites } from '#app/lib/api/get-favourites.ts';
import { serverApi } from '#app/lib/api-client.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';

interface FavouriteVendorGroup {
  locality: Pick<LocalitySummary, 'code' | 'name'>;
  page: FavouriteVendorsPage;
}

export interface FavouritesPageData {
  groups: FavouriteVendorGroup[];
  products: ProductResponse[];
}

/**
 * The favourites page: favourite vendors per locality (a vendor's link needs its locality;
 * first page of 30 each) and the favourite products. A product that is gone (hidden since)
 * is left out rather than failing the page.
 */
export async function loadFavouritesPage(
  context: SoukLoadContext,
  request: Request,
  lang: string,
): Promise<FavouritesPageData> {
  const ids = await signedInGet(context, request, getFavourites, {
    products: [],
    vendors: [],
  });
  const api = serverApi(context, lang);
  const init = { signal: request.signal };
  const localities = ids.vendors.length > 0 ? await getLocalities(context, request) : [];
  const [groups, products] = await Promise.all([
    Promise.all(
      localities.map(async ({ code, name }) => {
        const path =
          `/api/customer/me/favourites/vendors?localityCode=${encodeURIComponent(code)}&page=1` as const;
        return {
          locality: { code, name },
          page: await api.get(path, favouriteVendorsPageSchema, init),
        };
      }),
    ),
    Promise.all(
      ids.products
        .slice(0, FAVOURITES_PAGE_SIZE)
        .map(({ id }) =>
          api
            .get(`/api/products/${encodeURIComponent(id)}`, productResponseSchema, init)
            .catch(() => null),
        ),
    ),
  ]);
  return {
    groups: groups.filter((group) => group.page.total > 0),
    products: products.filter((product) => product !== null),
  };
}
