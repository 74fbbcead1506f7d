/**
 * Decision 013 end to end: a product or vendor hidden directly in SQL, as a vendor tool would,
 * is gone from the vendor page, the vendor list, the search and the cart's validation on the very
 * next request of each, though every one of them answered from memory just before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { catalogResponseSchema, searchResponseSchema, vendorsPageSchema } from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import type { CartClient, CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import {
  createCartTestApp,
  openCart,
  plainProductOf,
  vendorByCode,
} from '#api/modules/carts/cart-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';

describe.each(testTargets)('one catalogue freshness rule on %s', (target) => {
  let t: CartTestApp;
  let vendor: Awaited<ReturnType<typeof vendorByCode>>;
  let product: Awaited<ReturnType<typeof plainProductOf>>;
  let cart: CartClient;

  beforeAll(async () => {
    t = await createCartTestApp(target);
    vendor = await vendorByCode(t, 'burger-brothers');
    product = await plainProductOf(t, vendor.id);
    cart = await openCart(t);
    const added = await cart.add({ vendorId: vendor.id, productId: product.id, count: 1 });
    if (added.statusCode !== 200) throw new Error(`add: ${added.body}`);
  });
  afterAll(() => t.close());

  async function menuProductIds(): Promise<string[]> {
    const res = await t.get(`/api/vendors/${vendor.id}/catalogue`);
    if (res.statusCode === 404) return [];
    const body = catalogResponseSchema.parse(res.json());
    return body.sections.flatMap((section) => section.products.map((item) => item.id));
  }

  async function searched(keyword: string) {
    const res = await t.request({
      method: 'POST',
      url: '/api/public/localities/riga/search',
      payload: { keyword },
    });
    return searchResponseSchema.parse(res.json());
  }

  async function listedVendorIds(): Promise<string[]> {
    const res = await t.get('/api/public/localities/riga/vendors?page=1');
    return vendorsPageSchema.parse(res.json()).vendors.map((listed) => listed.id);
  }

  const statuses = async () =>
    (await cart.get()).validateCartResult.invalidProducts.map((invalid) => invalid.status);

  async function setProductVisible(visible: boolean) {
    await t.database.db
      .update(schema.products)
      .set({ visible })
      .where(eq(schema.products.id, product.id));
  }

  async function setVendorVisible(visible: boolean) {
    await t.database.db
      .update(schema.vendors)
      .set({ visible })
      .where(eq(schema.vendors.id, vendor.id));
  }

  it('a hidden product vanishes from the vendor page, the search and the cart on the next request', async () => {
    const searchedIds = async () =>
      (await searched(product.name)).products.map((found) => found.id);
    // Each answered once and so held in memory.
    expect(await menuProductIds()).toContain(product.id);
    expect(await searchedIds()).toContain(product.id);
    expect(await statuses()).toEqual([]);

    await setProductVisible(false);
    try {
      expect(await menuProductIds()).not.toContain(product.id);
      expect(await searchedIds()).not.toContain(product.id);
      expect(await statuses()).toEqual(['PRODUCT_HIDDEN']);
    } finally {
      await setProductVisible(true);
    }
    // And back on the next request once shown again.
    expect(await menuProductIds()).toContain(product.id);
    expect(await searchedIds()).toContain(product.id);
    expect(await statuses()).toEqual([]);
  });

  it('a hidden vendor vanishes from the vendor list, its page, the search and the cart on the next request', async () => {
    const searchedVendorIds = async () =>
      (await searched(vendor.name)).vendors.map((found) => found.id);
    expect(await listedVendorIds()).toContain(vendor.id);
    expect(await menuProductIds()).toContain(product.id);
    expect(await searchedVendorIds()).toContain(vendor.id);

    await setVendorVisible(false);
    try {
      expect(await listedVendorIds()).not.toContain(vendor.id);
      expect(await menuProductIds()).toEqual([]);
      expect(await searchedVendorIds()).not.toContain(vendor.id);
      const { invalidVendors } = (await cart.get()).validateCartResult;
      expect(invalidVendors.map((invalid) => invalid.status)).toEqual(['VENDOR_HIDDEN']);
    } finally {
      await setVendorVisible(true);
    }
    expect(await listedVendorIds()).toContain(vendor.id);
    expect((await cart.get()).validateCartResult.invalidVendors).toEqual([]);
  });
});
