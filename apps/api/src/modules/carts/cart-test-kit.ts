/**
 * Test support for the cart calls: a real app on a fresh seeded database with a clock the test
 * moves, and lookups of demo vendors and products by their codes and names.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AddCartItemRequest, CartResponse } from '@souk/contracts';
import { cartResponseSchema, createCartResponseSchema } from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';
import type { TestTarget } from '#api/test/test-database.ts';

export interface CartTestApp extends TestApp {
  /** Moves the API's clock. */
  setNow(instant: Date): void;
}

/** Wednesday 25 November 2026, 13:00 in Riga (UTC+2): the demo restaurants are open. */
export const RIGA_LUNCH = new Date('2026-11-25T11:00:00Z');
/** Central Riga, inside every Riga vendor's zone. */
export const RIGA_CENTRE = { latitude: 56.9496, longitude: 24.1052 };

/** `env` adds to the app's environment (`NODE_ENV: 'production'` for the answers sent there). */
export async function createCartTestApp(
  target: TestTarget,
  start = RIGA_LUNCH,
  env?: Record<string, string>,
) {
  let now = start;
  const t = await createTestApp({ target, now: () => now, ...(env ? { env } : {}) });
  const app: CartTestApp = Object.assign(t, {
    setNow: (instant: Date) => {
      now = instant;
    },
  });
  return app;
}

export async function vendorByCode(t: TestApp, code: string, localityCode = 'riga') {
  const [row] = await t.database.db
    .select({ vendor: schema.vendors })
    .from(schema.vendors)
    .innerJoin(schema.localities, eq(schema.localities.id, schema.vendors.localityId))
    .where(and(eq(schema.vendors.code, code), eq(schema.localities.code, localityCode)));
  if (!row) throw new Error(`no demo vendor ${code} in ${localityCode}`);
  return row.vendor;
}

export async function productOf(t: TestApp, vendorId: string, name: string) {
  const [product] = await t.database.db
    .select()
    .from(schema.products)
    .where(and(eq(schema.products.vendorId, vendorId), eq(schema.products.name, name)));
  if (!product) throw new Error(`no product ${name}`);
  const groups = await t.database.db
    .select()
    .from(schema.componentGroups)
    .where(eq(schema.componentGroups.productId, product.id))
    .orderBy(asc(schema.componentGroups.sortOrder), asc(schema.componentGroups.id));
  const withComponents = [];
  for (const group of groups) {
    const components = await t.database.db
      .select()
      .from(schema.components)
      .where(eq(schema.components.groupId, group.id))
      .orderBy(asc(schema.components.sortOrder), asc(schema.components.id));
    withComponents.push({ ...group, components });
  }
  return { ...product, groups: withComponents };
}

/** A cart test app with Pizzeria Milano's plain dishes, which tests of repeated adds use. */
export async function pizzeriaCartApp(target: TestTarget) {
  const t = await createCartTestApp(target);
  const vendorId = (await vendorByCode(t, 'pizzeria-milano')).id;
  const productIds = (await plainProductsOf(t, vendorId)).map((product) => product.id);
  return { t, vendorId, productIds };
}

/** A product of the vendor without option groups, for plain adds. */
export async function plainProductOf(t: TestApp, vendorId: string) {
  const [first] = await plainProductsOf(t, vendorId);
  if (!first) throw new Error(`vendor ${vendorId} has no plain product`);
  return first;
}

/** Every orderable product of the vendor without option groups or a count limit. */
export async function plainProductsOf(t: TestApp, vendorId: string) {
  const plain = [];
  const rows = await t.database.db
    .select({ product: schema.products })
    .from(schema.products)
    .innerJoin(schema.sections, eq(schema.sections.id, schema.products.sectionId))
    .where(
      and(
        eq(schema.products.vendorId, vendorId),
        eq(schema.products.visible, true),
        eq(schema.sections.visible, true),
        isNull(schema.sections.workingHours),
      ),
    )
    .orderBy(
      asc(schema.sections.sortOrder),
      asc(schema.products.sortOrder),
      asc(schema.products.id),
    );
  for (const { product: row } of rows) {
    const groups = await t.database.db
      .select({ id: schema.componentGroups.id })
      .from(schema.componentGroups)
      .where(eq(schema.componentGroups.productId, row.id));
    if (groups.length === 0 && row.available && row.maxCount === null) plain.push(row);
  }
  return plain;
}

export interface CartClient {
  headers: Record<string, string>;
  cartId: string;
  create(body?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  get(): Promise<CartResponse>;
  add(item: AddCartItemRequest): Promise<LightMyRequestResponse>;
  call(method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** A guest (or, with session headers, a customer) holding one cart. */
export async function openCart(
  t: TestApp,
  options: { headers?: Record<string, string>; body?: Record<string, unknown> } = {},
): Promise<CartClient> {
  const headers: Record<string, string> = { ...options.headers };
  const call = (method: string, url: string, payload?: unknown) =>
    t.request({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (body: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/carts', {
      localityCode: 'riga',
      location: RIGA_CENTRE,
      ...options.body,
      ...body,
    });
    const cookie = res.cookies.find((c) => c.name === 'souk_guest');
    if (cookie) {
      headers.cookie = [headers.cookie, `souk_guest=${cookie.value}`].filter(Boolean).join('; ');
    }
    return res;
  };
  const created = await create();
  if (created.statusCode !== 200) throw new Error(`POST /api/carts: ${created.body}`);
  const cartId = createCartResponseSchema.parse(created.json()).cartId;
  return {
    headers,
    cartId,
    create,
    call,
    get: async () => {
      const res = await call('GET', `/api/carts/${cartId}`);
      if (res.statusCode !== 200) throw new Error(`GET cart: ${res.statusCode} ${res.body}`);
      return cartResponseSchema.parse(res.json());
    },
    add: (item) => call('POST', `/api/carts/${cartId}/products`, item),
  };
}
