/**
 * A promo code limited to N uses is used at most N times, however many checkouts race for it:
 * placement locks the code's row before counting its uses.
 *
 * PostgreSQL only: PGlite is one connection that runs one query at a time, so checkouts there
 * never overlap inside the database and cannot show a lost count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '#api/db/schema/index.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { createCartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { TEST_PARTNER } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';
import { shopperWithCart } from './order-test-kit.ts';

const targets = testTargets.filter((target) => target === 'postgres');
const CHECKOUTS = 50;
const USES = 7;

describe.skipIf(targets.length === 0)(
  'promo code limits under concurrent checkouts (PostgreSQL only: PGlite cannot race)',
  () => {
    describe.each(targets)('on %s', (target) => {
      let t: CartTestApp;

      beforeAll(async () => {
        t = await createCartTestApp(target);
      });
      afterAll(() => t.close());

      it(`a code limited to ${USES} uses is used ${USES} times by ${CHECKOUTS} racing checkouts`, async () => {
        const [partner] = await t.database.db
          .select({ id: schema.partners.id })
          .from(schema.partners)
          .where(eq(schema.partners.code, TEST_PARTNER));
        const [code] = await t.database.db
          .insert(schema.promoCodes)
          .values({
            partnerId: partner!.id,
            code: 'RACE7',
            type: 'PERCENT',
            value: 10,
            maxUses: USES,
          })
          .returning();
        const shoppers = [];
        for (let i = 0; i < CHECKOUTS; i += 1) {
          const shopper = await shopperWithCart(t);
          const applied = await shopper.call('POST', `/api/carts/${shopper.cartId}/promo-code`, {
            code: 'RACE7',
          });
          expect(applied.json()).toMatchObject({ result: 'OK' });
          shoppers.push(shopper);
        }
        const answers = await Promise.all(shoppers.map((shopper) => shopper.place()));
        const placed = answers.filter((res) => res.statusCode === 201);
        const refused = answers.filter((res) => res.statusCode !== 201);
        expect(placed).toHaveLength(USES);
        for (const res of refused) {
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({
            type: 'CartNotOrderableException',
            reason: 'PROMO_CODE',
          });
        }
        const uses = await t.database.db
          .select()
          .from(schema.promoCodeRedemptions)
          .where(eq(schema.promoCodeRedemptions.promoCodeId, code!.id));
        expect(uses).toHaveLength(USES);
      });
    });
  },
);
