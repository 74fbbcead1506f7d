/**
 * A locality's vendors held in memory: loaded in a few queries, then every vendor list is a
 * filter, a stable partition (open first) and a slice. Thousands of vendors take well under a
 * millisecond this way, where a query per request would not.
 */
import { VENDORS_PAGE_SIZE } from '@souk/contracts';
import type { VendorsQuery } from '@souk/contracts';
import { isPointInPolygon } from '@souk/core/geo';
import type { LatLng } from '@souk/core/geo';
import { matchesRatingFilter } from '@souk/core/rating-filter';
import { resolveI18n } from '#api/http/i18n-text.ts';
import type { LocalityRow } from '#api/modules/localities/locality-repository.ts';
import type { BrowsingMoment, WeeklyRanges } from './browsing-moment.ts';
import { isOpenOnWall, weeklyRanges } from './browsing-moment.ts';
import type { BannerRecord } from './catalog-repository.ts';
import type { CategoryRecord, ProductRecord, VendorRecord } from './catalog-records.ts';
import { withDescendants } from './category-tree.ts';

export interface DirectoryVendor {
  record: VendorRecord;
  ranges: WeeklyRanges;
  categoryIds: ReadonlySet<string>;
  /** Lower-cased names by language, filled as languages are asked for. */
  searchableNames: Map<string, string>;
}

export interface LocalitySnapshot {
  locality: LocalityRow;
  /** Visible vendors in `sort_order, id`. */
  vendors: readonly DirectoryVendor[];
  byId: ReadonlyMap<string, DirectoryVendor>;
  categories: readonly CategoryRecord[];
  /** Categories at least one visible vendor is linked to. */
  usedCategoryIds: ReadonlySet<string>;
  banners: readonly BannerRecord[];
  /** Popular products of the locality, in vendor then menu order (a bounded sample). */
  popularProducts: readonly ProductRecord[];
}

export function buildSnapshot(parts: {
  locality: LocalityRow;
  vendors: readonly VendorRecord[];
  categories: readonly CategoryRecord[];
  banners: readonly BannerRecord[];
  popularProducts: readonly ProductRecord[];
}): LocalitySnapshot {
  const vendors = parts.vendors.map((record): DirectoryVendor => ({
    record,
    ranges: weeklyRanges(record.workingHours),
    categoryIds: new Set(record.categories.map((category) => category.id)),
    searchableNames: new Map(),
  }));
  const byId = new Map(vendors.map((vendor) => [vendor.record.id, vendor]));
  return {
    locality: parts.locality,
    vendors,
    byId,
    categories: parts.categories,
    usedCategoryIds: new Set(vendors.flatMap((vendor) => [...vendor.categoryIds])),
    // A banner pointing at a hidden vendor would lead nowhere.
    banners: parts.banners.filter((banner) => !banner.vendorId || byId.has(banner.vendorId)),
    popularProducts: parts.popularProducts.filter((product) => byId.has(product.vendorId)),
  };
}

export type VendorFilters = Pick<
  VendorsQuery,
  'categories' | 'searchString' | 'receiptType' | 'rating'
>;

export interface ListedVendor {
  vendor: DirectoryVendor;
  open: boolean;
}

/**
 * The vendors matching every filter, open ones first, each group in `sort_order, id`: the order
 * is total, so pages never repeat or skip a vendor while the data stays the same.
 */
export function listVendors(
  snapshot: LocalitySnapshot,
  filters: VendorFilters,
  context: { moment: BrowsingMoment; point: LatLng | null; lang: string },
  /** Vendors the search found for `searchString` (typos, dishes); null: names only. */
  searched: ReadonlySet<string> | null = null,
): ListedVendor[] {
  const { moment, point, lang } = context;
  const picked =
    filters.categories && filters.categories.length > 0
      ? withDescendants(snapshot.categories, filters.categories)
      : null;
  const needle = filters.searchString?.trim().toLocaleLowerCase() || null;
  const open: ListedVendor[] = [];
  const closed: ListedVendor[] = [];
  for (const vendor of snapshot.vendors) {
    const { record } = vendor;
    // "Picked categories filter vendors by matching any category id."
    if (picked && !hasAny(vendor.categoryIds, picked)) continue;
    if (filters.receiptType && !receiptTypes(record).includes(filters.receiptType)) continue;
    if (filters.rating && !matchesRatingFilter(record.rating ?? 0, filters.rating)) continue;
    if (point && !isPointInPolygon(point, record.deliveryZone)) continue;
    if (needle && !searchableName(vendor, lang).includes(needle) && !searched?.has(record.id)) {
      continue;
    }
    const isOpen = isOpenOnWall(vendor.ranges, moment.wall);
    // A delivery time was picked: only vendors that deliver at that time answer it.
    if (moment.preorder && !isOpen) continue;
    (isOpen ? open : closed).push({ vendor, open: isOpen });
  }
  return open.concat(closed);
}

export function pageOf<T>(
  items: readonly T[],
  page: number,
): { items: T[]; page: number; totalPages: number; total: number } {
  const start = (page - 1) * VENDORS_PAGE_SIZE;
  return {
    items: items.slice(start, start + VENDORS_PAGE_SIZE),
    page,
    totalPages: Math.ceil(items.length / VENDORS_PAGE_SIZE),
    total: items.length,
  };
}

function receiptTypes(record: VendorRecord): readonly string[] {
  return record.receiptTypes.length > 0 ? record.receiptTypes : ['DELIVERY'];
}

function hasAny(ids: ReadonlySet<string>, picked: ReadonlySet<string>): boolean {
  for (const id of ids) if (picked.has(id)) return true;
  return false;
}

/** The name in the request's language plus the base name, so either spelling finds it. */
function searchableName(vendor: DirectoryVendor, lang: string): string {
  let name = vendor.searchableNames.get(lang);
  if (name === undefined) {
    const { record } = vendor;
    name = `${resolveI18n(record.nameI18n, lang, record.name)}\n${record.name}`.toLocaleLowerCase();
    vendor.searchableNames.set(lang, name);
  }
  return name;
}
