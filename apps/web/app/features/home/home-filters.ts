import { isRatingFilter, type RatingFilter } from '@souk/core/rating-filter';

/**
 * Picked categories, filters and the last search query live in the page URL (spec 1 §3 "Kept
 * state"), so a filtered home can be shared, reloaded and rendered on the server.
 */
export const FILTER_PARAMS = {
  category: 'category',
  rating: 'rating',
  time: 'preorderDateTime',
  receipt: 'receiptType',
  query: 'q',
} as const;

export type ReceiptType = 'DELIVERY' | 'TAKEAWAY';

export interface HomeFilters {
  categories: string[];
  /** Null is "all" (spec 1 §5: all is above 0 to below 5). */
  rating: RatingFilter | null;
  /** Local date-time of the locality, no trailing Z (spec 1 §5); null is "as soon as possible". */
  preorderDateTime: string | null;
  receiptType: ReceiptType | null;
  query: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;
const MAX_CATEGORIES = 50;
const MAX_QUERY = 100;

/** A hand-edited URL with bad values shows the unfiltered page rather than an error. */
export function readHomeFilters(search: URLSearchParams): HomeFilters {
  const categories = [
    ...new Set(
      search
        .getAll(FILTER_PARAMS.category)
        .flatMap((value) => value.split(','))
        .filter((id) => UUID.test(id)),
    ),
  ].slice(0, MAX_CATEGORIES);
  const rating = search.get(FILTER_PARAMS.rating);
  const time = search.get(FILTER_PARAMS.time)?.replace(/Z$/, '') ?? null;
  const receipt = search.get(FILTER_PARAMS.receipt);
  const query = search.get(FILTER_PARAMS.query)?.trim().slice(0, MAX_QUERY) ?? '';
  return {
    categories,
    rating: isRatingFilter(rating) && rating !== 'all' ? rating : null,
    preorderDateTime: time && LOCAL_DATE_TIME.test(time) ? time : null,
    receiptType: receipt === 'DELIVERY' || receipt === 'TAKEAWAY' ? receipt : null,
    query: query || null,
  };
}

/**
 * Query of the vendors and main-page calls. `withQuery` is false while the search modal is
 * open: typing searches in the modal, and the list follows the query once it closes.
 */
export function vendorsApiQuery(
  filters: HomeFilters,
  { page, withQuery }: { page?: number; withQuery: boolean },
): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.categories.length > 0) query.set('categories', filters.categories.join(','));
  if (filters.rating) query.set('rating', filters.rating);
  if (filters.preorderDateTime) query.set('preorderDateTime', filters.preorderDateTime);
  if (filters.receiptType) query.set('receiptType', filters.receiptType);
  if (withQuery && filters.query) query.set('searchString', filters.query);
  if (page && page > 1) query.set('page', String(page));
  return query;
}

/** Whether anything narrows the vendor list (the receipt type and time only re-sort it). */
export function narrowsVendors(filters: HomeFilters): boolean {
  return filters.categories.length > 0 || filters.rating !== null || filters.query !== null;
}

/** The page's query with every filter removed (other params, such as a modal, stay). */
export function withoutFilters(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of Object.values(FILTER_PARAMS)) next.delete(key);
  return next;
}

/** The page's query with the picked categories replaced. */
export function withCategories(search: URLSearchParams, ids: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(FILTER_PARAMS.category);
  for (const id of ids) next.append(FILTER_PARAMS.category, id);
  return next;
}

/**
 * What the vendor list depends on in a page URL. The loader reruns only when it changes, so
 * opening a modal or typing in the search box does not reload the page's data.
 */
export function listKeyOf(search: URLSearchParams): string {
  const searching = search.get('modal') === 'HeaderSearch';
  return vendorsApiQuery(readHomeFilters(search), { withQuery: !searching }).toString();
}
