import type { Route } from './+types/favorites';
import { loadFavouritesPage } from '#app/features/account/favourites/api/load-favourites.server.ts';
import { FavouriteProducts } from '#app/features/account/favourites/components/favourite-products.tsx';
import { FavouriteVendors } from '#app/features/account/favourites/components/favourite-vendors.tsx';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { EmptyState } from '#app/ui/empty-state.tsx';

export async function loader(args: Route.LoaderArgs) {
  const lang = await requireLocale(args);
  return loadFavouritesPage(args.context, args.request, lang);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, ({ t }) => ({ title: t('favourites.title') })),
  { name: 'robots', content: 'noindex' },
];

function HeartPicture() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="64"
      height="64"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M12 20s-8-4.9-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.1 12 20 12 20Z" />
    </svg>
  );
}

/** Spec 1 §2 "Favorites": /menu/favorites — favourite vendors (by locality) and products. */
export default function FavoritesPage({ loaderData }: Route.ComponentProps) {
  const { groups, products } = loaderData;
  const { t } = useTranslator();
  const several = groups.length > 1;
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-bold">{t('favourites.title')}</h1>
      {groups.length === 0 && products.length === 0 && (
        <EmptyState
          illustration={<HeartPicture />}
          title={t('favourites.emptyTitle')}
          text={t('favourites.emptyText')}
          testId="favourites-empty"
        />
      )}
      {groups.length > 0 && (
        <section aria-labelledby="favourite-vendors" className="space-y-4">
          <h2 id="favourite-vendors" className="text-xl font-bold">
            {t('favourites.vendors')}
          </h2>
          {groups.map(({ locality, page }) => (
            <div key={locality.code} className="space-y-3">
              {several && <h3 className="font-semibold text-muted">{locality.name}</h3>}
              <FavouriteVendors localityCode={locality.code} first={page} />
            </div>
          ))}
        </section>
      )}
      {products.length > 0 && (
        <section aria-labelledby="favourite-products" className="space-y-4">
          <h2 id="favourite-products" className="text-xl font-bold">
            {t('favourites.products')}
          </h2>
          <FavouriteProducts products={products} />
        </section>
      )}
    </section>
  );
}
