import { SEARCH_KEYWORD_MAX_LENGTH } from '@souk/contracts';
import { useDeferredValue, useId, useState } from 'react';
import { useSettled } from '#app/lib/use-settled.ts';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { searchProducts } from '../api/browser-requests.ts';
import { SearchIcon } from '../components/catalog-icons.tsx';
import { ProductListItem } from '../components/product-list-item.tsx';
import { RemoteFallback } from '#app/ui/remote-fallback.tsx';
import { focusWhenOpened } from '#app/ui/dialog.tsx';
import { takeCaughtTyping } from '#app/ui/caught-typing.ts';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';
import { useLocalityCurrency } from '../hooks/use-locality-currency.ts';
import { useRemote } from '../hooks/use-remote.ts';
import { useSearchVendor } from '../hooks/use-search-vendor.ts';

/** Spec 1 §9 lists a 250 ms debounce for resizes; typing waits as long before it searches. */
const TYPING_PAUSE_MS = 250;

/**
 * `?modal=ProductSearch` (SINGLE_VENDOR flow): the one vendor's products by a typo-tolerant
 * search (`POST /public/localities/{code}/search` with `vendorId`).
 */
export default function ProductSearchBody(_props: ModalBodyProps) {
  const root = useRootData();
  const format = useCatalogFormat(useLocalityCurrency() ?? 'EUR');
  const { vendorId, localityCode } = useSearchVendor();
  const [query, setQuery] = useState('');
  const keyword = useDeferredValue(useSettled(query.trim(), TYPING_PAUSE_MS));
  const inputId = useId();
  const resultsId = useId();
  const searchable = Boolean(keyword && vendorId && localityCode && root);

  const remote = useRemote(
    'product-search',
    searchable ? `${vendorId}:${keyword}` : null,
    (signal) => {
      if (!root || !vendorId || !localityCode)
        return Promise.reject(new Error('Nothing to search'));
      return searchProducts(
        root.clientConfig,
        format.locale,
        { localityCode, keyword, vendorId },
        signal,
      );
    },
  );

  return (
    <div data-testid="product-search" className="flex flex-col gap-3 p-4">
      <div className="relative">
        <label htmlFor={inputId} className="sr-only">
          {format.t('product.searchLabel')}
        </label>
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
        <input
          id={inputId}
          type="search"
          // The visitor opened this dialog to type: the field takes focus as it opens.
          ref={focusWhenOpened}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          // Letters typed while the dialog was opening join the field's text.
          onFocus={(event) => {
            const typed = takeCaughtTyping(event.relatedTarget);
            if (typed) setQuery((current) => current + typed);
          }}
          placeholder={format.t('catalogue.searchProducts')}
          aria-controls={resultsId}
          data-testid="product-search-input"
          className="min-h-12 w-full rounded-full border border-line bg-canvas ps-11 pe-4 text-base outline-none focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-primary/30"
        />
      </div>
      <div id={resultsId} aria-live="polite" className="flex flex-col gap-3">
        {!searchable ? (
          <p className="px-1 text-sm text-muted">{format.t('product.searchHint')}</p>
        ) : remote.status !== 'ready' ? (
          <RemoteFallback status={remote.status} notFoundText="" onRetry={remote.retry} rows={2} />
        ) : remote.data.products.length === 0 ? (
          <p data-testid="product-search-empty" className="px-1 text-muted">
            {format.t('product.searchEmpty', { query: keyword })}
          </p>
        ) : (
          <>
            <p className="px-1 text-sm text-muted">
              {format.plural('product.searchResults', remote.data.products.length)}
            </p>
            {remote.data.products.map((product) => (
              <ProductListItem key={product.id} product={product} format={format} layout="row" />
            ))}
          </>
        )}
      </div>
    </div>
  );
}
