/**
 * Issue 5 part 4: validation on every read and write against the live catalogue, schedule and
 * clock (spec 2 §3 "Validation result", §5 "A delivery time is valid only if at least 1 hour
 * ahead of now").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '@souk/contracts';
import { eq } from 'drizzle-orm';
import * as schema from '#api/db/schema/index.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { CartClient, CartTestApp } from './cart-test-kit.ts';
import {
  createCartTestApp,
  openCart,
  plainProductOf,
  productOf,
  RIGA_LUNCH,
  vendorByCode,
} from './cart-test-kit.ts';

const parse = (res: { json(): unknown }) => cartResponseSchema.parse(res.json());
const HOUR = 3_600_000;

describe.each(testTargets)('cart validation on %s', (target) => {
  let t: CartTestApp;
  let milano: Awaited<ReturnType<typeof vendorByCode>>;
  beforeAll(async () => {
    t = await createCartTestApp(target);
    milano = await vendorByCode(t, 'pizzeria-milano');
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function cartWith(vendorCode: string, at = RIGA_LUNCH) {
    t.setNow(at);
    const vendor = await vendorByCode(t, vendorCode);
    const product = await plainProductOf(t, vendor.id);
    const cart = await openCart(t);
    const res = await cart.add({ vendorId: vendor.id, productId: product.id, count: 2 });
    if (res.statusCode !== 200) throw new Error(`add to ${vendorCode}: ${res.body}`);
    const added = parse(res);
    const line = added.cart.vendorCarts[0]!.items[0]!;
    return { cart, vendor, product, line, vendorCartId: added.cart.vendorCarts[0]!.vendorCartId };
  }

  async function statuses(cart: CartClient) {
    const { validateCartResult } = await cart.get();
    return validateCartResult;
  }

  it('a product hidden a moment ago is PRODUCT_HIDDEN on the next read', async () => {
    const { cart, product, line } = await cartWith('burger-brothers');
    expect((await statuses(cart)).invalidProducts).toEqual([]);
    await db()
      .update(schema.products)
      .set({ visible: false })
      .where(eq(schema.products.id, product.id));
    try {
      expect((await statuses(cart)).invalidProducts).toEqual([
        expect.objectContaining({ cartProductId: line.cartProductId, status: 'PRODUCT_HIDDEN' }),
      ]);
    } finally {
      await db()
        .update(schema.products)
        .set({ visible: true })
        .where(eq(schema.products.id, product.id));
    }
  });

  it('sold out is PRODUCT_NOT_AVAILABLE; adding it is refused', async () => {
    const { cart, vendor, product } = await cartWith('sushi-ko');
    await db()
      .update(schema.products)
      .set({ available: false })
      .where(eq(schema.products.id, product.id));
    try {
      expect((await statuses(cart)).invalidProducts[0]?.status).toBe('PRODUCT_NOT_AVAILABLE');
      const refused = await cart.add({ vendorId: vendor.id, productId: product.id, count: 1 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ type: 'ProductNotAvailableException' });
    } finally {
      await db()
        .update(schema.products)
        .set({ available: true })
        .where(eq(schema.products.id, product.id));
    }
  });

  it('a deleted product is PRODUCT_REMOVED and keeps its name; cleanup removes it', async () => {
    // 20:00 in Riga: Nakts Pica (18:00–02:00) is open.
    const { cart, product, line } = await cartWith('nakts-pica', new Date('2026-11-25T18:00:00Z'));
    const saved = (
      await db().select().from(schema.products).where(eq(schema.products.id, product.id))
    )[0]!;
    await db().delete(schema.products).where(eq(schema.products.id, product.id));
    try {
      const body = await cart.get();
      expect(body.validateCartResult.invalidProducts).toEqual([
        expect.objectContaining({ cartProductId: line.cartProductId, status: 'PRODUCT_REMOVED' }),
      ]);
      expect(body.cart.vendorCarts[0]?.items[0]?.name).toBe(product.name);
      const cleaned = parse(await cart.call('POST', `/api/carts/${cart.cartId}/cleanup`));
      expect(cleaned.cart.vendorCarts).toEqual([]);
      expect(cleaned.validateCartResult.invalidProducts).toEqual([]);
    } finally {
      await db().insert(schema.products).values(saved);
    }
  });

  it('option reasons: COMPONENTS_NOT_AVAILABLE, REMOVED, INVALID_MULTI_SELECTION, INVALID_REQUIRED, OPTIONS_REMOVED', async () => {
    t.setNow(RIGA_LUNCH);
    const pizza = await productOf(t, milano.id, 'Pizza Pepperoni');
    const [size, toppings] = pizza.groups;
    const cart = await openCart(t);
    const added = parse(
      await cart.add({
        vendorId: milano.id,
        productId: pizza.id,
        count: 1,
        components: [
          { groupId: size!.id, componentId: size!.components[0]!.id, count: 1 },
          { groupId: toppings!.id, componentId: toppings!.components[0]!.id, count: 1 },
          { groupId: toppings!.id, componentId: toppings!.components[1]!.id, count: 1 },
        ],
      }),
    );
    expect(added.validateCartResult.invalidProducts).toEqual([]);
    const reasons = async () => (await statuses(cart)).invalidProducts[0];

    const topping = toppings!.components[0]!;
    await db()
      .update(schema.components)
      .set({ available: false })
      .where(eq(schema.components.id, topping.id));
    expect(await reasons()).toMatchObject({
      status: 'PRODUCT_NOT_AVAILABLE',
      optionReasons: ['COMPONENTS_NOT_AVAILABLE'],
    });
    await db()
      .update(schema.components)
      .set({ available: true })
      .where(eq(schema.components.id, topping.id));

    await db()
      .update(schema.componentGroups)
      .set({ maxCount: 1 })
      .where(eq(schema.componentGroups.id, toppings!.id));
    expect((await reasons())?.optionReasons).toEqual(['INVALID_MULTI_SELECTION']);
    await db()
      .update(schema.componentGroups)
      .set({ maxCount: toppings!.maxCount })
      .where(eq(schema.componentGroups.id, toppings!.id));

    const [extra] = await db()
      .insert(schema.componentGroups)
      .values({ productId: pizza.id, name: 'Crust', required: true, sortOrder: 9 })
      .returning();
    expect((await reasons())?.optionReasons).toEqual(['INVALID_REQUIRED']);
    await db().delete(schema.componentGroups).where(eq(schema.componentGroups.id, extra!.id));

    const second = toppings!.components[1]!;
    await db().delete(schema.components).where(eq(schema.components.id, second.id));
    expect((await reasons())?.optionReasons).toEqual(['REMOVED']);
    await db().insert(schema.components).values(second);

    const toppingRows = await db()
      .select()
      .from(schema.components)
      .where(eq(schema.components.groupId, toppings!.id));
    await db().delete(schema.componentGroups).where(eq(schema.componentGroups.id, toppings!.id));
    try {
      expect((await reasons())?.optionReasons).toEqual(['OPTIONS_REMOVED']);
    } finally {
      const { components: _unused, ...groupRow } = toppings!;
      void _unused;
      await db().insert(schema.componentGroups).values(groupRow);
      await db().insert(schema.components).values(toppingRows);
    }
    expect((await statuses(cart)).invalidProducts).toEqual([]);
  });

  it('PRODUCT_MAX_COUNT: an add past maxCount is cut to it and reported; a lowered maxCount is reported on read', async () => {
    const { cart, vendor, product, line } = await cartWith('kafejnica-rasa');
    await db()
      .update(schema.products)
      .set({ maxCount: 3 })
      .where(eq(schema.products.id, product.id));
    try {
      const capped = parse(
        await cart.add({ vendorId: vendor.id, productId: product.id, count: 5 }),
      );
      expect(capped.cart.vendorCarts[0]?.items[0]?.count).toBe(3);
      expect(capped.validateCartResult.invalidProducts).toEqual([
        expect.objectContaining({
          cartProductId: line.cartProductId,
          status: 'PRODUCT_MAX_COUNT',
          maxCount: 3,
        }),
      ]);
      // The cut is this write's news; a later read finds the line within bounds.
      expect((await statuses(cart)).invalidProducts).toEqual([]);
      await db()
        .update(schema.products)
        .set({ maxCount: 1 })
        .where(eq(schema.products.id, product.id));
      expect((await statuses(cart)).invalidProducts[0]).toMatchObject({
        status: 'PRODUCT_MAX_COUNT',
        maxCount: 1,
      });
      const cleaned = parse(await cart.call('POST', `/api/carts/${cart.cartId}/cleanup`));
      expect(cleaned.cart.vendorCarts[0]?.items[0]?.count).toBe(1);
    } finally {
      await db()
        .update(schema.products)
        .set({ maxCount: null })
        .where(eq(schema.products.id, product.id));
    }
  });

  it('a hidden vendor is VENDOR_HIDDEN', async () => {
    const { cart, vendor, vendorCartId } = await cartWith('istanbul-kebab');
    await db()
      .update(schema.vendors)
      .set({ visible: false })
      .where(eq(schema.vendors.id, vendor.id));
    try {
      expect((await statuses(cart)).invalidVendors).toEqual([
        { vendorCartId, vendorId: vendor.id, status: 'VENDOR_HIDDEN' },
      ]);
    } finally {
      await db()
        .update(schema.vendors)
        .set({ visible: true })
        .where(eq(schema.vendors.id, vendor.id));
    }
  });

  it('the clock passes closing time: VENDOR_INVALID_DELIVERY_INTERVAL and an ASAP invalidDeliveryTime; adding is refused', async () => {
    const { cart, vendor, product, vendorCartId } = await cartWith('pizzeria-milano');
    t.setNow(new Date('2026-11-25T20:30:00Z')); // 22:30 in Riga; Milano closes at 22:00
    const result = await statuses(cart);
    expect(result.invalidVendors).toEqual([
      { vendorCartId, vendorId: vendor.id, status: 'VENDOR_INVALID_DELIVERY_INTERVAL' },
    ]);
    expect(result.invalidDeliveryTime).toMatchObject({
      preorderDateTime: null,
      reason: 'CLOSED_NOW',
      vendorIds: [vendor.id],
    });
    const refused = await cart.add({ vendorId: vendor.id, productId: product.id, count: 1 });
    expect(refused.json()).toMatchObject({
      type: 'ProductNotAvailableException',
      message: 'Restaurant order temporarily unavailable',
    });
    // A preorder for tomorrow lunch is fine again.
    const preordered = parse(
      await cart.call('PUT', `/api/carts/${cart.cartId}`, {
        preorderDateTime: '2026-11-26T13:00:00Z',
      }),
    );
    expect(preordered.cart.preorderDateTime).toBe('2026-11-26T13:00:00');
    expect(preordered.validateCartResult).toEqual({
      invalidProducts: [],
      invalidVendors: [],
      invalidDeliveryTime: null,
    });
    t.setNow(RIGA_LUNCH);
  });

  it('invalidDeliveryTime: under 1 hour ahead, outside hours, beyond the preorder period; and when the clock passes it', async () => {
    const { cart } = await cartWith('pizzeria-milano');
    const put = async (preorderDateTime: string | null) =>
      parse(await cart.call('PUT', `/api/carts/${cart.cartId}`, { preorderDateTime }));
    // Now is 13:00 in Riga.
    expect((await put('2026-11-25T13:30')).validateCartResult.invalidDeliveryTime).toMatchObject({
      reason: 'TOO_SOON',
      preorderDateTime: '2026-11-25T13:30:00',
    });
    expect((await put('2026-11-25T14:30')).validateCartResult.invalidDeliveryTime).toBeNull();
    const night = await put('2026-11-26T03:00');
    expect(night.validateCartResult.invalidDeliveryTime).toMatchObject({
      reason: 'OUTSIDE_WORKING_HOURS',
    });
    expect(night.validateCartResult.invalidVendors[0]?.status).toBe(
      'VENDOR_INVALID_DELIVERY_INTERVAL',
    );
    expect((await put('2026-12-05T13:00')).validateCartResult.invalidDeliveryTime).toMatchObject({
      reason: 'BEYOND_PREORDER_PERIOD',
    });
    await put('2026-11-25T15:00');
    t.setNow(new Date(RIGA_LUNCH.getTime() + 1.5 * HOUR)); // 14:30: 15:00 is now too soon
    expect((await statuses(cart)).invalidDeliveryTime).toMatchObject({ reason: 'TOO_SOON' });
    expect((await put(null)).validateCartResult.invalidDeliveryTime).toBeNull();
    t.setNow(RIGA_LUNCH);
  });

  it('a preorder time of the right shape that is no calendar date is a 400', async () => {
    const { cart } = await cartWith('pizzeria-milano');
    const res = await cart.call('PUT', `/api/carts/${cart.cartId}`, {
      preorderDateTime: '2026-02-30T12:00:00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'ValidationException' });
  });

  it("a section's own hours: PRODUCT_INVALID_DELIVERY_INTERVAL", async () => {
    const { cart, product, line } = await cartWith('burger-brothers');
    const [section] = await db()
      .select()
      .from(schema.sections)
      .where(eq(schema.sections.id, product.sectionId));
    const hours = (
      ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const
    ).map((day) => ({ day, from: '07:00:00', until: '11:00:00' }));
    await db()
      .update(schema.sections)
      .set({ workingHours: hours })
      .where(eq(schema.sections.id, product.sectionId));
    try {
      expect((await statuses(cart)).invalidProducts).toEqual([
        expect.objectContaining({
          cartProductId: line.cartProductId,
          status: 'PRODUCT_INVALID_DELIVERY_INTERVAL',
        }),
      ]);
    } finally {
      await db()
        .update(schema.sections)
        .set({ workingHours: section!.workingHours })
        .where(eq(schema.sections.id, product.sectionId));
    }
  });
});
