import { Link, useLocation } from 'react-router';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { CloseIcon, StarIcon } from '#app/ui/browsing-icons.tsx';
import { ClockIcon } from '#app/ui/icons.tsx';
import type { HomeLocality } from '../home-data.ts';
import { FILTER_PARAMS, narrowsVendors, readHomeFilters, withoutFilters } from '../home-filters.ts';
import { useHiddenOnScrollDown } from '../hooks/use-hidden-on-scroll-down.ts';

const queryOf = (params: URLSearchParams) => ({ search: `?${params.toString()}` });

function timeLabel(value: string, locale: string): string {
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`).toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return `${day} ${value.slice(11, 16)}`;
}

/**
 * Delivery/takeaway, time and rating, plus the active search query (spec 1 §2). On phones it
 * is sticky under the header and slides away while scrolling down.
 */
export function FilterBar({ locality }: { locality: HomeLocality }) {
  const { t, locale } = useTranslator();
  const { search } = useLocation();
  const hidden = useHiddenOnScrollDown();
  const params = new URLSearchParams(search);
  const filters = readHomeFilters(params);
  const time = modalLink(search, 'TimeFilter');
  const rating = modalLink(search, 'RatingFilter');
  const receipt = filters.receiptType ?? 'DELIVERY';
  const set = (key: string, value?: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    return queryOf(next);
  };

  return (
    <div data-testid="filter-bar" data-hidden={hidden ? '' : undefined} className="filter-bar">
      <div role="toolbar" aria-label={t('filters.barLabel')} className="scroll-row">
        {locality.receiptTypes.length > 1 && (
          <div role="group" aria-label={t('filters.receiptLabel')} className="segments">
            {(['DELIVERY', 'TAKEAWAY'] as const).map((type) => (
              <Link
                key={type}
                to={set(FILTER_PARAMS.receipt, type === 'DELIVERY' ? undefined : type)}
                preventScrollReset
                aria-current={receipt === type}
                data-testid={`receipt-${type}`}
              >
                {t(type === 'DELIVERY' ? 'filters.delivery' : 'filters.takeaway')}
              </Link>
            ))}
          </div>
        )}
        {locality.preorderDays > 0 && (
          <Link
            to={time.to}
            state={time.state}
            preventScrollReset
            aria-current={!!filters.preorderDateTime}
            data-testid="time-filter"
            className="pill"
          >
            <ClockIcon />
            {filters.preorderDateTime
              ? timeLabel(filters.preorderDateTime, locale)
              : t('filters.asap')}
          </Link>
        )}
        <Link
          to={rating.to}
          state={rating.state}
          preventScrollReset
          aria-current={!!filters.rating}
          data-testid="rating-filter"
          className="pill"
        >
          <StarIcon />
          {t(`filters.rating.${filters.rating ?? 'all'}`)}
        </Link>
        {filters.query && (
          <Link
            to={set(FILTER_PARAMS.query)}
            preventScrollReset
            aria-current
            data-testid="query-chip"
            className="pill"
          >
            <bdi>“{filters.query}”</bdi>
            <CloseIcon aria-label={t('filters.reset')} aria-hidden={false} role="img" />
          </Link>
        )}
        {narrowsVendors(filters) && (
          <Link
            to={queryOf(withoutFilters(params))}
            preventScrollReset
            className="pill text-primary"
          >
            {t('home.resetFilters')}
          </Link>
        )}
      </div>
    </div>
  );
}
