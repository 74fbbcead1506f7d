/**
 * Spec 2 §4 "Cart lifecycle" and issue 5 part 2 "Cart rules", through the real API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_VENDORS_MAX, cartResponseSchema } from '@souk/contracts';
import { and, eq } from 'drizzle-orm';
import * as schema from '#api/db/schema/index.ts';
import { testTargets } from '#api/test/test-database.ts';
import type { CartTestApp } from './cart-test-kit.ts';
import {
  createCartTestApp,
  openCart,
  plainProductOf,
  productOf,
  RIGA_CENTRE,
  vendorByCode,
} from './cart-test-kit.ts';

const parse = (res: { json(): unknown }) => cartResponseSchema.parse(res.json());

describe.each(testTargets)('cart lifecycle on %s', (target) => {
  let t: CartTestApp;
  let milano: Awaited<ReturnType<typeof vendorByCode>>;
  let burgers: Awaited<ReturnType<typeof vendorByCode>>;
  beforeAll(async () => {
    t = await createCartTestApp(target);
    milano = await vendorByCode(t, 'pizzeria-milano');
    burgers = await vendorByCode(t, 'burger-brothers');
  });
  afterAll(() => t.close());

  it('"Adding a product with the same product, components and comment adds to its count. Otherwise it is a new line."', async () => {
    const cart = await openCart(t);
    const plain = await plainProductOf(t, milano.id);
    const item = { vendorId: milano.id, productId: plain.id, count: 1 };
    await cart.add(item);
    await cart.add({ ...item, count: 2 });
    let body = parse(await cart.add({ ...item, comment: 'no ice' }));
    expect(body.cart.vendorCarts).toHaveLength(1);
    expect(body.cart.vendorCarts[0]?.items.map((i) => [i.count, i.comment])).toEqual([
      [3, ''],
      [1, 'no ice'],
    ]);
    const pizza = await productOf(t, milano.id, 'Pizza Margherita');
    const size = pizza.groups[0]!;
    const pick = (index: number) => [
      { groupId: size.id, componentId: size.components[index]!.id, count: 1 },
    ];
    await cart.add({ vendorId: milano.id, productId: pizza.id, count: 1, components: pick(0) });
    await cart.add({ vendorId: milano.id, productId: pizza.id, count: 1, components: pick(0) });
    body = parse(
      await cart.add({ vendorId: milano.id, productId: pizza.id, count: 1, components: pick(2) }),
    );
    const pizzas = body.cart.vendorCarts[0]!.items.filter((i) => i.productId === pizza.id);
    expect(pizzas.map((i) => i.count)).toEqual([2, 1]);
    expect(body.cart.itemsCount).toBe(3 + 1 + 3);
  });

  it('a vendor cart per vendor; "Removing the last product of a vendor cart drops that vendor cart"', async () => {
    const cart = await openCart(t);
    const pizza = await plainProductOf(t, milano.id);
    const burger = await plainProductOf(t, burgers.id);
    await cart.add({ vendorId: milano.id, productId: pizza.id, count: 1 });
    const body = parse(await cart.add({ vendorId: burgers.id, productId: burger.id, count: 2 }));
    expect(body.cart.vendorCarts.map((v) => v.vendorId)).toEqual([milano.id, burgers.id]);
    const burgerCart = body.cart.vendorCarts[1]!;
    const line = burgerCart.items[0]!;
    const removed = await cart.call(
      'DELETE',
      `/api/carts/${burgerCart.vendorCartId}/products/${line.cartProductId}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(parse(removed).cart.vendorCarts.map((v) => v.vendorId)).toEqual([milano.id]);
  });

  it('"Decrementing an item with count 1 removes it": count 0 removes the line', async () => {
    const cart = await openCart(t);
    const pizza = await plainProductOf(t, milano.id);
    const added = parse(await cart.add({ vendorId: milano.id, productId: pizza.id, count: 3 }));
    const vendorCart = added.cart.vendorCarts[0]!;
    const url = `/api/carts/${vendorCart.vendorCartId}/products/${vendorCart.items[0]!.cartProductId}`;
    const changed = parse(await cart.call('PUT', url, { count: 1, comment: 'ring twice' }));
    expect(changed.cart.vendorCarts[0]?.items[0]).toMatchObject({
      count: 1,
      comment: 'ring twice',
    });
    const emptied = parse(await cart.call('PUT', url, { count: 0 }));
    expect(emptied.cart.vendorCarts).toEqual([]);
    expect(emptied.cart.prices.finalTotal).toBe(0);
    const again = await cart.call('PUT', url, { count: 2 });
    expect(again.statusCode).toBe(404);
  });

  it('a comment change that makes two lines equal joins them', async () => {
    const cart = await openCart(t);
    const pizza = await plainProductOf(t, milano.id);
    await cart.add({ vendorId: milano.id, productId: pizza.id, count: 1, comment: 'a' });
    const added = parse(await cart.add({ vendorId: milano.id, productId: pizza.id, count: 2 }));
    const vendorCart = added.cart.vendorCarts[0]!;
    const first = vendorCart.items.find((i) => i.comment === 'a')!;
    const joined = parse(
      await cart.call(
        'PUT',
        `/api/carts/${vendorCart.vendorCartId}/products/${first.cartProductId}`,
        { comment: '' },
      ),
    );
    expect(joined.cart.vendorCarts[0]?.items.map((i) => i.count)).toEqual([3]);
  });

  it(`CartVendorsMaxLimitException past ${CART_VENDORS_MAX} vendors`, async () => {
    const cart = await openCart(t);
    const rows = await t.database.db
      .select({ id: schema.vendors.id })
      .from(schema.vendors)
      .where(
        and(eq(schema.vendors.localityId, milano.localityId), eq(schema.vendors.visible, true)),
      );
    let added = 0;
    let refused: { statusCode: number; json(): unknown } | null = null;
    for (const row of rows) {
      let product;
      try {
        product = await plainProductOf(t, row.id);
      } catch {
        continue;
      }
      const res = await cart.add({ vendorId: row.id, productId: product.id, count: 1 });
      if (res.statusCode === 200) added += 1;
      else if ((res.json() as { type: string }).type === 'CartVendorsMaxLimitException') {
        refused = res;
        break;
      }
    }
    expect(added).toBe(CART_VENDORS_MAX);
    expect(refused?.statusCode).toBe(400);
    const body = await cart.get();
    expect(body.cart.vendorCarts).toHaveLength(CART_VENDORS_MAX);
  });

  it('utensils between 0 and utensils.maxCount', async () => {
    const cart = await openCart(t);
    const pizza = await plainProductOf(t, milano.id);
    const added = parse(await cart.add({ vendorId: milano.id, productId: pizza.id, count: 1 }));
    const vendorCart = added.cart.vendorCarts[0]!;
    expect(vendorCart.utensils).toEqual({ allowed: true, maxCount: milano.utensilsMaxCount });
    const url = `/api/carts/${vendorCart.vendorCartId}/cutlery`;
    const set = parse(await cart.call('PUT', url, { cutlery: 2 }));
    expect(set.cart.vendorCarts[0]?.cutlery).toBe(2);
    expect(set.cart.withCutlery).toBe(true);
    const over = await cart.call('PUT', url, { cutlery: milano.utensilsMaxCount + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ type: 'InvalidCutleryException' });
    const negative = await cart.call('PUT', url, { cutlery: -1 });
    expect(negative.statusCode).toBe(400);
    await t.database.db
      .update(schema.vendors)
      .set({ utensilsAllowed: false })
      .where(eq(schema.vendors.id, milano.id));
    try {
      const notAllowed = await cart.call('PUT', url, { cutlery: 1 });
      expect(notAllowed.json()).toMatchObject({ type: 'InvalidCutleryException' });
      const zero = parse(await cart.call('PUT', url, { cutlery: 0 }));
      expect(zero.cart.vendorCarts[0]?.utensils).toEqual({ allowed: false, maxCount: 0 });
    } finally {
      await t.database.db
        .update(schema.vendors)
        .set({ utensilsAllowed: true })
        .where(eq(schema.vendors.id, milano.id));
    }
  });

  it('receipt type and payment type are kept on the cart; takeaway has no delivery', async () => {
    const cart = await openCart(t);
    const pizza = await plainProductOf(t, milano.id);
    const added = parse(await cart.add({ vendorId: milano.id, productId: pizza.id, count: 1 }));
    expect(added.cart.prices.deliveryTotal).toBe(milano.deliveryPrice);
    const res = await cart.call('PUT', `/api/carts/${cart.cartId}`, {
      receiptType: 'TAKEAWAY',
      paymentType: 'ONLINE',
      paymentMethod: 'card',
    });
    const body = parse(res);
    expect(body.cart).toMatchObject({
      receiptType: 'TAKEAWAY',
      paymentType: 'ONLINE',
      paymentMethod: 'card',
    });
    expect(body.cart.prices.deliveryTotal).toBe(0);
    expect(body.cart.prices.amountToGetFreeDelivery).toBeNull();
    expect((await cart.get()).cart.receiptType).toBe('TAKEAWAY');
  });

  it("a vendor's receipt types: a takeaway cart takes no dish of a delivery-only vendor", async () => {
    const kebab = await vendorByCode(t, 'istanbul-kebab'); // delivery only
    const dish = await plainProductOf(t, kebab.id);
    const cart = await openCart(t, { body: { receiptType: 'TAKEAWAY' } });
    const refused = await cart.add({ vendorId: kebab.id, productId: dish.id, count: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      type: 'CartOptionNotOfferedException',
      message: 'This vendor does not offer takeaway',
    });
    const pizza = await plainProductOf(t, milano.id); // delivery and takeaway
    expect(
      (await cart.add({ vendorId: milano.id, productId: pizza.id, count: 1 })).statusCode,
    ).toBe(200);
  });

  it('a receipt or payment type the locality does not offer is refused', async () => {
    const cart = await openCart(t, { body: { localityCode: 'sofia-bakery', location: null } });
    const res = await cart.call('PUT', `/api/carts/${cart.cartId}`, { paymentType: 'ONLINE' });
    const params = await t.get('/api/public/localities/sofia-bakery/params');
    const offered = (params.json() as { paymentOptions: { paymentTypes: string[] } }).paymentOptions
      .paymentTypes;
    if (offered.includes('ONLINE')) expect(res.statusCode).toBe(200);
    else expect(res.json()).toMatchObject({ type: 'CartOptionNotOfferedException' });
  });

  it('"This vendor doesn\'t deliver to this address"', async () => {
    const cart = await openCart(t);
    const pizza = await plainProductOf(t, milano.id);
    await cart.add({ vendorId: milano.id, productId: pizza.id, count: 1 });
    // Jūrmala beach: Riga's metro area, far outside a 10 km zone around the centre.
    const far = { latitude: 56.968, longitude: 23.77 };
    const moved = await cart.call('PUT', `/api/carts/${cart.cartId}`, { location: far });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({
      type: 'VendorDeliveryUnavailableException',
      message: "This vendor doesn't deliver to this address",
    });
    // Takeaway needs no delivery zone.
    const takeaway = await cart.call('PUT', `/api/carts/${cart.cartId}`, {
      receiptType: 'TAKEAWAY',
      location: far,
    });
    expect(takeaway.statusCode).toBe(200);
    const fresh = await openCart(t, { body: { location: far, localityCode: 'riga' } });
    const refused = await fresh.add({ vendorId: milano.id, productId: pizza.id, count: 1 });
    expect(refused.json()).toMatchObject({ type: 'VendorDeliveryUnavailableException' });
    expect(
      parse(
        await cart.call('PUT', `/api/carts/${cart.cartId}`, {
          receiptType: 'DELIVERY',
          location: RIGA_CENTRE,
        }),
      ).cart.vendorCarts[0]?.deliversToAddress,
    ).toBe(true);
  });

  it('tip within tipSettings (Riga: up to 20 in steps of 1), finalTotal includes it', async () => {
    const cart = await openCart(t);
    const pizza = await plainProductOf(t, milano.id);
    const added = parse(await cart.add({ vendorId: milano.id, productId: pizza.id, count: 1 }));
    const tipped = parse(
      await cart.call('PATCH', `/api/carts/${cart.cartId}/tip`, { tipAmount: 300 }),
    );
    expect(tipped.cart.tipAmount).toBe(300);
    expect(tipped.cart.prices.finalTotal).toBe(added.cart.prices.finalTotal + 300);
    const over = await cart.call('PATCH', `/api/carts/${cart.cartId}/tip`, { tipAmount: 2100 });
    expect(over.json()).toMatchObject({ type: 'InvalidTipException' });
    const offStep = await cart.call('PATCH', `/api/carts/${cart.cartId}/tip`, { tipAmount: 150 });
    expect(offStep.json()).toMatchObject({ type: 'InvalidTipException' });
  });

  it('tips are refused where the locality has them disabled (spec default)', async () => {
    const rows = await t.database.db.select().from(schema.localities);
    const disabled = rows.find((row) => !row.tipSettings?.enabled);
    if (!disabled) return;
    const cart = await openCart(t, { body: { localityCode: disabled.code, location: null } });
    const res = await cart.call('PATCH', `/api/carts/${cart.cartId}/tip`, { tipAmount: 100 });
    expect(res.json()).toMatchObject({ type: 'InvalidTipException' });
  });

  it('minimum order and free delivery figures (Riga minOrderPrice 10, Milano free from 25)', async () => {
    const cart = await openCart(t);
    const pizza = await productOf(t, milano.id, 'BBQ Chicken Pizza');
    const size = pizza.groups[0]!;
    const small = [{ groupId: size.id, componentId: size.components[0]!.id, count: 1 }];
    const one = parse(
      await cart.add({ vendorId: milano.id, productId: pizza.id, count: 1, components: small }),
    );
    expect(one.cart.minOrderPrice).toBe(1000);
    expect(one.cart.prices.amountToGetFreeDelivery).toBe(2500 - pizza.price);
    const three = parse(
      await cart.add({ vendorId: milano.id, productId: pizza.id, count: 2, components: small }),
    );
    expect(three.cart.prices.amountToGetFreeDelivery).toBe(0);
    expect(three.cart.vendorCarts[0]?.deliveryCost).toBe(0);
    expect(three.cart.prices.finalTotal).toBe(pizza.price * 3);
  });

  it('clear empties the lines and keeps the settings; DELETE removes the cart', async () => {
    const cart = await openCart(t);
    const pizza = await plainProductOf(t, milano.id);
    await cart.add({ vendorId: milano.id, productId: pizza.id, count: 1 });
    await cart.call('PUT', `/api/carts/${cart.cartId}`, { receiptType: 'TAKEAWAY' });
    const cleared = parse(await cart.call('PUT', `/api/carts/${cart.cartId}/clear`));
    expect(cleared.cart.vendorCarts).toEqual([]);
    expect(cleared.cart.receiptType).toBe('TAKEAWAY');
    const deleted = await cart.call('DELETE', `/api/carts/${cart.cartId}`);
    expect(deleted.statusCode).toBe(204);
    const gone = await cart.call('GET', `/api/carts/${cart.cartId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ type: 'CartNotFoundException' });
  });

  it('POST /carts again returns the same cart with nothing lost', async () => {
    const cart = await openCart(t);
    const pizza = await plainProductOf(t, milano.id);
    await cart.add({ vendorId: milano.id, productId: pizza.id, count: 2 });
    const again = await cart.create({ receiptType: 'TAKEAWAY' });
    const body = again.json() as { cartId: string; cart: { vendorCarts: unknown[] } };
    expect(body.cartId).toBe(cart.cartId);
    expect(body.cart.vendorCarts).toHaveLength(1);
  });

  it("suggestions: the vendors' popular products not yet in the cart", async () => {
    const cart = await openCart(t);
    const pizza = await productOf(t, milano.id, 'Pizza Margherita');
    const size = pizza.groups[0]!;
    const body = parse(
      await cart.add({
        vendorId: milano.id,
        productId: pizza.id,
        count: 1,
        components: [{ groupId: size.id, componentId: size.components[0]!.id, count: 1 }],
      }),
    );
    const [section] = body.cart.uiControls.computedSections;
    expect(section?.products.length).toBeGreaterThan(0);
    expect(section?.products.map((p) => p.id)).not.toContain(pizza.id);
    expect(section?.products.every((p) => p.vendorId === milano.id)).toBe(true);
  });
});
