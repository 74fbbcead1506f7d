/**
 * What a browsing answer depends on besides the loaded data: the language, the moment asked
 * about, the customer's point and the filters. Also the key answers are memoised under.
 */
import type { MainPageQuery } from '@souk/contracts';
import type { LocalityRow } from '#api/modules/localities/locality-repository.ts';
import { browsingMoment, customerPoint } from './browsing-moment.ts';
import type { VendorContext } from './vendor-mapper.ts';

/** Picks the response language; the locality's own language is the fallback. */
export type LanguagePicker = (localityLang: string) => string;

export interface BrowsingQuery {
  latitude?: number;
  longitude?: number;
  preorderDateTime?: string;
}

/** Language, moment and point of a request, as the vendor and product mappers take them. */
export function browsingContext(
  locality: LocalityRow,
  query: BrowsingQuery,
  lang: string,
  at: { now: Date; baseUrl: string },
): VendorContext {
  return {
    lang,
    baseUrl: at.baseUrl,
    moment: browsingMoment(locality.timeZone, at.now, query.preorderDateTime),
    point: customerPoint(query),
    minOrderPrice: locality.minOrderPrice,
  };
}

/**
 * Everything a browsing answer depends on besides the loaded data: language, the minute asked
 * about (availability changes by the minute), whether it is a preorder, point and filters.
 * `cartId` changes nothing yet, so it is left out.
 */
export function queryKey(
  context: VendorContext,
  query: Partial<MainPageQuery> & { catalogCategoryId?: string; part?: number },
): string {
  const { moment, point } = context;
  return [
    context.lang,
    Math.floor(moment.at.getTime() / 60_000),
    moment.preorder ? 'preorder' : 'now',
    point ? point.join(',') : '',
    query.page ?? '',
    query.categories ? [...query.categories].sort().join(',') : '',
    query.searchString ?? '',
    query.receiptType ?? '',
    query.rating ?? '',
    query.catalogCategoryId ?? '',
    query.part ?? '',
  ].join('|');
}
