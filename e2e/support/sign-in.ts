import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { smsOutboxSchema } from '@souk/contracts';

let counter = 0;

/** A valid mobile number nobody else in the run uses: Latvian (+371 2…) or Kuwaiti (+965 5…). */
export function uniquePhone(country: 'LV' | 'KW' = 'LV'): string {
  counter += 1;
  const digits = String((Date.now() * 10 + counter) % 10_000_000).padStart(7, '0');
  return country === 'LV' ? `+3712${digits}` : `+9655${digits}`;
}

/**
 * The newest code the console SMS provider "sent" to `phone`. A busy CI machine can take
 * seconds between the tap on "send" and the code being stored, so this waits up to 10 s.
 */
export async function readCode(baseUrl: string, phone: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${baseUrl}/api/dev/sms-outbox?to=${encodeURIComponent(phone)}`, {
      headers: { 'x-partner-code': 'souk' },
    });
    expect(response.status).toBe(200);
    const [newest] = smsOutboxSchema.parse(await response.json()).messages;
    if (newest) return newest.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No SMS to ${phone}`);
}

/** National digits of a number: what a visitor types after the prefilled calling code. */
export function nationalDigits(phone: string): string {
  return phone.replace(/^\+(371|965)/, '');
}

/**
 * Signs in through the storefront's own modals: phone (after the prefilled calling code),
 * code from the dev outbox. Leaves the page wherever the flow goes next.
 */
export async function signInThroughModals(page: Page, baseUrl: string, phone: string) {
  const field = page.getByTestId('auth-phone');
  await field.waitFor();
  // The locality's calling code fills the field first (spec 1 §5 country mask).
  const prefix = phone.startsWith('+371') ? '+371 ' : '+965 ';
  await expect.poll(() => field.inputValue()).toBe(prefix);
  await field.click();
  await field.press('End');
  await field.pressSequentially(nationalDigits(phone));
  await page.getByTestId('auth-send-code').click();
  await page.getByTestId('auth-code').waitFor();
  await page.getByTestId('auth-code').fill(await readCode(baseUrl, phone));
}

/**
 * Signs a browser context in through the API (its cookie jar is the pages' own), for journeys
 * that start signed in. Optionally names the customer as the name step would.
 */
export async function signInContext(
  context: BrowserContext,
  baseUrl: string,
  phone: string,
  name?: string,
): Promise<void> {
  const headers = { 'x-partner-code': 'souk' };
  const query = `phone=${encodeURIComponent(phone)}`;
  const sent = await context.request.post(
    `${baseUrl}/api/customer/auth/sendPhoneConfirmation?${query}`,
    { headers, data: {} },
  );
  expect(sent.status()).toBe(200);
  const token = await readCode(baseUrl, phone);
  const login = await context.request.post(`${baseUrl}/api/customer/auth/login`, {
    headers,
    data: { phone, token },
  });
  expect(login.status()).toBe(200);
  if (name) {
    const named = await context.request.patch(`${baseUrl}/api/customer/me`, {
      headers,
      data: { name },
    });
    expect(named.status()).toBe(200);
  }
}
