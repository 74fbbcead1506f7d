import { lazy, Suspense } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import type { HomeData } from '../home-data.ts';
import { narrowsVendors, withoutFilters } from '../home-filters.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { CategoryStrip } from './category-strip.tsx';
import { FilterBar } from './filter-bar.tsx';
import { VendorGridSkeleton } from './vendor-grid-skeleton.tsx';
import { VendorList } from './vendor-list.tsx';

const NoVendors = lazy(() => import('./no-vendors.tsx'));

/** The DEFAULT flow home: banners, categories, filters and the vendors (spec 1 §2). */
export function LocalityHomeView({ data }: { data: HomeData }) {
  const { t, plural } = useTranslator();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const { locality, vendors, filters } = data;
  // A filter change reloads the list: placeholders instead of stale cards meanwhile.
  const reloading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const empty = vendors.total === 0;
  const reset = withoutFilters(new URLSearchParams(search)).toString();
  const filtered = narrowsVendors(filters) || reset !== new URLSearchParams(search).toString();

  return (
    <div data-testid="locality-home" className="mx-auto max-w-6xl space-y-5 px-4 pt-4 pb-10">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{data.heading}</h1>
      <BannerCarousel banners={data.banners} localityCode={locality.code} />
      <CategoryStrip categories={data.categories.top} />
      {/* Spec 1 §2: no bar when there is nothing to filter; kept while a filter empties the list. */}
      {(!empty || filtered) && <FilterBar locality={locality} />}
      <section aria-labelledby="vendors-title" aria-busy={reloading}>
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 id="vendors-title" className="text-xl font-bold">
            {t('home.vendorsTitle')}
          </h2>
          {!empty && (
            <p data-testid="vendor-total" className="text-sm text-muted">
              {plural('home.vendorCount', vendors.total)}
            </p>
          )}
        </div>
        {reloading ? (
          <VendorGridSkeleton />
        ) : empty ? (
          <Suspense fallback={null}>
            <NoVendors localityName={locality.name} reset={filtered ? reset : null} />
          </Suspense>
        ) : (
          <VendorList first={vendors} listKey={data.listKey} currency={locality.currencyCode} />
        )}
      </section>
    </div>
  );
}
