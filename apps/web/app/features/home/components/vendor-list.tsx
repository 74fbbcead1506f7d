import type { VendorsPage } from '@souk/contracts';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { hasMorePages, mergeById } from '../merge-vendors.ts';
import { VendorCard } from './vendor-card.tsx';
import { VendorGridSkeleton } from './vendor-grid-skeleton.tsx';

interface VendorListProps {
  first: VendorsPage;
  /** The API query of the first page; a new one (filters changed) starts the list over. */
  listKey: string;
  currency: string;
}

type Status = 'idle' | 'loading' | 'failed';

/**
 * Vendors in pages of 30 (spec 1 §4): the next page loads when the end of the list comes near,
 * or with the "Show more" button (no IntersectionObserver, keyboard users). Merged by id.
 */
export function VendorList({ first, listKey, currency }: VendorListProps) {
  const { t, locale } = useTranslator();
  const { localityCode = '' } = useParams();
  const config = useRootData()?.clientConfig;
  const [list, setList] = useState({
    key: listKey,
    vendors: first.vendors,
    page: first.page,
    totalPages: first.totalPages,
  });
  const [status, setStatus] = useState<Status>('idle');
  const sentinel = useRef<HTMLDivElement>(null);
  if (list.key !== listKey) {
    setList({
      key: listKey,
      vendors: first.vendors,
      page: first.page,
      totalPages: first.totalPages,
    });
    setStatus('idle');
  }
  const more = hasMorePages(list.page, list.totalPages);

  const loadMore = () => {
    if (!config || status === 'loading' || !more) return;
    setStatus('loading');
    const page = list.page + 1;
    import('../api/load-vendors-page.ts')
      .then(({ loadVendorsPage }) =>
        loadVendorsPage(config, { lang: locale, code: localityCode, query: listKey, page }),
      )
      .then(
        (next) => {
          setList((current) =>
            current.key === listKey
              ? {
                  key: listKey,
                  vendors: mergeById(current.vendors, next.vendors),
                  page: next.page,
                  totalPages: next.totalPages,
                }
              : current,
          );
          setStatus('idle');
        },
        () => setStatus('failed'),
      );
  };
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !more || status !== 'idle' || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, status, list.page]);

  return (
    <>
      <ul data-testid="vendor-list" className="vendor-grid">
        {list.vendors.map((vendor, index) => (
          <li key={vendor.id}>
            <VendorCard
              vendor={vendor}
              localityCode={localityCode}
              currency={currency}
              eager={index < 3}
            />
          </li>
        ))}
      </ul>
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
