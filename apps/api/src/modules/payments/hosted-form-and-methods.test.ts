import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  bindFormResponseSchema,
  cardListSchema,
  paymentMethodsResponseSchema,
  supportedPaymentMethodsResponseSchema,
} from '@souk/contracts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { createCartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';
import { CARDS, onlineOrder, paymentAnswer, submitCard } from './payment-test-kit.ts';

describe.each(testTargets)('hosted card form, card binding and payment methods on %s', (target) => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await createCartTestApp(target);
  });
  afterAll(() => t.close());

  it('the form is labelled HTML in the payer’s language, without the partner header', async () => {
    const { shopper, order } = await onlineOrder(t);
    const started = paymentAnswer(
      await shopper.call(
        'POST',
        `/api/customer/me/orders/${order.orderId}/payment/create`,
        {},
        {
          'accept-language': 'lv',
        },
      ),
    );
    const url = new URL(started.payment.formUrl ?? '').pathname;
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="lv" dir="ltr">');
    expect(page.body).toContain('Maksāt');
    for (const field of ['number', 'expiry', 'cvv']) {
      expect(page.body).toContain(`<label for="${field}">`);
      expect(page.body).toContain(`id="${field}" name="${field}"`);
    }
    const arabic = await onlineOrder(t);
    const rtl = paymentAnswer(
      await arabic.shopper.call(
        'POST',
        `/api/customer/me/orders/${arabic.order.orderId}/payment/create`,
        {},
        {
          'accept-language': 'ar',
        },
      ),
    );
    const arPage = await t.app.inject({
      method: 'GET',
      url: new URL(rtl.payment.formUrl ?? '').pathname,
    });
    expect(arPage.body).toContain('<html lang="ar" dir="rtl">');
  });

  it('the form checks the card rules, shows every error by its field and keeps the session open', async () => {
    const { pay } = await onlineOrder(t);
    const { payment } = paymentAnswer(await pay());
    const res = await submitCard(t, payment.formUrl ?? '', {
      number: '4242 4242',
      expiry: '10/26',
      cvv: '12',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Enter a card number of 15 or 16 digits');
    expect(res.body).toContain('Enter the expiry date as MM/YY; it cannot be in the past');
    expect(res.body).toContain('Enter the 3 or 4 digit security code');
    expect(res.body).toContain('aria-describedby="number-error"');
    // What was typed as a number never comes back in the page.
    expect(res.body).not.toContain('4242 4242"');
    const ok = await submitCard(t, payment.formUrl ?? '', {
      number: CARDS.approve,
      expiry: '11/26',
    });
    expect(ok.statusCode).toBe(200);
    // Once used, the form shows the outcome instead of taking another card.
    const again = await submitCard(t, payment.formUrl ?? '', { number: CARDS.approve });
    expect(again.body).toContain('Done. You can close this window.');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/payment-sandbox/form/sbx_nope',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('the bind form stores a good card (masked number and token only) and not a declined one', async () => {
    const shopper = await shopperWithCart(t);
    const open = async () => {
      const res = await shopper.call(
        'GET',
        '/api/customer/me/cards/bind-form?localityCode=riga&paymentOptionCode=card',
      );
      expect(res.statusCode, res.body).toBe(200);
      return bindFormResponseSchema.parse(res.json());
    };
    const declined = await open();
    const page = await t.app.inject({ method: 'GET', url: new URL(declined.url ?? '').pathname });
    expect(page.body).toContain('Add a card');
    await submitCard(t, declined.url ?? '', { number: CARDS.decline });
    const cards = () =>
      shopper.call('GET', '/api/customer/me/cards').then((res) => cardListSchema.parse(res.json()));
    expect(await cards()).toEqual([]);
    await submitCard(t, (await open()).url ?? '', { number: CARDS.approve });
    expect(await cards()).toEqual([
      expect.objectContaining({ maskedCardNumber: '************4242', default: true }),
    ]);
  });

  it('binding is refused where the locality takes no cards; failures carry a status for "ERROR_{status}"', async () => {
    const shopper = await shopperWithCart(t);
    const cashOnly = await shopper.call(
      'GET',
      '/api/customer/me/cards/bind-form?localityCode=antananarivo',
    );
    expect(cashOnly.statusCode).toBe(400);
    expect(apiErrorSchema.parse(cashOnly.json()).type).toBe('CardBindingNotAllowedException');
    const cashOption = await shopper.call(
      'GET',
      '/api/customer/me/cards/bind-form?localityCode=riga&paymentOptionCode=cash',
    );
    expect(cashOption.statusCode).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: '/api/customer/me/cards/bind-form' })).statusCode,
    ).toBe(401);
  });

  it('payment methods: cash, the stored cards with the default first, then a new card', async () => {
    const shopper = await shopperWithCart(t);
    const bound = await shopper.call('POST', '/api/dev/customer/me/cards', {});
    const card = bound.json() as { id: string };
    const byLocality = paymentMethodsResponseSchema.parse(
      (await shopper.call('GET', '/api/customer/me/payment-methods?localityCode=riga')).json(),
    );
    expect(byLocality).toMatchObject({
      paymentTypes: ['CASH', 'ONLINE'],
      showStoredCards: true,
      bindNewCard: true,
      gateway: 'sandbox',
    });
    expect(byLocality.methods.map((method) => [method.kind, method.cardId])).toEqual([
      ['CASH', null],
      ['STORED_CARD', card.id],
      ['NEW_CARD', null],
    ]);
    const byCart = await shopper.call(
      'GET',
      `/api/customer/me/payment-methods?cartId=${shopper.cartId}`,
    );
    expect(paymentMethodsResponseSchema.parse(byCart.json())).toEqual(byLocality);

    const stranger = await shopperWithCart(t);
    const notTheirs = await stranger.call(
      'GET',
      `/api/customer/me/payment-methods?cartId=${shopper.cartId}`,
    );
    expect(notTheirs.statusCode).toBe(404);
    const neither = await shopper.call('GET', '/api/customer/me/payment-methods');
    expect(neither.statusCode).toBe(400);
    expect(apiErrorSchema.parse(neither.json()).fieldErrors?.length).toBeGreaterThan(0);
    const cashOnly = paymentMethodsResponseSchema.parse(
      (
        await shopper.call('GET', '/api/customer/me/payment-methods?localityCode=antananarivo')
      ).json(),
    );
    expect(cashOnly.methods.map((method) => method.kind)).toEqual(['CASH']);
  });

  it('supported payment methods need no sign-in', async () => {
    const all = supportedPaymentMethodsResponseSchema.parse(
      (await t.request({ method: 'GET', url: '/api/customer/supported-payment-methods' })).json(),
    );
    expect(all.paymentTypes.sort()).toEqual(['CASH', 'ONLINE']);
    const one = supportedPaymentMethodsResponseSchema.parse(
      (
        await t.request({
          method: 'GET',
          url: '/api/customer/supported-payment-methods?localityCode=antananarivo',
        })
      ).json(),
    );
    expect(one).toMatchObject({ paymentTypes: ['CASH'], bindNewCard: false });
    const unknown = await t.request({
      method: 'GET',
      url: '/api/customer/supported-payment-methods?localityCode=atlantis',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
