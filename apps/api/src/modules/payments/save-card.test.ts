/**
 * "Save this card" when paying with a new card (spec 2 §3 payment options, §7 payment/create):
 * the customer chooses. A new card typed into the hosted form is kept (as a gateway token)
 * only when payment/create asked for it with `saveCard: true`; it then is one of the stored
 * cards GET /customer/me/payment-methods offers at the next checkout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethodsResponseSchema } from '@souk/contracts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { createCartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import type { Shopper } from '#api/modules/orders/order-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';
import { CARDS, onlineOrder, paymentAnswer, submitCard } from './payment-test-kit.ts';

describe.each(testTargets)('saving a new card while paying on %s', (target) => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await createCartTestApp(target);
  });
  afterAll(() => t.close());

  const storedCards = async (shopper: Shopper) => {
    const res = await shopper.call('GET', '/api/customer/me/payment-methods?localityCode=riga');
    expect(res.statusCode, res.body).toBe(200);
    return paymentMethodsResponseSchema
      .parse(res.json())
      .methods.filter((method) => method.kind === 'STORED_CARD');
  };

  it('without saveCard (the default) the paid card is not kept', async () => {
    const { shopper, pay } = await onlineOrder(t);
    const started = paymentAnswer(await pay({ paymentMethod: null }));
    await submitCard(t, started.payment.formUrl ?? '', { number: CARDS.approve });
    const done = paymentAnswer(
      await pay({ transactionID: started.payment.transactionID }, 'payment/authorize'),
    );
    expect(done.payment.status).toBe('AUTHORIZED');
    expect(await storedCards(shopper)).toEqual([]);
  });

  it('with saveCard the card is offered among the stored cards at the next checkout and pays it', async () => {
    const { shopper, pay } = await onlineOrder(t);
    const started = paymentAnswer(await pay({ paymentMethod: null, saveCard: true }));
    await submitCard(t, started.payment.formUrl ?? '', { number: CARDS.approve });
    paymentAnswer(await pay({ transactionID: started.payment.transactionID }, 'payment/authorize'));
    const [card, ...others] = await storedCards(shopper);
    expect(others).toEqual([]);
    expect(card?.maskedCardNumber).toBe('************4242');

    const next = await onlineOrder(t, shopper);
    const paid = paymentAnswer(await next.pay({ paymentMethod: card?.cardId }));
    expect(paid.payment).toMatchObject({ status: 'AUTHORIZED', formUrl: null });
  });

  it('a declined new card is not kept even when the customer asked to save it', async () => {
    const { shopper, pay } = await onlineOrder(t);
    const started = paymentAnswer(await pay({ saveCard: true }));
    await submitCard(t, started.payment.formUrl ?? '', { number: CARDS.decline });
    const done = paymentAnswer(
      await pay({ transactionID: started.payment.transactionID }, 'payment/authorize'),
    );
    expect(done.payment.status).toBe('FAILED');
    expect(await storedCards(shopper)).toEqual([]);
  });
});
