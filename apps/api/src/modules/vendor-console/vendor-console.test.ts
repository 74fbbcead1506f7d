/**
 * Issue 13 part 4, the vendor console's API: staff sign in by phone code into a session of their
 * own; they see and move only their own vendor's orders (another vendor's → 404, a customer's
 * session → 401); accept with a preparation time, decline with a reason, prepare, mark ready and
 * hand over through the orders module's legal moves; an edit recomputes the totals on the
 * server, tells the customer's tracking socket ORDER_EDITED with the old and new totals and gives
 * a card the difference back; a pause or a sold-out product shows on the public catalogue at once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, catalogResponseSchema, orderResponseSchema } from '@souk/contracts';
import {
  orderEditedResponseSchema,
  vendorBoardSchema,
  vendorProductsSchema,
  vendorStaffMeSchema,
} from '@souk/contracts/vendor-console';
import * as schema from '#api/db/schema/index.ts';
import { RIGA_LUNCH } from '#api/modules/carts/cart-test-kit.ts';
import type { Shopper } from '#api/modules/orders/order-test-kit.ts';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import {
  CARDS,
  onlineOrder,
  paymentAnswer,
  submitCard,
} from '#api/modules/payments/payment-test-kit.ts';
import type { TrackingTestApp } from '#api/modules/tracking/tracking-test-kit.ts';
import { createTrackingTestApp, openTracker } from '#api/modules/tracking/tracking-test-kit.ts';
import { signInCustomer } from '#api/test/sign-in.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { StaffClient } from './vendor-console-test-kit.ts';
import {
  BURGER_BROTHERS_STAFF,
  PIZZERIA_MILANO_STAFF,
  boardOrder,
  signInStaff,
} from './vendor-console-test-kit.ts';

describe.each(testTargets)('the vendor console on %s', (target) => {
  let t: TrackingTestApp;
  /** Staff of Pizzeria Milano, the vendor shopperWithCart orders from. */
  let milano: StaffClient;
  /** Staff of another Riga vendor. */
  let burgers: StaffClient;
  let shopper: Shopper;

  beforeAll(async () => {
    t = await createTrackingTestApp(target);
    milano = await signInStaff(t, PIZZERIA_MILANO_STAFF);
    burgers = await signInStaff(t, BURGER_BROTHERS_STAFF);
    shopper = await shopperWithCart(t, { units: 4 });
  });
  afterAll(() => t.close());

  const cashOrder = async () => {
    await shopper.refill();
    return placedOrder(await shopper.place());
  };
  const customerView = async (orderId: string) =>
    orderResponseSchema.parse(
      (await shopper.call('GET', `/api/customer/me/orders/${orderId}`)).json(),
    ).order;

  it('signs staff in by phone code and answers who they are (sign-in)', async () => {
    const me = await milano.call('GET', '/api/vendor/me');
    expect(me.statusCode).toBe(200);
    expect(vendorStaffMeSchema.parse(me.json())).toMatchObject({
      phone: PIZZERIA_MILANO_STAFF,
      vendorName: 'Pizzeria Milano',
    });
  });

  it('refuses a code request for a number that is not staff, with a field error (sign-in)', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/vendor/auth/sendPhoneConfirmation?phone=${encodeURIComponent('+37129999111')}`,
    });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({
      errorCode: 'vendor_staff_not_found',
      fieldErrors: [{ field: 'phone' }],
    });
  });

  it('answers 401 without a staff session, also to a signed-in customer (permissions)', async () => {
    const customer = await signInCustomer(t);
    const res = await t.request({
      method: 'GET',
      url: `/api/vendor/vendors/${milano.vendorId}/orders`,
      headers: customer.headers,
    });
    expect(res.statusCode).toBe(401);
    expect(apiErrorSchema.parse(res.json()).errorCode).toBe('unauthorized');
  });

  it("answers 404 for another vendor's board, order and product (permissions)", async () => {
    const order = await cashOrder();
    const board = await burgers.call('GET', `/api/vendor/vendors/${milano.vendorId}/orders`);
    expect(board.statusCode).toBe(404);
    const own = `/api/vendor/vendors/${burgers.vendorId}/orders/${order.orderId}/accept`;
    const accept = await burgers.call('POST', own, { preparationMinutes: 10 });
    expect(accept.statusCode).toBe(404);
    expect(apiErrorSchema.parse(accept.json()).errorCode).toBe('order_not_found');
    const [product] = vendorProductsSchema.parse(
      (await milano.call('GET', `/api/vendor/vendors/${milano.vendorId}/products`)).json(),
    ).products;
    const soldOut = await burgers.call(
      'PUT',
      `/api/vendor/vendors/${burgers.vendorId}/products/${product?.id ?? ''}/availability`,
      { available: false },
    );
    expect(soldOut.statusCode).toBe(404);
    expect((await customerView(order.orderId)).status).toBe('WAITING_APPROVAL');
  });

  it('shows a new order on the board, accepts it with a preparation time, prepares and readies it; without a courier it is not handed over (every action)', async () => {
    const order = await cashOrder();
    const board = vendorBoardSchema.parse(
      (await milano.call('GET', `/api/vendor/vendors/${milano.vendorId}/orders`)).json(),
    );
    expect(board.orders.find((o) => o.orderId === order.orderId)).toMatchObject({
      column: 'new',
      status: 'WAITING_APPROVAL',
      finalTotal: order.finalTotal,
    });

    const accepted = boardOrder(
      await milano.act(order.orderId, 'accept', { preparationMinutes: 25 }),
    );
    expect(accepted).toMatchObject({ column: 'accepted', preparationMinutes: 25 });
    // The clock is pinned at RIGA_LUNCH: ready by then plus the 25 minutes given.
    expect(accepted.readyBy).toBe(new Date(RIGA_LUNCH.getTime() + 25 * 60_000).toISOString());
    expect(boardOrder(await milano.act(order.orderId, 'start-preparing'))).toMatchObject({
      column: 'preparing',
      status: 'PREPARING',
    });
    // A delivery has no READY status: it waits for its courier, marked ready by the kitchen.
    const ready = boardOrder(await milano.act(order.orderId, 'ready'));
    expect(ready).toMatchObject({ column: 'ready', status: 'PREPARING' });
    expect(ready.readyAt).not.toBeNull();
    // Handed over to its courier only (decision 019; the hand-over itself is in the courier
    // app's tests, where a courier takes the order): no courier has taken this one.
    const noCourier = await milano.act(order.orderId, 'hand-over');
    expect(noCourier.statusCode).toBe(400);
    expect(apiErrorSchema.parse(noCourier.json()).errorCode).toBe('no_courier_yet');
    expect((await customerView(order.orderId)).status).toBe('PREPARING');
  });

  it('refuses an illegal move and bad input with 400 and a machine-readable body (every action)', async () => {
    const order = await cashOrder();
    const early = await milano.act(order.orderId, 'hand-over');
    expect(early.statusCode).toBe(400);
    expect(apiErrorSchema.parse(early.json()).errorCode).toBe('order_status_transition');
    const noTime = await milano.act(order.orderId, 'accept', { preparationMinutes: 0 });
    expect(noTime.statusCode).toBe(400);
    expect(apiErrorSchema.parse(noTime.json()).fieldErrors?.[0]?.field).toBe('preparationMinutes');
    const noReason = await milano.act(order.orderId, 'decline', { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
  });

  it('declines with a reason; the order leaves the board and the customer sees it declined', async () => {
    const order = await cashOrder();
    const declined = boardOrder(
      await milano.act(order.orderId, 'decline', { reason: 'Out of mozzarella' }),
    );
    expect(declined.status).toBe('DECLINED');
    const [notes] = await t.database.db
      .select()
      .from(schema.vendorOrderNotes)
      .where(eq(schema.vendorOrderNotes.orderId, order.orderId));
    expect(notes?.declineReason).toBe('Out of mozzarella');
    const board = vendorBoardSchema.parse(
      (await milano.call('GET', `/api/vendor/vendors/${milano.vendorId}/orders`)).json(),
    );
    expect(board.orders.some((o) => o.orderId === order.orderId)).toBe(false);
    expect((await customerView(order.orderId)).status).toBe('DECLINED');
  });

  it('edits an accepted cash order: totals recomputed on the server, ORDER_EDITED on the tracking socket', async () => {
    const order = await cashOrder();
    boardOrder(await milano.act(order.orderId, 'accept', { preparationMinutes: 15 }));
    const tracker = await openTracker(t.wsBase, order.orderId, { headers: shopper.headers });
    await tracker.next('ORDER_STATE');
    const line = order.items.products[0];
    if (!line) throw new Error('the order has no line');
    const res = await milano.act(order.orderId, 'edit', {
      changes: [{ index: 0, count: line.count - 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = orderEditedResponseSchema.parse(res.json());
    const newTotal = order.finalTotal - line.price;
    expect(edited).toMatchObject({ oldTotal: order.finalTotal, newTotal, refundAmount: 0 });
    expect(edited.order.lines[0]).toMatchObject({ count: line.count - 1 });
    expect(await tracker.next('ORDER_EDITED')).toMatchObject({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      oldTotal: order.finalTotal,
      newTotal,
      // The edit itself, for the page to apply in place (spec 2 §4 "Open-order updates").
      updates: [
        { type: 'ITEM_DECREMENTED', index: 0, by: 1 },
        {
          type: 'PRICES_UPDATED',
          finalTotal: newTotal,
          totalPrice: order.prices.cartTotal - line.price,
        },
      ],
    });
    const seen = await customerView(order.orderId);
    expect(seen.finalTotal).toBe(newTotal);
    expect(seen.prices.cartTotal).toBe(order.prices.cartTotal - line.price);
    tracker.socket.close(1000);
  });

  it('refuses an edit that raises a count, empties the order or comes before the accept (edit)', async () => {
    const order = await cashOrder();
    const before = await milano.act(order.orderId, 'edit', { changes: [{ index: 0, count: 1 }] });
    expect(before.statusCode).toBe(400);
    expect(apiErrorSchema.parse(before.json()).errorCode).toBe('order_edit_not_allowed');
    boardOrder(await milano.act(order.orderId, 'accept', { preparationMinutes: 15 }));
    const count = order.items.products[0]?.count ?? 0;
    for (const changes of [
      [{ index: 0, count }],
      [{ index: 0, count: 0 }],
      [{ index: 9, count: 0 }],
    ]) {
      const res = await milano.act(order.orderId, 'edit', { changes });
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(apiErrorSchema.parse(res.json())).toMatchObject({
        errorCode: 'order_edit_invalid',
        fieldErrors: [{ field: 'changes' }],
      });
    }
    expect((await customerView(order.orderId)).finalTotal).toBe(order.finalTotal);
  });

  it('gives a captured card the difference back when an accepted order is edited (edit, refund)', async () => {
    await shopper.refill();
    const online = await onlineOrder(t, shopper);
    const started = paymentAnswer(await online.pay());
    await submitCard(t, started.payment.formUrl ?? '', { number: CARDS.approve });
    paymentAnswer(
      await online.pay({ transactionID: started.payment.transactionID }, 'payment/authorize'),
    );
    const { order } = online;
    boardOrder(await milano.act(order.orderId, 'accept', { preparationMinutes: 20 }));
    const line = order.items.products[0];
    if (!line) throw new Error('the order has no line');
    const edited = orderEditedResponseSchema.parse(
      (
        await milano.act(order.orderId, 'edit', { changes: [{ index: 0, count: line.count - 2 }] })
      ).json(),
    );
    expect(edited.refundAmount).toBe(2 * line.price);
    const [edit] = await t.database.db
      .select()
      .from(schema.orderEdits)
      .where(eq(schema.orderEdits.orderId, order.orderId));
    expect(edit).toMatchObject({ refundAmount: 2 * line.price, refundStatus: 'REFUNDED' });
    const seen = await customerView(order.orderId);
    expect(seen).toMatchObject({ finalTotal: order.finalTotal - 2 * line.price });
    expect(seen.paymentStatus).toBe('CAPTURED');
  });

  it('pauses the store: off the public catalogue on the next request, back on resume', async () => {
    const catalogue = () => t.get(`/api/vendors/${milano.vendorId}/catalogue`);
    expect((await catalogue()).statusCode).toBe(200);
    const paused = await milano.call('PUT', `/api/vendor/vendors/${milano.vendorId}/pause`, {
      paused: true,
    });
    expect(paused.json()).toMatchObject({ paused: true });
    expect((await catalogue()).statusCode).toBe(404);
    const resumed = await milano.call('PUT', `/api/vendor/vendors/${milano.vendorId}/pause`, {
      paused: false,
    });
    expect(resumed.json()).toMatchObject({ paused: false });
    expect((await catalogue()).statusCode).toBe(200);
  });

  it('will not resume a store the operator hid (pause)', async () => {
    await t.database.db
      .update(schema.vendors)
      .set({ visible: false })
      .where(eq(schema.vendors.id, burgers.vendorId));
    const res = await burgers.call('PUT', `/api/vendor/vendors/${burgers.vendorId}/pause`, {
      paused: true,
    });
    expect(res.statusCode).toBe(409);
    const [vendor] = await t.database.db
      .select({ visible: schema.vendors.visible })
      .from(schema.vendors)
      .where(eq(schema.vendors.id, burgers.vendorId));
    expect(vendor?.visible).toBe(false);
    await t.database.db
      .update(schema.vendors)
      .set({ visible: true })
      .where(eq(schema.vendors.id, burgers.vendorId));
  });

  it('marks a product sold out: not available on the public catalogue on the next request', async () => {
    const productAvailable = async (productId: string) => {
      const body = catalogResponseSchema.parse(
        (await t.get(`/api/vendors/${milano.vendorId}/catalogue`)).json(),
      );
      return body.sections.flatMap((s) => s.products).find((p) => p.id === productId)?.available;
    };
    const [product] = await t.database.db
      .select()
      .from(schema.products)
      .where(and(eq(schema.products.vendorId, milano.vendorId), eq(schema.products.visible, true)))
      .limit(1);
    if (!product) throw new Error('Pizzeria Milano has no product');
    expect(await productAvailable(product.id)).toBe(true);
    const url = `/api/vendor/vendors/${milano.vendorId}/products/${product.id}/availability`;
    const soldOut = await milano.call('PUT', url, { available: false });
    expect(soldOut.json()).toMatchObject({ id: product.id, available: false });
    expect(await productAvailable(product.id)).toBe(false);
    await milano.call('PUT', url, { available: true });
    expect(await productAvailable(product.id)).toBe(true);
  });
});
