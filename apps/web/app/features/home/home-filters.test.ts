import { describe, expect, it } from 'vitest';
import {
  listKeyOf,
  narrowsVendors,
  readHomeFilters,
  vendorsApiQuery,
  withCategories,
  withoutFilters,
} from './home-filters.ts';

const A = '0190a6f2-1111-7000-8000-000000000001';
const B = '0190a6f2-1111-7000-8000-000000000002';
const read = (search: string) => readHomeFilters(new URLSearchParams(search));

describe('readHomeFilters', () => {
  it('reads repeated and comma-separated categories, once each', () => {
    expect(read(`category=${A}&category=${B},${A}`).categories).toEqual([A, B]);
  });

  it('ignores values a hand-edited URL may carry', () => {
    expect(read('category=abc&rating=great&preorderDateTime=tomorrow&receiptType=DRONE')).toEqual({
      categories: [],
      rating: null,
      preorderDateTime: null,
      receiptType: null,
      query: null,
    });
  });

  it('treats rating=all as no rating filter (spec 1 §5: all is the whole range)', () => {
    expect(read('rating=all').rating).toBeNull();
    expect(read('rating=the-best').rating).toBe('the-best');
  });

  it('drops a trailing Z from the preorder time (spec 1 §5)', () => {
    expect(read('preorderDateTime=2026-03-11T12:30:00Z').preorderDateTime).toBe(
      '2026-03-11T12:30:00',
    );
  });
});

describe('vendorsApiQuery', () => {
  it('sends the filters in the API names, query only when asked', () => {
    const filters = read(`category=${A}&category=${B}&rating=good&receiptType=TAKEAWAY&q=pizza`);
    expect(vendorsApiQuery(filters, { withQuery: true, page: 2 }).toString()).toBe(
      `categories=${A}%2C${B}&rating=good&receiptType=TAKEAWAY&searchString=pizza&page=2`,
    );
    expect(vendorsApiQuery(filters, { withQuery: false }).has('searchString')).toBe(false);
  });
});

describe('listKeyOf', () => {
  it('does not change when a modal opens or the search box is typed in', () => {
    const base = listKeyOf(new URLSearchParams(`category=${A}`));
    expect(listKeyOf(new URLSearchParams(`category=${A}&modal=RatingFilter`))).toBe(base);
    expect(listKeyOf(new URLSearchParams(`category=${A}&modal=HeaderSearch&q=piz`))).toBe(base);
    expect(listKeyOf(new URLSearchParams(`category=${A}&q=piz`))).not.toBe(base);
  });
});

describe('editing the URL', () => {
  it('replaces categories and removes every filter, keeping other params', () => {
    const search = new URLSearchParams(`category=${A}&rating=good&modal=MainFilter&x=1`);
    expect(withCategories(search, [B]).getAll('category')).toEqual([B]);
    expect(withoutFilters(search).toString()).toBe('modal=MainFilter&x=1');
  });

  it('knows when the list is narrowed', () => {
    expect(narrowsVendors(read('receiptType=TAKEAWAY'))).toBe(false);
    expect(narrowsVendors(read('rating=best'))).toBe(true);
  });
});
