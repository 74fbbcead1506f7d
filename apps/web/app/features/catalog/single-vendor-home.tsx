import type { MainPageResponse } from '@souk/contracts';
import { Link, useLocation } from 'react-router';
import { modalLink } from '#app/lib/modals/use-modal.ts';
import { focusRing } from '#app/ui/styles.ts';
import { catchTyping } from '#app/ui/typing-catcher.ts';
import { SearchIcon } from './components/catalog-icons.tsx';
import { CatalogSections } from './components/catalog-sections.tsx';
import { SectionNav } from './components/section-nav.tsx';
import { VendorHeader } from './components/vendor-header.tsx';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';

interface SingleVendorHomeProps {
  mainPage: MainPageResponse;
  localityCode: string;
  currencyCode: string;
}

/**
 * SINGLE_VENDOR flow (spec 1 §1): the one vendor's catalog is the locality home, with a
 * product search (`modal=ProductSearch`) where the DEFAULT flow has vendor search.
 */
export function SingleVendorHome({ mainPage, localityCode, currencyCode }: SingleVendorHomeProps) {
  const format = useCatalogFormat(currencyCode);
  const { search } = useLocation();
  const vendor = mainPage.vendor;
  const searchLink = modalLink(search, 'ProductSearch', vendor ? { vendor: vendor.id } : {});
  const layout = vendor?.vendorType === 'STORE' ? 'card' : 'row';

  return (
    <div data-testid="single-vendor-home" data-locality={localityCode} className="pb-12">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-6">
        {vendor && <VendorHeader vendor={vendor} format={format} compact />}
        {/* From 768 px the site header carries the search field; phones get this large one. */}
        <Link
          to={searchLink.to}
          state={searchLink.state}
          preventScrollReset
          onClick={catchTyping}
          data-testid="product-search-open"
          className={`${focusRing} flex min-h-12 items-center gap-3 rounded-full border border-line bg-canvas px-4 text-muted hover:border-primary md:hidden`}
        >
          <SearchIcon className="size-5" />
          {format.t('catalogue.searchProducts')}
        </Link>
      </div>
      <SectionNav
        sections={mainPage.catalog}
        catalogCategories={mainPage.catalogCategories}
        className="mt-4"
      />
      <div className="mx-auto mt-6 max-w-6xl px-4">
        <CatalogSections
          sections={mainPage.catalog}
          layout={layout}
          format={format}
          vendorWorking={vendor?.working ?? true}
        />
      </div>
    </div>
  );
}
