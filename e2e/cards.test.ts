import { describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { cardListSchema, cardSchema } from '@souk/contracts';
import { DESKTOP, newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { signInByApi, useSession, type ApiCustomer } from './support/customer-session.ts';

const server = () => inject('baseUrl');
const browser = useSharedBrowser();

const DEVICES: [string, BrowserContextOptions][] = [
  ['phone 390x844', PHONE],
  ['desktop 1440x900', DESKTOP],
];

/** Cards are bound by the payment gateway; the dev route binds demo ones (not in production). */
async function bindDemoCard(customer: ApiCustomer, maskedCardNumber: string | null) {
  const response = await customer.call('/api/dev/customer/me/cards', {
    method: 'POST',
    body: { maskedCardNumber },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return cardSchema.parse(await response.json());
}

async function cards(customer: ApiCustomer) {
  const response = await customer.call('/api/customer/me/cards');
  expect(response.status).toBe(200);
  return cardListSchema.parse(await response.json());
}

describe('saved cards page /menu/cards (spec 1 §2, §3 "Card", §4 "Cards")', () => {
  it.each(DEVICES)(
    '%s: masked numbers, "broken card", set default, unbind after a confirmation',
    async (_, device) => {
      const customer = await signInByApi(server());
      const visa = await bindDemoCard(customer, '****4242');
      const broken = await bindDemoCard(customer, null);
      const context = await newContext(browser(), device);
      await useSession(context, server(), customer);
      const page = await context.newPage();
      await page.goto(`${server()}/en/menu/cards`, { waitUntil: 'networkidle' });

      const row = (id: string) => page.locator(`[data-testid="card-item"][data-card-id="${id}"]`);
      await row(visa.id).waitFor();
      await expect
        .poll(() => row(visa.id).getByTestId('card-number').textContent())
        .toBe('**** 4242');
      await expect
        .poll(() => row(broken.id).getByTestId('card-number').textContent())
        .toBe('Broken card');
      const defaultId = (await cards(customer)).find((card) => card.default)?.id;
      await expect.poll(() => row(defaultId ?? '').getAttribute('data-default')).toBe('true');

      // Make the other card the default: only that one is marked (spec 1 §4).
      const other = defaultId === visa.id ? broken : visa;
      await row(other.id).getByTestId('card-make-default').click();
      await expect.poll(() => row(other.id).getAttribute('data-default')).toBe('true');
      await expect.poll(() => page.locator('[data-default="true"]').count()).toBe(1);
      expect((await cards(customer)).filter((card) => card.default).map((card) => card.id)).toEqual(
        [other.id],
      );

      // Unbind the 4242 card: asked first, Cancel keeps it.
      await row(visa.id).getByTestId('card-unbind').click();
      await expect
        .poll(() => page.getByText('Remove this card?', { exact: false }).isVisible())
        .toBe(true);
      await page.getByRole('button', { name: 'Cancel' }).click();
      expect(await row(visa.id).count()).toBe(1);
      await row(visa.id).getByTestId('card-unbind').click();
      await row(visa.id).getByTestId('card-unbind-confirm').click();
      await expect.poll(() => row(visa.id).count()).toBe(0);
      expect((await cards(customer)).map((card) => card.id)).toEqual([broken.id]);
      await context.close();
    },
  );

  it('no cards: the empty state', async () => {
    const customer = await signInByApi(server());
    const context = await newContext(browser(), PHONE);
    await useSession(context, server(), customer);
    const page = await context.newPage();
    await page.goto(`${server()}/en/menu/cards`, { waitUntil: 'networkidle' });
    expect(await page.getByTestId('cards-empty').textContent()).toContain('No saved cards');
    await context.close();
  });
});
