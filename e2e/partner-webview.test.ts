import { describe, expect, inject, it } from 'vitest';
import { generateKeyPair, importJWK, SignJWT, type CryptoKey } from 'jose';
import { customerMeSchema } from '@souk/contracts';
import type { BrowserContext } from 'playwright-core';
import { newContext, PHONE, useSharedBrowser } from './support/browser.ts';
import { PARTNER_LOGIN_AUDIENCE, PARTNER_LOGIN_KID } from './support/partner-login.ts';
import { uniquePhone } from './support/sign-in.ts';

// The shared server trusts the run's partner key (e2e/support/global-setup.ts); the other key
// is one it has never seen.
const partnerKey = (await importJWK(inject('partnerLoginKey'), 'ES256')) as CryptoKey;
const otherKeys = await generateKeyPair('ES256');

const server = () => inject('baseUrl');
const browser = useSharedBrowser();

function partnerToken(key: CryptoKey, claims: { sub: string; phone: string; name: string }) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: PARTNER_LOGIN_KID })
    .setIssuedAt()
    .setExpirationTime('5m')
    .setAudience(PARTNER_LOGIN_AUDIENCE)
    .sign(key);
}

const RIGA_ADDRESS = {
  point: { latitude: 56.9496, longitude: 24.1052 },
  street: 'Brīvības iela',
  houseNumber: '12',
  city: 'Rīga',
  country: 'Latvia',
  countryCode: 'LV',
  province: 'null',
  district: 'undefined',
  postCode: 'LV-1010',
};

function entry(path: string, data: object) {
  return `${server()}${path}?customerData=${encodeURIComponent(JSON.stringify(data))}`;
}

async function me(context: BrowserContext) {
  const response = await context.request.get(`${server()}/api/customer/me`, {
    headers: { 'x-partner-code': 'souk' },
  });
  return response.ok() ? customerMeSchema.parse(await response.json()) : null;
}

describe('partner webview entry (spec 2 §4; spec 1 §3 customerData, §4, §5)', () => {
  it('signs in by the partner token, switches the locale once, keeps the address with coordinates', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const phone = uniquePhone();
    const token = await partnerToken(partnerKey, {
      sub: `partner-user-${phone}`,
      phone,
      name: 'Partner Person',
    });
    await page.goto(
      entry('/en/riga', { token, customerLocale: 'lv', customerAddress: RIGA_ADDRESS }),
    );
    // Reloaded once: signed in, in the partner's language, the parameter gone.
    await page.waitForURL(
      (url) => url.pathname === '/lv/riga' && !url.search.includes('customerData'),
    );
    await page.getByTestId('header-profile').waitFor();
    expect(await me(context)).toMatchObject({ name: 'Partner Person', phone });

    // The partner's address is the temporary delivery address, "null"/"undefined" dropped.
    const stored = await page.evaluate(() => localStorage.getItem('temporary_address'));
    const address: unknown = JSON.parse(stored ?? 'null');
    expect(address).toMatchObject({
      latitude: 56.9496,
      longitude: 24.1052,
      shortAddress: 'Brīvības iela 12',
      addressComponents: { adminArea: null, subAdminArea: null, locality: 'Rīga' },
    });

    // Locale switching from customerData happens once per session.
    await page.goto(entry('/en/riga', { customerLocale: 'lv' }), { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/en/riga');
    await context.close();
  });

  it('an address without coordinates is not used; a token signed by another key signs nobody in', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const phone = uniquePhone();
    const forged = await partnerToken(otherKeys.privateKey, { sub: 'x', phone, name: 'Nobody' });
    const noPoint = { ...RIGA_ADDRESS, point: { latitude: 'null', longitude: 24.1 } };
    await page.goto(entry('/en/riga', { token: forged, customerAddress: noPoint }), {
      waitUntil: 'networkidle',
    });
    await page.getByTestId('header-sign-in').waitFor();
    expect(await me(context)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('temporary_address'))).toBeNull();
    await context.close();
  });
});
