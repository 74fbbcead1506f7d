import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { hasMorePages } from '#app/lib/merge-vendors.ts';
import { readHomeFilters } from '../home-filters.ts';
import { withCardTexts, type CardVendorsPage } from '../vendor-card-texts.ts';
import { VendorGridSkeleton } from './vendor-grid-skeleton.tsx';

interface VendorPagerProps {
  /** The API query of the list (filters); the pages after `page` are fetched with it. */
  listKey: string;
  page: number;
  totalPages: number;
  currency: string;
  onPage: (next: CardVendorsPage) => void;
}

type Status = 'idle' | 'loading' | 'failed';

/**
 * The end of the vendor list (spec 1 §4, pages of 30): the next page loads when the end comes
 * near, or with the "Show more" button (no IntersectionObserver, keyboard users).
 */
export function VendorPager({ listKey, page, totalPages, currency, onPage }: VendorPagerProps) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const { localityCode = '' } = useParams();
  const config = useRootData()?.clientConfig;
  const [status, setStatus] = useState<Status>('idle');
  const [statusKey, setStatusKey] = useState(listKey);
  const sentinel = useRef<HTMLDivElement>(null);
  if (statusKey !== listKey) {
    setStatusKey(listKey);
    setStatus('idle');
  }
  const more = hasMorePages(page, totalPages);

  const loadMore = () => {
    if (!config || status === 'loading' || !more) return;
    setStatus('loading');
    import('../api/load-vendors-page.ts')
      .then(({ loadVendorsPage }) =>
        loadVendorsPage(config, {
          lang: locale,
          code: localityCode,
          query: listKey,
          page: page + 1,
        }),
      )
      .then(
        (next) => {
          onPage(
            withCardTexts(
              translator,
              currency,
              next,
              readHomeFilters(new URLSearchParams(listKey)).receiptType,
            ),
          );
          setStatus('idle');
        },
        () => setStatus('failed'),
      );
  };
  // The observer calls the latest loadMore without being set up again on every render.
  const loadMoreOnSight = useEffectEvent(loadMore);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !more || status !== 'idle' || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreOnSight();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, status, page]);

  return (
    <>
      {status === 'loading' && (
        <div className="mt-4">
          <VendorGridSkeleton count={3} />
        </div>
      )}
      <div ref={sentinel} className="mt-6 flex flex-col items-center gap-2">
        {status === 'failed' && (
          <p role="alert" className="text-muted">
            {t('home.loadFailed')}
          </p>
        )}
        {more && status !== 'loading' && (
          <button
            type="button"
            onClick={loadMore}
            data-testid="show-more"
            className={primaryButton}
          >
            {t('home.showMore')}
          </button>
        )}
      </div>
    </>
  );
}
