/** An order row as the customer sees it (the Order of packages/contracts/src/orders.ts). */
import type { Order } from '@souk/contracts';
import { isOrderStatus, isWithinReviewWindow } from '@souk/core';
import { shownPaymentStatus } from './shown-payment-status.ts';
import type { OrderRecord } from './order-repository.ts';

export function toOrder({ order: row, courier, reviewed }: OrderRecord, now: Date): Order {
  if (!isOrderStatus(row.status)) throw new Error(`order ${row.id} has status ${row.status}`);
  const reviewable = isWithinReviewWindow(row.status, row.completedAt, now);
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
    paymentStatus: row.paymentStatus === null ? null : shownPaymentStatus(row.paymentStatus),
    localityCode: row.localityCode,
    currencyCode: row.currencyCode,
    timeZone: row.timeZone,
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
    // Each review input shows until that review is written (once each).
    review: {
      vendor: reviewable && !reviewed?.vendor,
      courier: reviewable && row.courierId !== null && !reviewed?.courier,
    },
  };
}

function stripEmpty(values: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
