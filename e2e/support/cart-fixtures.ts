import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  catalogResponseSchema,
  localityListSchema,
  vendorsPageSchema,
  type CatalogResponse,
  type Product,
} from '@souk/contracts';
import { cartResponseSchema, type CartResponse } from '@souk/contracts/cart';
import { decideQuickAdd } from '@souk/core';

async function api<T>(baseUrl: string, path: string, schema: { parse(input: unknown): T }) {
  const res = await fetch(`${baseUrl}${path}`, { headers: { 'x-partner-code': 'souk' } });
  expect(res.status, path).toBe(200);
  return schema.parse(await res.json());
}

const orderableNow = (p: Product) => p.available && p.timeAvailabilityInfo.available;

export interface CartFixtures {
  /** A product with a required option group, at `withOptions.vendorId`. */
  withOptions: Product;
  /** A product quick-add adds at once (core says SUCCESS), at another vendor. */
  plain: Product;
}

/**
 * Products the journeys can order right now: the seed's vendors keep real hours, so the pick
 * is made from what the API says is open, never from names that might be closed at night.
 */
export async function findCartProducts(
  baseUrl: string,
  locality: string,
  { plainBelow }: { plainBelow?: number } = {},
): Promise<CartFixtures> {
  const catalogs: CatalogResponse[] = [];
  for (let page = 1; ; page++) {
    const list = await api(
      baseUrl,
      `/api/public/localities/${locality}/vendors?page=${page}`,
      vendorsPageSchema,
    );
    for (const vendor of list.vendors.filter((v) => v.working)) {
      catalogs.push(
        await api(baseUrl, `/api/vendors/${vendor.id}/catalogue`, catalogResponseSchema),
      );
    }
    if (page >= list.totalPages) break;
  }
  const products = catalogs.flatMap((c) =>
    c.sections.filter((s) => s.timeAvailability.available).flatMap((s) => s.products),
  );
  const withOptions = products.find(
    (p) =>
      orderableNow(p) &&
      p.componentGroups.some((g) => g.required && g.components.some((c) => c.available)) &&
      p.componentGroups.every((g) => !g.required || g.components.some((c) => c.available)),
  );
  const plain = products.find(
    (p) =>
      orderableNow(p) &&
      p.vendorId !== withOptions?.vendorId &&
      decideQuickAdd(p).result === 'SUCCESS' &&
      (p.maxCount === null || p.maxCount >= 5) &&
      (plainBelow === undefined || p.price < plainBelow),
  );
  if (!withOptions || !plain) throw new Error(`No orderable products in ${locality} right now`);
  return { withOptions, plain };
}

/** A product quick-add adds at once whose maxCount is set (the seed's pharmacy caps some). */
export async function findCappedProduct(
  baseUrl: string,
): Promise<{ locality: string; product: Product } | null> {
  const { localities } = await api(baseUrl, '/api/public/localities', localityListSchema);
  for (const { code } of localities) {
    for (let page = 1; ; page++) {
      const list = await api(
        baseUrl,
        `/api/public/localities/${code}/vendors?page=${page}`,
        vendorsPageSchema,
      );
      for (const vendor of list.vendors.filter((v) => v.working)) {
        const catalog = await api(
          baseUrl,
          `/api/vendors/${vendor.id}/catalogue`,
          catalogResponseSchema,
        );
        const product = catalog.sections
          .filter((s) => s.timeAvailability.available)
          .flatMap((s) => s.products)
          .find(
            (p) =>
              orderableNow(p) &&
              p.maxCount !== null &&
              p.maxCount <= 3 &&
              decideQuickAdd(p).result === 'SUCCESS',
          );
        if (product) return { locality: code, product };
      }
      if (page >= list.totalPages) break;
    }
  }
  return null;
}

/** A product of an open catalog that can only be preordered now (its hours are ahead). */
export async function findPreorderOnlyProduct(
  baseUrl: string,
  locality: string,
): Promise<Product | null> {
  for (let page = 1; ; page++) {
    const list = await api(
      baseUrl,
      `/api/public/localities/${locality}/vendors?page=${page}`,
      vendorsPageSchema,
    );
    for (const vendor of list.vendors) {
      const catalog = await api(
        baseUrl,
        `/api/vendors/${vendor.id}/catalogue`,
        catalogResponseSchema,
      );
      const product = catalog.sections
        .flatMap((s) => s.products)
        .find(
          (p) =>
            p.available &&
            !p.timeAvailabilityInfo.available &&
            p.timeAvailabilityInfo.closestPreorderDateTime !== null &&
            decideQuickAdd(p).result === 'SUCCESS',
        );
      if (product) return product;
    }
    if (page >= list.totalPages) return null;
  }
}

/** Minutes from now until the next `hour`:00 on the wall clock of `timeZone`. */
export function minutesUntilHour(timeZone: string, hour: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const now = value('hour') * 60 + value('minute');
  return (((hour * 60 - now) % 1440) + 1440) % 1440 || 1440;
}

/**
 * Moves the server's clock to the next `hour` o'clock in `timeZone` and returns that moment, for
 * the page's clock too (`page.clock.setFixedTime`). The demo's vendors keep real hours: a journey
 * that needs a locality's kitchens open must not depend on the hour it runs at (Kuwait City's are
 * all closed in the small hours). Reset the server clock after the test.
 */
export async function serverClockAt(
  baseUrl: string,
  timeZone: string,
  hour: number,
): Promise<Date> {
  const offsetMinutes = minutesUntilHour(timeZone, hour);
  await moveServerClock(baseUrl, { offsetMinutes });
  return new Date(Date.now() + offsetMinutes * 60_000);
}

/** The cart id the storefront keeps (spec 2 §9 storage key `cartId`). */
export async function storedCartId(page: Page): Promise<string> {
  const id = await page.evaluate(() => localStorage.getItem('cartId'));
  if (!id) throw new Error('No cart id in local storage');
  return id;
}

/** The cart as the server has it, read with the page's own cookies (guest or session). */
export async function serverCart(page: Page, baseUrl: string): Promise<CartResponse> {
  const id = await storedCartId(page);
  const res = await page.request.get(`${baseUrl}/api/carts/${id}`, {
    headers: { 'x-partner-code': 'souk' },
  });
  expect(res.status()).toBe(200);
  return cartResponseSchema.parse(await res.json());
}

/** Moves the dev server's clock (spec: server clock control in test mode). */
export async function moveServerClock(
  baseUrl: string,
  body: { offsetMinutes: number } | { reset: true },
) {
  const res = await fetch(`${baseUrl}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}
