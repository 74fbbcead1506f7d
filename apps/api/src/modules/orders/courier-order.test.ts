import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierSessionSchema } from '@souk/contracts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { createCartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { DEMO_COURIERS } from '#api/seed/seed-couriers.ts';
import { randomIp, readSmsCode } from '#api/test/sign-in.ts';
import { testTargets } from '#api/test/test-database.ts';
import { placedOrder, shopperWithCart } from './order-test-kit.ts';

describe.each(testTargets)('courier order lookup by number on %s', (target) => {
  let t: CartTestApp;
  let courier: Record<string, string>;

  beforeAll(async () => {
    t = await createCartTestApp(target);
    const phone = DEMO_COURIERS[0].phone;
    const ip = { 'x-forwarded-for': randomIp() };
    await t.request({
      method: 'POST',
      url: `/api/courier/auth/sendPhoneConfirmation?phone=${encodeURIComponent(phone)}`,
      headers: ip,
    });
    const login = await t.request({
      method: 'POST',
      url: '/api/courier/auth/login',
      headers: ip,
      payload: { phone, token: await readSmsCode(t, phone) },
    });
    courier = { authorization: `Bearer ${courierSessionSchema.parse(login.json()).token}` };
  });
  afterAll(() => t.close());

  it('finds an order by its number, with the cash to collect (spec 2 §7)', async () => {
    const shopper = await shopperWithCart(t);
    const order = placedOrder(await shopper.place());
    const res = await t.get(`/api/service/courier/order/${order.orderNumber}`, courier);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'WAITING_APPROVAL',
      vendorName: order.vendorName,
      cashToCollect: order.finalTotal,
      currencyCode: 'EUR',
    });
    expect(res.json().address).toContain('Brīvības iela 45');
  });

  it('is for couriers only, and unknown or malformed numbers are 404 and 400', async () => {
    const shopper = await shopperWithCart(t);
    const order = placedOrder(await shopper.place());
    const asCustomer = await t.get(
      `/api/service/courier/order/${order.orderNumber}`,
      shopper.headers,
    );
    expect(asCustomer.statusCode).toBe(401);
    const unknown = await t.get('/api/service/courier/order/999999999', courier);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ type: 'OrderNotFoundException' });
    expect((await t.get('/api/service/courier/order/abc', courier)).statusCode).toBe(400);
  });
});
