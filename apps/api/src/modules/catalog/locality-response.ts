/**
 * Mapping a locality snapshot to the vendor list and the main page: one page of vendors, the
 * vendor groups of the top categories, and the popular dishes of the listed vendors.
 */
import type {
  CategoriesResponse,
  MainPageResponse,
  Product,
  VendorDetail,
  VendorsPage,
} from '@souk/contracts';
import { toBannerDto } from './banner-mapper.ts';
import type { CatalogEntry } from './catalog-snapshots.ts';
import {
  POPULAR_LIMIT,
  catalogCategories,
  vendorDetail,
  withSerialisedMember,
} from './vendor-response.ts';
import { withDescendants } from './category-tree.ts';
import { POPULAR_SECTION_KEY, popularSectionName } from './popular-section.ts';
import { productTimeInfo, toProductDto } from './product-mapper.ts';
import type { ListedVendor, LocalitySnapshot } from './vendor-directory.ts';
import { pageOf } from './vendor-directory.ts';
import type { VendorContext } from './vendor-mapper.ts';
import { toVendorDto } from './vendor-mapper.ts';

const VENDOR_GROUP_SIZE = 10;
/** Spec 1 §9: "Catalog optimization is enabled by the feature flag catalog-optimization." */
const CATALOG_OPTIMIZATION = 'catalog-optimization';

export function pageOfVendors(
  listed: readonly ListedVendor[],
  page: number,
  context: VendorContext,
): VendorsPage {
  const slice = pageOf(listed, page);
  return {
    vendors: slice.items.map(({ vendor, open }) => toVendorDto(vendor.record, context, open)),
    page: slice.page,
    totalPages: slice.totalPages,
    total: slice.total,
  };
}

export interface MainPageParts {
  snapshot: LocalitySnapshot;
  /** The single vendor's menu, on a single-vendor locality, and its page's sections as JSON. */
  single: { entry: CatalogEntry; sectionsJson: string } | null;
  partner: { textLogo: boolean };
  listed: readonly ListedVendor[];
  categories: CategoriesResponse;
  page: number;
  context: VendorContext;
}

/** The main page, serialised; a single vendor's sections go in as the JSON built for them. */
export function mainPageJson(parts: MainPageParts): string {
  const { snapshot, single, listed, categories, context } = parts;
  const { locality } = snapshot;
  let vendor: VendorDetail | null = null;
  let tabs: MainPageResponse['catalogCategories'] = [];
  let popular: Product[];
  if (single) {
    vendor = vendorDetail(single.entry, context);
    tabs = catalogCategories(single.entry.catalog, context.lang);
    popular = vendor.popularProducts;
  } else {
    popular = popularOfListed(snapshot, listed, context);
  }
  const body: Omit<MainPageResponse, 'catalog'> = {
    uiFlow: locality.uiFlow,
    banners: snapshot.banners.map((banner) => toBannerDto(banner, context, locality.lang)),
    categories,
    catalogCategories: tabs,
    computedSections:
      popular.length > 0
        ? [{ key: POPULAR_SECTION_KEY, name: popularSectionName(context.lang), products: popular }]
        : [],
    featureFlags: tabs.length > 1 ? [CATALOG_OPTIMIZATION] : [],
    uiComponents: {
      receiptTypes: locality.receiptTypes.length > 0 ? [...locality.receiptTypes] : ['DELIVERY'],
      textLogo: parts.partner.textLogo,
    },
    vendor,
    vendorGroups: vendorGroups(snapshot, listed, categories),
    vendors: pageOfVendors(listed, parts.page, context),
  };
  return withSerialisedMember(body, {
    name: 'catalog',
    json: single?.sectionsJson ?? '[]',
    at: 'start',
  });
}

/** One group per top category, with the first matching vendors of the current list. */
function vendorGroups(
  snapshot: LocalitySnapshot,
  listed: readonly ListedVendor[],
  categories: CategoriesResponse,
): MainPageResponse['vendorGroups'] {
  return categories.top
    .map((category) => {
      const ids = withDescendants(snapshot.categories, [category.id]);
      const vendorIds: string[] = [];
      for (const { vendor } of listed) {
        if (vendorIds.length >= VENDOR_GROUP_SIZE) break;
        for (const id of vendor.categoryIds) {
          if (ids.has(id)) {
            vendorIds.push(vendor.record.id);
            break;
          }
        }
      }
      return { key: category.id, name: category.name, vendorIds };
    })
    .filter((group) => group.vendorIds.length > 0);
}

/** Popular products of vendors in the current list (so of vendors that deliver here). */
function popularOfListed(
  snapshot: LocalitySnapshot,
  listed: readonly ListedVendor[],
  context: VendorContext,
): Product[] {
  const listedIds = new Set(listed.map(({ vendor }) => vendor.record.id));
  const result: Product[] = [];
  for (const record of snapshot.popularProducts) {
    if (result.length >= POPULAR_LIMIT) break;
    const vendor = snapshot.byId.get(record.vendorId);
    if (!vendor || !listedIds.has(record.vendorId)) continue;
    result.push(
      toProductDto(
        record,
        context,
        productTimeInfo(record.sectionWorkingHours, vendor.record.workingHours, context.moment),
      ),
    );
  }
  return result;
}
