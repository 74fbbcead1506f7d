/**
 * Issue 12 part 7, "the referral reward issued when the friend's first order completes": a
 * friend claims the referrer's code (spec 2 §7 POST /customer/me/promo-codes/referral), orders
 * with cash in Kuwait City (Riga runs no programme), the order walks the legal path to
 * COMPLETED, and the referrer finds the reward among their codes on /menu/promocodes
 * (spec 1 §2 "Promo codes").
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  customerPromoCodesResponseSchema,
  orderResponseSchema,
  referralCodeResponseSchema,
} from '@souk/contracts';
import { cartResponseSchema, createCartResponseSchema } from '@souk/contracts/cart';
import { newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { findCartProducts, moveServerClock, serverClockAt } from './support/cart-fixtures.ts';
import type { ApiCustomer } from './support/customer-session.ts';
import { signInByApi, useSession } from './support/customer-session.ts';
import { completeDelivery } from './support/order-fixtures.ts';

const server = () => inject('baseUrl');
afterEach(() => moveServerClock(server(), { reset: true }));
const browser = useSharedBrowser();

async function ok(res: Response, status = 200): Promise<unknown> {
  expect(res.status, `${res.url} ${await res.clone().text()}`).toBe(status);
  return res.json();
}

/** A cash delivery in central Kuwait City, counted up to the locality's minimum order. */
async function kuwaitCashOrder(baseUrl: string, friend: ApiCustomer) {
  const address = (await ok(
    await friend.call('/api/customer/me/addresses', {
      method: 'POST',
      body: {
        name: 'Home',
        location: { latitude: 29.3759, longitude: 47.9774, formattedAddress: 'Kuwait City' },
      },
    }),
    201,
  )) as { id: string };
  const { cartId } = createCartResponseSchema.parse(
    await ok(
      await friend.call('/api/carts', {
        method: 'POST',
        body: {
          localityCode: 'kuwait-city',
          receiptType: 'DELIVERY',
          customerAddressId: address.id,
        },
      }),
    ),
  );
  // Kuwait City's kitchens keep daytime hours: the order is placed at its noon, whatever the hour.
  await serverClockAt(baseUrl, 'Asia/Kuwait', 12);
  const { plain } = await findCartProducts(baseUrl, 'kuwait-city');
  const { cart } = cartResponseSchema.parse(
    await ok(
      await friend.call(`/api/carts/${cartId}/products`, {
        method: 'POST',
        body: { vendorId: plain.vendorId, productId: plain.id, count: 1 },
      }),
    ),
  );
  const vendorCart = cart.vendorCarts[0];
  const line = vendorCart?.items[0];
  if (!vendorCart || !line) throw new Error('The product did not reach the cart');
  const needed = Math.ceil(cart.minOrderPrice / line.price);
  if (needed > 1) {
    await ok(
      await friend.call(`/api/carts/${vendorCart.vendorCartId}/products/${line.cartProductId}`, {
        method: 'PUT',
        body: { count: needed },
      }),
    );
  }
  return orderResponseSchema.parse(
    await ok(
      await friend.call('/api/customer/me/orders', {
        method: 'POST',
        body: { cartId, paymentType: 'CASH' },
      }),
      201,
    ),
  ).order;
}

describe('the referral reward (issue 12 part 7)', () => {
  it("phone: the friend's first completed order gives the referrer a 1 KWD code on /menu/promocodes", async () => {
    const base = server();
    const referrer = await signInByApi(base);
    const friend = await signInByApi(base);
    const { code } = referralCodeResponseSchema.parse(
      await ok(
        await referrer.call('/api/customer/me/promo-codes/referral?localityCode=kuwait-city'),
      ),
    );
    expect(
      await ok(
        await friend.call('/api/customer/me/promo-codes/referral', {
          method: 'POST',
          body: { code },
        }),
      ),
    ).toEqual({ referred: true });

    const order = await kuwaitCashOrder(base, friend);
    expect(order.status).toBe('WAITING_APPROVAL');
    const before = customerPromoCodesResponseSchema.parse(
      await ok(await referrer.call('/api/customer/me/promo-codes')),
    );
    expect(before.promoCodes.filter((promo) => promo.personal)).toEqual([]);
    expect((await completeDelivery(base, order.orderId)).status).toBe('COMPLETED');

    const after = customerPromoCodesResponseSchema.parse(
      await ok(await referrer.call('/api/customer/me/promo-codes')),
    );
    const rewards = after.promoCodes.filter((promo) => promo.personal);
    expect(rewards).toHaveLength(1);
    const reward = rewards[0]!;
    // Kuwait City's programme: 1 KWD, i.e. 1000 fils, for the referrer.
    expect(reward).toMatchObject({ type: 'FIXED', value: 1000, usesLeft: 1 });

    // The referrer's cart is in Kuwait City, so the menu reads amounts in dinars.
    await ok(
      await referrer.call('/api/carts', {
        method: 'POST',
        body: { localityCode: 'kuwait-city', receiptType: 'DELIVERY' },
      }),
    );
    const context = await newContext(browser(), PHONE);
    await useSession(context, base, referrer);
    const page = await context.newPage();
    await page.goto(`${base}/en/menu/promocodes`, { waitUntil: 'networkidle' });
    const shown = page.getByTestId('promo-code').filter({ hasText: reward.code });
    await expect.poll(() => shown.count()).toBe(1);
    // Dinars are shown without decimals when whole; a no-break space follows the code.
    expect(await shown.getByTestId('promo-code-value').textContent()).toBe('KWD\u00a01 off');
    await context.close();
  });
});
