/**
 * One push notification to one device, and what sends it. The data travels as strings (FCM's
 * data map allows nothing else): spec 2 §3's push data — type, orderID, status — and the page
 * the notification opens.
 */
import type { OrderStatus } from '@souk/core';
import { isActiveOrderStatus } from '@souk/core';
import type { Locale } from '@souk/core/locales';

export interface PushData {
  [key: string]: string;
  type: 'ORDER_STATUS_UPDATE';
  orderID: string;
  status: OrderStatus;
  /** The storefront path to open, with the customer's locale. */
  link: string;
}

export interface PushMessage {
  /** The device's push token (PUT /customer/me/session/fcm-token). */
  token: string;
  title: string;
  body: string;
  data: PushData;
}

/** The device is gone (app uninstalled, token replaced): its token must not be used again. */
export type PushResult = 'sent' | 'unregistered';

export interface PushNotifier {
  readonly name: string;
  /** Throws PushDeliveryError when the message may go through on a later try. */
  send(message: PushMessage): Promise<PushResult>;
}

export class PushDeliveryError extends Error {
  override name = 'PushDeliveryError';
}

/**
 * Where a notification opens (spec 2 §2): a finished order (CANCELLED, DECLINED, COMPLETED) its
 * details, any other its live status page, both under the customer's locale.
 */
export function orderDeepLink(locale: Locale, orderId: string, status: OrderStatus): string {
  const page = isActiveOrderStatus(status) ? 'status' : 'details';
  return `/${locale}/menu/orders/${orderId}/${page}`;
}
