import type { SearchResponse } from '@souk/contracts';
import { formatPrice } from '@souk/core/money';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useModal } from '#app/lib/modals/use-modal.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { browserApi } from '#app/lib/api-client.ts';
import { useServerState } from '#app/lib/server-state.ts';
import { useSettled } from '#app/lib/use-settled.ts';
import { searchLocality } from '../api/search-locality.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { SearchIcon } from '#app/ui/browsing-icons.tsx';
import { focusRing } from '#app/ui/styles.ts';
import { focusWhenOpened } from '#app/ui/dialog.tsx';
import { takeCaughtTyping } from '#app/ui/caught-typing.ts';
import { VendorImage } from '../components/vendor-image.tsx';
import { useHomeData } from '../home-data.ts';
import { FILTER_PARAMS } from '../home-filters.ts';
import { vendorPath } from '../vendor-path.ts';

const DEBOUNCE_MS = 300;
type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; query: string; result: SearchResponse }
  | { kind: 'failed' };

const rowClass = `${focusRing} flex min-h-14 items-center gap-3 rounded-2xl px-3 py-2 hover:bg-canvas`;

/**
 * Spec 1 §2 HeaderSearch (DEFAULT flow): vendors and dishes, typo-tolerant on the server. The
 * typed query stays in the URL (`q`), so closing the modal filters the list by it.
 */
export default function HeaderSearch(_: ModalBodyProps) {
  const { t, locale } = useTranslator();
  const { search } = useLocation();
  const { localityCode = '' } = useParams();
  const { update } = useModal();
  const config = useRootData()?.clientConfig;
  const currency = useHomeData()?.locality.currencyCode ?? 'EUR';
  const [text, setText] = useState(
    () => new URLSearchParams(search).get(FILTER_PARAMS.query) ?? '',
  );
  const keyword = text.trim();
  const settled = useSettled(keyword, DEBOUNCE_MS);
  // The settled words go into the URL (`q`), so closing the modal filters the list by them.
  // `update` changes with the URL it writes: as an effect event it does not re-run the effect.
  const writeQuery = useEffectEvent((query: string) => update({ [FILTER_PARAMS.query]: query }));
  useEffect(() => {
    if (settled) writeQuery(settled);
  }, [settled]);
  // An emptied field shows the hint at once; while typing, the last settled answer stays shown.
  const key =
    config && keyword && settled ? `header-search:${locale}:${localityCode}:${settled}` : null;
  const answer = useServerState(key, (signal) => {
    if (!config) throw new Error('No client configuration');
    return searchLocality(browserApi(config, locale), localityCode, settled, { signal });
  });
  const state: State =
    answer.status === 'ready'
      ? { kind: 'done', query: settled, result: answer.data }
      : answer.status === 'loading'
        ? { kind: 'loading' }
        : answer.status === 'failed'
          ? { kind: 'failed' }
          : { kind: 'idle' };

  return (
    <div className="p-4">
      <label className="relative block">
        <span className="sr-only">{t('search.placeholder')}</span>
        <SearchIcon className="pointer-events-none absolute start-4 top-1/2 -translate-y-1/2 text-muted" />
        <input
          type="text"
          role="searchbox"
          // The visitor opened this dialog to type: the field takes focus as it opens.
          ref={focusWhenOpened}
          value={text}
          maxLength={100}
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          data-testid="header-search-input"
          onChange={(event) => setText(event.target.value)}
          // Letters typed while the dialog was opening join the field's text.
          onFocus={(event) => {
            const typed = takeCaughtTyping(event.relatedTarget);
            if (typed) setText((current) => current + typed);
          }}
          className={`${focusRing} min-h-12 w-full rounded-full border border-line bg-canvas ps-12 pe-4 text-base`}
        />
      </label>
      <div aria-live="polite" className="mt-4">
        {state.kind === 'idle' && <p className="px-2 text-muted">{t('search.hint')}</p>}
        {state.kind === 'loading' && <p className="px-2 text-muted">{t('search.searching')}</p>}
        {state.kind === 'failed' && <p className="px-2 text-muted">{t('search.failed')}</p>}
        {state.kind === 'done' && (
          <Results
            result={state.result}
            query={state.query}
            localityCode={localityCode}
            currency={currency}
          />
        )}
      </div>
    </div>
  );
}

/**
 * Says why a found product cannot be ordered now: sold out, or outside its hours (issue 15
 * part 2; the server lists such products after the orderable ones).
 */
function AvailabilityBadge({ product }: { product: SearchResponse['products'][number] }) {
  const { t } = useTranslator();
  const text = !product.available
    ? t('catalogue.soldOut')
    : product.timeAvailabilityInfo.available
      ? null
      : t('catalogue.sectionUnavailable');
  if (!text) return null;
  return (
    <span
      data-testid="search-product-availability"
      className="mt-1 inline-block rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold text-muted"
    >
      {text}
    </span>
  );
}

interface ResultsProps {
  result: SearchResponse;
  query: string;
  localityCode: string;
  currency: string;
}

function Results({ result, query, localityCode, currency }: ResultsProps) {
  const { t, locale } = useTranslator();
  if (result.vendors.length === 0 && result.products.length === 0) {
    return <p className="px-2 text-muted">{t('search.noResults', { query })}</p>;
  }
  return (
    <div data-testid="header-search-results" className="space-y-5">
      {result.vendors.length > 0 && (
        <section>
          <h3 className="mb-1 px-3 text-sm font-semibold text-muted">{t('search.vendors')}</h3>
          <ul>
            {result.vendors.map((vendor) => (
              <li key={vendor.id}>
                <Link
                  to={vendorPath(locale, localityCode, vendor.id)}
                  data-testid="search-vendor"
                  className={rowClass}
                >
                  <VendorImage
                    image={vendor.avatar ?? vendor.image}
                    width={48}
                    height={48}
                    className="size-12 shrink-0 rounded-xl"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{vendor.name}</span>
                    <span className="block truncate text-sm text-muted">
                      {vendor.categories.map((c) => c.name).join(' · ')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.products.length > 0 && (
        <section>
          <h3 className="mb-1 px-3 text-sm font-semibold text-muted">{t('search.products')}</h3>
          <ul>
            {result.products.map((product) => (
              <li key={product.id}>
                <Link
                  to={`${vendorPath(locale, localityCode, product.vendor.id)}?modal=ProductModal&productId=${product.id}`}
                  data-testid="search-product"
                  className={rowClass}
                >
                  <VendorImage
                    image={product.image}
                    width={48}
                    height={48}
                    className="size-12 shrink-0 rounded-xl"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{product.name}</span>
                    <span className="block truncate text-sm text-muted">{product.vendor.name}</span>
                    <AvailabilityBadge product={product} />
                  </span>
                  <span className="font-semibold tabular-nums">
                    {formatPrice(product.price, currency, locale)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
