import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { cartResponseSchema, createCartResponseSchema } from '@souk/contracts/cart';
import { ordersResponseSchema } from '@souk/contracts';
import { findCartProducts } from './cart-fixtures.ts';
import type { ApiCustomer } from './customer-session.ts';

/** A saved address in central Riga, where the demo vendors deliver; returns its id. */
export async function savedRigaAddress(customer: ApiCustomer): Promise<string> {
  const address = await customer.call('/api/customer/me/addresses', {
    method: 'POST',
    body: {
      name: 'Home',
      location: { latitude: 56.9496, longitude: 24.1052, formattedAddress: 'Home, Riga' },
    },
  });
  expect(address.status, await address.clone().text()).toBe(201);
  return ((await address.json()) as { id: string }).id;
}

/**
 * A Riga delivery cart the customer can order at once, built through the API: a saved address
 * on the cart, one open vendor's plain product counted up to the minimum order (or past
 * `aboveTotal`, minor units). Returns the ids
 * the journeys check against.
 */
export async function orderableCart(
  baseUrl: string,
  customer: ApiCustomer,
  { aboveTotal = 0 }: { aboveTotal?: number } = {},
) {
  const addressId = await savedRigaAddress(customer);
  const { plain } = await findCartProducts(baseUrl, 'riga');
  const created = await customer.call('/api/carts', {
    method: 'POST',
    body: { localityCode: 'riga', receiptType: 'DELIVERY', customerAddressId: addressId },
  });
  expect(created.status, await created.clone().text()).toBeLessThan(300);
  const { cartId } = createCartResponseSchema.parse(await created.json());
  const added = await customer.call(`/api/carts/${cartId}/products`, {
    method: 'POST',
    body: { vendorId: plain.vendorId, productId: plain.id, count: 1 },
  });
  expect(added.status, await added.clone().text()).toBeLessThan(300);
  const { cart } = cartResponseSchema.parse(await added.json());
  const vendorCart = cart.vendorCarts[0];
  const line = vendorCart?.items[0];
  if (!vendorCart || !line) throw new Error('The product did not reach the cart');
  const needed = Math.max(
    1,
    Math.ceil(cart.minOrderPrice / line.price),
    Math.floor(aboveTotal / line.price) + 1,
  );
  if (needed > 1) {
    const updated = await customer.call(
      `/api/carts/${vendorCart.vendorCartId}/products/${line.cartProductId}`,
      { method: 'PUT', body: { count: needed } },
    );
    expect(updated.status, await updated.clone().text()).toBeLessThan(300);
  }
  return { cartId, addressId };
}

/** The tab chose this address and keeps this cart, as after picking them in the storefront. */
export async function rememberCart(context: BrowserContext, cartId: string, addressId: string) {
  await context.addInitScript(
    ([cart, address]) => {
      localStorage.setItem('cartId', cart);
      sessionStorage.setItem('lastAddressId', address);
    },
    [cartId, addressId] as const,
  );
}

/** The customer's orders, read with the page's own cookies. */
export async function pageOrders(page: Page, baseUrl: string) {
  const res = await page.request.get(`${baseUrl}/api/customer/me/orders`, {
    headers: { 'x-partner-code': 'souk' },
  });
  expect(res.status()).toBe(200);
  const { activeOrders, deliveredOrders } = ordersResponseSchema.parse(await res.json());
  return [...activeOrders, ...deliveredOrders];
}
