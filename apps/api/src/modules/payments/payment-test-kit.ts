/**
 * Test support for payments: an ONLINE order waiting for its money, and a browser's steps
 * through the sandbox's hosted pages (typing a card, answering a 3-D Secure challenge).
 */
import type { LightMyRequestResponse } from 'fastify';
import { paymentResponseSchema } from '@souk/contracts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import type { Shopper } from '#api/modules/orders/order-test-kit.ts';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';

export const CARDS = {
  approve: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  processingError: '4000 0000 0000 0119',
  challenge: '4000 0000 0000 3220',
};

export async function onlineOrder(t: CartTestApp, shopper?: Shopper) {
  const buyer = shopper ?? (await shopperWithCart(t));
  if (shopper) await buyer.refill();
  const order = placedOrder(await buyer.place({ paymentType: 'ONLINE' }));
  const pay = (body: unknown = {}, path = 'payment/create') =>
    buyer.call('POST', `/api/customer/me/orders/${order.orderId}/${path}`, body);
  return { shopper: buyer, order, pay };
}

export function paymentAnswer(res: LightMyRequestResponse) {
  if (res.statusCode !== 200) throw new Error(`payment: ${res.statusCode} ${res.body}`);
  return paymentResponseSchema.parse(res.json());
}

/** Submits the hosted card form at `formUrl` as a browser would. */
export function submitCard(
  t: CartTestApp,
  formUrl: string,
  card: { number: string; expiry?: string; cvv?: string },
) {
  return t.request({
    method: 'POST',
    url: new URL(formUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ expiry: '12/30', cvv: '123', ...card }).toString(),
  });
}

export function answerChallenge(t: CartTestApp, pageUrl: string, decision: 'approve' | 'fail') {
  return t.request({
    method: 'POST',
    url: pageUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}
