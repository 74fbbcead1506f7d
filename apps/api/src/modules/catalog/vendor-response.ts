/**
 * Mapping a vendor's loaded menu to the catalogue, vendor and product answers: which sections
 * show, their availability at the moment asked about, and the vendor with its popular dishes.
 */
import type {
  CatalogCategory,
  Product,
  ProductResponse,
  Section,
  VendorDetail,
} from '@souk/contracts';
import { CATALOGUE_PART_PRODUCTS } from '@souk/contracts';
import type { WorkingHoursRow } from '#api/db/schema/index.ts';
import { resolveI18n } from '#api/http/i18n-text.ts';
import type { BrowsingMoment } from './browsing-moment.ts';
import { isOpenOnWall, orderableTime, timeAvailability, weeklyRanges } from './browsing-moment.ts';
import type { CatalogRecord, ProductRecord, SectionRecord } from './catalog-records.ts';
import type { CatalogEntry } from './catalog-snapshots.ts';
import { partitionSections, partOutOfRange } from './catalog-parts.ts';
import type { ProductTimeInfo, TextContext } from './product-mapper.ts';
import { productTimeInfo, toProductDto } from './product-mapper.ts';
import type { VendorContext } from './vendor-mapper.ts';
import { isVendorOpen, toVendorDetailDto } from './vendor-mapper.ts';

/** Popular products kept per vendor detail (and shown on a locality's main page). */
export const POPULAR_LIMIT = 12;

export type CatalogSelection = 'all' | 'page';

/**
 * Which sections a catalogue call shows. `page` shows one catalog category (the one asked
 * for, else the first; sections without a category go with the first); `all` shows every
 * section unless a category is asked for.
 */
export function selectSections(
  catalog: CatalogRecord,
  mode: CatalogSelection,
  asked: string | undefined,
): { catalogCategoryId: string | null; sections: SectionRecord[]; key: string } {
  const tabs = catalog.catalogCategories;
  const askedTab = asked ? tabs.find((tab) => tab.id === asked) : undefined;
  const tab = askedTab ?? (mode === 'page' ? tabs[0] : undefined);
  if (!tab) return { catalogCategoryId: null, sections: [...catalog.sections], key: 'all' };
  const first = tab.id === tabs[0]?.id;
  return {
    catalogCategoryId: tab.id,
    sections: catalog.sections.filter(
      (section) =>
        section.catalogCategoryId === tab.id || (first && section.catalogCategoryId === null),
    ),
    key: tab.id,
  };
}

/** One part of a selection of sections, and the outline of all of them. */
export function partOf(sections: readonly SectionRecord[], part: number) {
  const parts = partitionSections(sections, CATALOGUE_PART_PRODUCTS);
  const chosen = parts[part - 1];
  if (!chosen) throw partOutOfRange(parts.length);
  return {
    sections: chosen,
    totalParts: parts.length,
    outline: parts.flatMap((partSections, index) =>
      partSections.map((section) => ({ section, part: index + 1 })),
    ),
  };
}

/** The catalogue answer's head: everything but its sections (serialised apart, see below). */
export function catalogHead(
  entry: CatalogEntry,
  selection: { catalogCategoryId: string | null },
  part: { number: number; of: ReturnType<typeof partOf> } | null,
  context: VendorContext,
) {
  return {
    vendor: vendorDetail(entry, context),
    catalogCategories: catalogCategories(entry.catalog, context.lang),
    catalogCategoryId: selection.catalogCategoryId,
    parts: part && {
      part: part.number,
      totalParts: part.of.totalParts,
      outline: part.of.outline.map(({ section, part: sectionPart }) => ({
        id: section.id,
        name: resolveI18n(section.nameI18n, context.lang, section.name),
        catalogCategoryId: section.catalogCategoryId,
        productCount: section.products.length,
        part: sectionPart,
      })),
    },
  };
}

export function vendorDetail(entry: CatalogEntry, context: VendorContext): VendorDetail {
  const vendor = entry.catalog.vendor;
  const popular: Product[] = [];
  for (const section of entry.catalog.sections) {
    const products = section.products.filter((product) => product.popular);
    if (products.length === 0) continue;
    const time = sectionTime(section, vendor.workingHours, context.moment);
    for (const product of products) {
      if (popular.length >= POPULAR_LIMIT) break;
      popular.push(toProductDto(product, context, time.product));
    }
  }
  return toVendorDetailDto(vendor, context, popular);
}

export function catalogCategories(catalog: CatalogRecord, lang: string): CatalogCategory[] {
  return catalog.catalogCategories.map((tab) => ({
    id: tab.id,
    name: resolveI18n(tab.nameI18n, lang, tab.name),
    order: tab.sortOrder,
  }));
}

export function sectionDtos(
  entry: CatalogEntry,
  sections: readonly SectionRecord[],
  context: VendorContext,
): Section[] {
  const vendorHours = entry.catalog.vendor.workingHours;
  return sections.map((section): Section => {
    const time = sectionTime(section, vendorHours, context.moment);
    return {
      id: section.id,
      name: resolveI18n(section.nameI18n, context.lang, section.name),
      order: section.sortOrder,
      cookingTime: section.cookingTime,
      imageOrientation: section.imageOrientation,
      catalogCategoryId: section.catalogCategoryId,
      workingHours: section.workingHours ? [...section.workingHours] : null,
      timeAvailability: time.section,
      products: section.products.map((product) => toProductDto(product, context, time.product)),
    };
  });
}

export function productResponse(
  entry: CatalogEntry,
  record: ProductRecord,
  text: TextContext,
  moment: BrowsingMoment,
): ProductResponse {
  const vendor = entry.catalog.vendor;
  return {
    ...toProductDto(
      record,
      text,
      productTimeInfo(record.sectionWorkingHours, vendor.workingHours, moment),
    ),
    vendor: {
      id: vendor.id,
      name: resolveI18n(vendor.nameI18n, text.lang, vendor.name),
      working: isVendorOpen(vendor, moment),
    },
  };
}

/**
 * An answer with one member serialised earlier (a large catalogue's sections, shared by many
 * answers), spliced in as text rather than parsed and serialised again. `rest` has members.
 */
export function withSerialisedMember(
  rest: object,
  member: { name: string; json: string; at: 'start' | 'end' },
): string {
  const others = JSON.stringify(rest);
  const spliced = `"${member.name}":${member.json}`;
  return member.at === 'start'
    ? `{${spliced},${others.slice(1)}`
    : `${others.slice(0, -1)},${spliced}}`;
}

/** A section keeps its own hours when it has them, else the vendor's. */
function sectionTime(
  section: SectionRecord,
  vendorHours: readonly WorkingHoursRow[],
  moment: BrowsingMoment,
): { section: Section['timeAvailability']; product: ProductTimeInfo } {
  const hours = section.workingHours ?? vendorHours;
  const open = isOpenOnWall(weeklyRanges(hours), moment.wall);
  return {
    section: timeAvailability(hours, moment, open),
    product: orderableTime(hours, moment, open),
  };
}
