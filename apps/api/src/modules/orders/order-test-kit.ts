/**
 * Test support for orders: a signed-in customer with a saved Riga address and a cart of one
 * vendor's plain products, ready to check out.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { AddressInput } from '@souk/contracts';
import { addressSchema, orderResponseSchema } from '@souk/contracts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { openCart, plainProductsOf, vendorByCode } from '#api/modules/carts/cart-test-kit.ts';
import { signInCustomer } from '#api/test/sign-in.ts';

const RIGA_HOME: AddressInput = {
  name: 'Home',
  apartmentNumber: '12',
  location: {
    latitude: 56.9565,
    longitude: 24.1216,
    addressComponents: {
      externalSource: 'web_onde',
      externalId: 'osm:way:1',
      formattedAddress: 'Brīvības iela 45, Rīga, Latvia',
      shortAddress: 'Brīvības iela 45',
      shortAddressExt: 'Rīga, Latvia',
      countryName: 'Latvia',
      countryCodeISO2: 'lv',
      locality: 'Rīga',
      street: 'Brīvības iela',
      streetNumber: '45',
      postalCode: 'LV-1010',
    },
  },
};

/** A demo Riga restaurant that delivers to RIGA_HOME and is open at RIGA_LUNCH. */
const RIGA_VENDOR = 'pizzeria-milano';

export interface Shopper {
  customerId: string;
  headers: Record<string, string>;
  cartId: string;
  unitPrice: number;
  units: number;
  /** Puts the same lines in the cart again. */
  refill(): Promise<void>;
  call(
    method: string,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** POST /customer/me/orders with this cart; `key` becomes the Idempotency-Key. */
  place(body?: Record<string, unknown>, key?: string): Promise<LightMyRequestResponse>;
}

export async function shopperWithCart(
  t: CartTestApp,
  /** `total`: at least this many minor units of the product (else `units`, or 3). */
  options: { units?: number; vendorCode?: string; total?: number } = {},
): Promise<Shopper> {
  const customer = await signInCustomer(t);
  const headers = {
    ...customer.headers,
    origin: 'http://localhost:3000',
    'accept-language': 'en',
  };
  const saved = await t.request({
    method: 'POST',
    url: '/api/customer/me/addresses',
    headers,
    payload: RIGA_HOME as object,
  });
  if (saved.statusCode !== 201) throw new Error(`address: ${saved.body}`);
  const address = addressSchema.parse(saved.json());
  const cart = await openCart(t, { headers, body: { customerAddressId: address.id } });
  const vendor = await vendorByCode(t, options.vendorCode ?? RIGA_VENDOR);
  const [product] = await plainProductsOf(t, vendor.id);
  if (!product) throw new Error('the demo vendor has no plain product');
  const units = options.units ?? Math.max(3, Math.ceil((options.total ?? 0) / product.price));
  const refill = async () => {
    const added = await cart.add({
      vendorId: vendor.id,
      productId: product.id,
      count: units,
      components: [],
    });
    if (added.statusCode !== 200) throw new Error(`add: ${added.body}`);
  };
  await refill();
  const call = (
    method: string,
    url: string,
    payload?: unknown,
    extra: Record<string, string> = {},
  ) =>
    t.request({
      method: method as 'GET',
      url,
      headers: { ...headers, ...extra },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    customerId: customer.customerId,
    headers,
    cartId: cart.cartId,
    unitPrice: product.price,
    units,
    refill,
    call,
    place: (body = {}, key) =>
      call(
        'POST',
        '/api/customer/me/orders',
        { cartId: cart.cartId, paymentType: 'CASH', ...body },
        key ? { 'idempotency-key': key } : {},
      ),
  };
}

export function placedOrder(res: LightMyRequestResponse) {
  if (res.statusCode !== 201) throw new Error(`place: ${res.statusCode} ${res.body}`);
  return orderResponseSchema.parse(res.json()).order;
}
