/** An order row as the customer sees it (the Order of packages/contracts/src/orders.ts). */
import type { Order } from '@souk/contracts';
import { isOrderStatus } from '@souk/core';
import type { OrderRecord, OrderRow } from './order-repository.ts';

/** Reviews may be written for this long after completion (spec 2 §9). */
const REVIEW_WINDOW_MS = 48 * 60 * 60 * 1000;

function withinReviewWindow(row: OrderRow, now: Date): boolean {
  if (row.status !== 'COMPLETED' || !row.completedAt) return false;
  return now.getTime() - row.completedAt.getTime() <= REVIEW_WINDOW_MS;
}

export function toOrder({ order: row, courier }: OrderRecord, now: Date): Order {
  if (!isOrderStatus(row.status)) throw new Error(`order ${row.id} has status ${row.status}`);
  const reviewable = withinReviewWindow(row, now);
  const promoDiscount = row.promoCode
    ? {
        code: row.promoCode,
        type: (row.promoType ?? 'FIXED') as 'FIXED' | 'PERCENT' | 'FREE_DELIVERY',
        discountTotal: row.promoDiscount,
      }
    : null;
  return {
    orderId: row.id,
    orderNumber: String(row.number),
    status: row.status,
    receiptType: row.receiptType,
    paymentType: row.paymentType,
    paymentStatus: (row.paymentStatus as Order['paymentStatus']) ?? null,
    localityCode: row.localityCode,
    currencyCode: row.currencyCode,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    vendorAvatar: row.vendorAvatar ?? null,
    vendorAddress: row.vendorAddress,
    address: row.address ?? null,
    preorderDateTime: row.preorderDateTime,
    items: {
      products: row.lines.map(({ components, ...line }) => ({
        ...line,
        nameI18n: { values: stripEmpty(line.nameI18n) },
        components: components.map(({ componentId, name, count, price }) => ({
          componentId,
          name,
          count,
          price,
        })),
      })),
    },
    utensils: row.utensils,
    promoCode: promoDiscount,
    prices: {
      cartTotal: row.cartTotal,
      originalTotal: row.originalTotal,
      deliveryTotal: row.deliveryTotal,
      tipAmount: row.tipAmount,
      discounts: row.discounts,
      finalTotal: row.finalTotal,
    },
    totalPrice: row.cartTotal,
    finalTotal: row.finalTotal,
    courier,
    courierLocation:
      row.courierLatitude !== null && row.courierLongitude !== null
        ? { latitude: row.courierLatitude, longitude: row.courierLongitude }
        : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    review: { vendor: reviewable, courier: reviewable && row.courierId !== null },
  };
}

function stripEmpty(values: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
