/**
 * Product records → the `Product` DTO of the contracts. Shared by the catalogue calls and the
 * search module: a product looks the same wherever it is listed.
 */
import type { ComponentGroup, Product, ProductComponent } from '@souk/contracts';
import type { WorkingHoursEntry } from '@souk/core/working-hours-label';
import { resolveI18n } from '#api/http/i18n-text.ts';
import { toImageDto } from '#api/modules/images/image-variants.ts';
import type { BrowsingMoment } from './browsing-moment.ts';
import { isOpenOnWall, orderableTime, weeklyRanges } from './browsing-moment.ts';
import type {
  ComponentGroupRecord,
  ProductRecord,
  ProductSummaryRecord,
} from './catalog-records.ts';

export interface TextContext {
  /** The request's language. */
  lang: string;
  /** Public origin images are served from (BASE_URL). */
  baseUrl: string;
}

export type ProductTimeInfo = Product['timeAvailabilityInfo'];

/**
 * When a product can be ordered: its section's own hours when it has them, else the vendor's.
 * Callers listing many products of one section compute this once per section.
 */
export function productTimeInfo(
  sectionWorkingHours: readonly WorkingHoursEntry[] | null,
  vendorWorkingHours: readonly WorkingHoursEntry[],
  moment: BrowsingMoment,
): ProductTimeInfo {
  const hours = sectionWorkingHours ?? vendorWorkingHours;
  return orderableTime(hours, moment, isOpenOnWall(weeklyRanges(hours), moment.wall));
}

export type ProductSummary = Omit<Product, 'componentGroups'>;

export function toProductDto(
  record: ProductRecord,
  text: TextContext,
  timeInfo: ProductTimeInfo,
): Product {
  return {
    ...toProductSummaryDto(record, text, timeInfo),
    componentGroups: record.componentGroups.map((group) => toComponentGroupDto(group, text.lang)),
  };
}

/** The product without its option groups, as a search across the locality lists it. */
export function toProductSummaryDto(
  record: ProductSummaryRecord,
  text: TextContext,
  timeInfo: ProductTimeInfo,
): ProductSummary {
  const { lang } = text;
  const discountPrice =
    record.discountPrice !== null && record.discountPrice < record.price
      ? record.discountPrice
      : null;
  return {
    id: record.id,
    vendorId: record.vendorId,
    sectionId: record.sectionId,
    name: resolveI18n(record.nameI18n, lang, record.name),
    description: resolveI18n(record.descriptionI18n, lang, record.description),
    price: discountPrice ?? record.price,
    originalPrice: record.price,
    discountPrice,
    discount: discountPrice === null ? null : discountPercent(record.price, discountPrice),
    image: record.image ? toImageDto(text.baseUrl, record.image) : null,
    attributes: [...record.attributes],
    available: record.available,
    weight: record.weight,
    liquid: record.attributes.includes('LIQUID'),
    order: record.sortOrder,
    tags: [...record.tags],
    nutritionFacts: record.nutritionFacts ? nutritionFacts(record.nutritionFacts) : null,
    externalLink: isWebLink(record.externalLink) ? record.externalLink : null,
    maxCount: record.maxCount,
    sectionWorkingHours: record.sectionWorkingHours ? [...record.sectionWorkingHours] : null,
    timeAvailabilityInfo: timeInfo,
  };
}

/** Whole percent for the badge; rounded so 1990 → 1592 reads 20 %, not 19. */
function discountPercent(price: number, discountPrice: number): number {
  if (price <= 0) return 0;
  return Math.round(((price - discountPrice) * 100) / price);
}

function toComponentGroupDto(group: ComponentGroupRecord, lang: string): ComponentGroup {
  return {
    id: group.id,
    name: resolveI18n(group.nameI18n, lang, group.name),
    required: group.required,
    multiSelection: group.multiSelection,
    maxCount: group.maxCount,
    order: group.sortOrder,
    components: group.components.map((component): ProductComponent => ({
      id: component.id,
      name: resolveI18n(component.nameI18n, lang, component.name),
      price: component.price,
      available: component.available,
      maxCount: component.maxCount,
      order: component.sortOrder,
    })),
  };
}

function nutritionFacts(row: NonNullable<ProductRecord['nutritionFacts']>) {
  const facts: NonNullable<Product['nutritionFacts']> = {};
  if (typeof row.calories === 'number') facts.calories = row.calories;
  if (typeof row.proteins === 'number') facts.proteins = row.proteins;
  if (typeof row.fats === 'number') facts.fats = row.fats;
  if (typeof row.carbohydrates === 'number') facts.carbohydrates = row.carbohydrates;
  return facts;
}

function isWebLink(value: string | null): value is string {
  return value !== null && /^https?:\/\//i.test(value);
}
