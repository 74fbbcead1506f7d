/**
 * Vendor records → the `Vendor` and `VendorDetail` DTOs of the contracts. Shared by the vendor
 * list, the catalogue calls and the search module.
 */
import type { Product, Vendor, VendorDetail } from '@souk/contracts';
import { distanceKm, isPointInPolygon } from '@souk/core/geo';
import type { LatLng } from '@souk/core/geo';
import { durationRange } from '@souk/core/schedule';
import { resolveI18n } from '#api/http/i18n-text.ts';
import { toImageDto } from '#api/modules/images/image-variants.ts';
import type { BrowsingMoment } from './browsing-moment.ts';
import { isOpenOnWall, timeAvailability, weeklyRanges } from './browsing-moment.ts';
import type { VendorRecord } from './catalog-records.ts';
import type { TextContext } from './product-mapper.ts';

export interface VendorContext extends TextContext {
  moment: BrowsingMoment;
  /** The customer's point, when one was sent. */
  point: LatLng | null;
  /** The locality's minimum order, in minor units. */
  minOrderPrice: number;
}

/** `open` may be passed when the caller already evaluated it (the vendor list does, for sorting). */
export function toVendorDto(
  record: VendorRecord,
  context: VendorContext,
  open = isVendorOpen(record, context.moment),
): Vendor {
  const { lang, point, moment } = context;
  const delivery = durationRange(
    record.minEstimatedDeliveryDuration,
    record.maxEstimatedDeliveryDuration,
  );
  return {
    id: record.id,
    code: record.code,
    name: resolveI18n(record.nameI18n, lang, record.name),
    description: resolveI18n(record.descriptionI18n, lang, ''),
    vendorType: record.vendorType,
    street: record.street,
    houseNumber: record.houseNumber,
    city: record.city,
    country: record.country,
    latitude: record.latitude,
    longitude: record.longitude,
    image: record.image ? toImageDto(context.baseUrl, record.image) : null,
    avatar: record.avatar ? toImageDto(context.baseUrl, record.avatar) : null,
    rating: record.rating,
    ratingCount: record.ratingCount,
    categories: record.categories.map((category) => ({
      id: category.id,
      name: resolveI18n(category.nameI18n, lang, category.name),
    })),
    working: open,
    workingHours: record.workingHours.map((interval) => ({ ...interval })),
    timeAvailability: timeAvailability(record.workingHours, moment, open),
    minEstimatedDeliveryDuration: delivery.kind === 'value' ? delivery.minutes : delivery.min,
    maxEstimatedDeliveryDuration: delivery.kind === 'value' ? delivery.minutes : delivery.max,
    deliveryTime: delivery,
    cookingTimeRange: cookingTimeRange(record),
    deliveryPrice: record.deliveryPrice,
    freeDeliveryFrom: record.freeDeliveryFrom,
    minOrderPrice: context.minOrderPrice,
    liveMode: record.liveMode,
    distanceToCustomer: point
      ? roundKm(distanceKm(point, [record.latitude, record.longitude]))
      : null,
    receiptTypes: record.receiptTypes.length > 0 ? [...record.receiptTypes] : ['DELIVERY'],
    sort: record.sortOrder,
  };
}

export function toVendorDetailDto(
  record: VendorRecord,
  context: VendorContext,
  popularProducts: Product[],
  open = isVendorOpen(record, context.moment),
): VendorDetail {
  return {
    ...toVendorDto(record, context, open),
    popularProducts,
    utensils: { allowed: record.utensilsAllowed, maxCount: record.utensilsMaxCount },
    deliversToCustomer: context.point ? isPointInPolygon(context.point, record.deliveryZone) : null,
  };
}

export function isVendorOpen(record: VendorRecord, moment: BrowsingMoment): boolean {
  return isOpenOnWall(weeklyRanges(record.workingHours), moment.wall);
}

function cookingTimeRange(record: VendorRecord): Vendor['cookingTimeRange'] {
  const start = record.cookingTimeStart ?? record.cookingTimeEnd;
  const end = record.cookingTimeEnd ?? record.cookingTimeStart;
  if (start === null || end === null) return null;
  return { start: Math.min(start, end), end: Math.max(start, end) };
}

/** Two decimals: 10 m is finer than any delivery zone needs. */
function roundKm(km: number): number {
  return Math.round(km * 100) / 100;
}
