import type { CatalogResponse } from '@souk/contracts';
import { Link, useSearchParams } from 'react-router';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { textLink } from '#app/ui/styles.ts';
import { fetchCatalogPart } from '../api/browser-requests.ts';
import { browsingQuery } from '../api/browsing-query.ts';
import { useCatalogParts } from '../hooks/use-catalog-parts.ts';
import { BackArrowIcon } from './catalog-icons.tsx';
import { CatalogMore } from './catalog-more.tsx';
import { CatalogSections } from './catalog-sections.tsx';
import { SectionNav } from './section-nav.tsx';
import { VendorHeader } from './vendor-header.tsx';

export interface VendorPageViewProps {
  locality: { code: string; name: string; currencyCode: string };
  catalog: CatalogResponse;
}

/** The vendor page's body: header, section tabs and the catalog, its later parts fetched here. */
export function VendorPageView({ locality, catalog }: VendorPageViewProps) {
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
    <>
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
    </>
  );
}
