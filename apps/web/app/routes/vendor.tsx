import { localityCodeSchema } from '@souk/contracts';
import { data, Link, useSearchParams } from 'react-router';
import type { Route } from './+types/vendor';
import type { NotFoundReason } from '#app/features/errors/components/route-error.tsx';
import { BackArrowIcon } from '#app/features/catalog/components/catalog-icons.tsx';
import { fetchCatalogPart } from '#app/features/catalog/api/browser-requests.ts';
import { browsingQuery } from '#app/features/catalog/api/browsing-query.ts';
import { CatalogMore } from '#app/features/catalog/components/catalog-more.tsx';
import { CatalogSections } from '#app/features/catalog/components/catalog-sections.tsx';
import { SectionNav } from '#app/features/catalog/components/section-nav.tsx';
import { VendorHeader } from '#app/features/catalog/components/vendor-header.tsx';
import {
  getProduct,
  getVendorCatalog,
} from '#app/features/catalog/api/get-vendor-catalog.server.ts';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';
import { useCatalogParts } from '#app/features/catalog/hooks/use-catalog-parts.ts';
import { vendorPageMeta } from '#app/features/catalog/seo/vendor-page-meta.ts';
import { getLocalities } from '#app/lib/get-localities.server.ts';
import { getLocalityParams } from '#app/features/locality/api/get-locality-params.server.ts';
import { localityName } from '#app/features/locality/locality-name.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { textLink } from '#app/ui/styles.ts';
import { CartActionsProvider } from '#app/frame/cart-actions-provider.tsx';

const notFound = (reason: NotFoundReason) => data({ reason }, { status: 404 });

/** `/{lang}/{localityCode}/vendor/{id}`: the vendor's header, section tabs and catalog. */
export async function loader(args: Route.LoaderArgs) {
  const { context, request, params } = args;
  const lang = await requireLocale(args);
  if (!localityCodeSchema.safeParse(params.localityCode).success) throw notFound('locality');
  const search = new URL(request.url).searchParams;
  const productId = search.get('modal') === 'ProductModal' ? search.get('productId') : null;
  const [localityParams, localities, catalog, product] = await Promise.all([
    getLocalityParams(context, request, params.localityCode),
    getLocalities(context, request),
    getVendorCatalog(context, request, lang, params.id),
    productId ? getProduct(context, request, lang, productId) : null,
  ]);
  if (!localityParams) throw notFound('locality');
  if (!catalog) throw notFound('page');
  const summary = localities.find((l) => l.code === localityParams.code);
  return {
    locality: {
      code: localityParams.code,
      name: summary ? localityName(summary, lang) : localityParams.name,
      currencyCode: localityParams.locale.currencyCode,
    },
    catalog,
    // A product modal opened straight from its URL renders on the server with this.
    productModal: productId && product ? { key: productId, data: product } : null,
  };
}

export const meta: Route.MetaFunction = (args) => vendorPageMeta(args);

export default function VendorPage({ loaderData }: Route.ComponentProps) {
  const { locality, catalog } = loaderData;
  const format = useCatalogFormat(locality.currencyCode);
  const layout = catalog.vendor.vendorType === 'STORE' ? 'card' : 'row';
  const root = useRootData();
  const [searchParams] = useSearchParams();
  const parts = useCatalogParts(catalog, (part, signal) => {
    if (!root) return Promise.reject(new Error('No client configuration'));
    const query = browsingQuery(searchParams);
    return fetchCatalogPart(
      root.clientConfig,
      format.locale,
      catalog.vendor.id,
      part,
      query,
      signal,
    );
  });

  return (
    <CartActionsProvider>
      <div data-testid="vendor-page" className="pb-12">
        <div className="mx-auto max-w-6xl px-4 pt-2 sm:pt-4">
          <Link
            to={`/${format.locale}/${locality.code}`}
            className={`${textLink} mb-2 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-muted`}
          >
            <BackArrowIcon className="size-4" />
            {format.t('vendorPage.back')}
          </Link>
          <VendorHeader vendor={catalog.vendor} format={format} />
        </div>
        <SectionNav
          sections={parts.outline}
          catalogCategories={catalog.catalogCategories}
          ensureSection={parts.ensureSection}
          className="mt-6"
        />
        <div className="mx-auto mt-6 max-w-6xl px-4">
          <CatalogSections
            sections={parts.sections}
            layout={layout}
            format={format}
            vendorWorking={catalog.vendor.working}
          />
          <CatalogMore status={parts.status} retry={parts.retry} format={format} />
        </div>
      </div>
    </CartActionsProvider>
  );
}
