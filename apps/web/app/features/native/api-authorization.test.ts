import { describe, expect, it } from 'vitest';
import type { PreferencesPlugin } from './bridge.ts';
import {
  createNativeRequestSigner,
  GUEST_TOKEN_KEY,
  nativeHeaders,
  onSessionTokenKept,
  SESSION_TOKEN_KEY,
  tokenOfAnswer,
} from './api-authorization.ts';

const API = 'https://souk.example';

/** The Preferences plugin double: a map, and every key it was asked for. */
function preferences(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const reads: string[] = [];
  const plugin: PreferencesPlugin = {
    get: async ({ key }) => {
      reads.push(key);
      return { value: values.get(key) ?? null };
    },
    set: async ({ key, value }) => void values.set(key, value),
    remove: async ({ key }) => void values.delete(key),
  };
  return { plugin, values, reads };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the native Authorization header (spec 1 §7; issue 16 safety: the API origin only)', () => {
  it('a call to the API carries the platform and the stored token', () => {
    expect(nativeHeaders(new URL(`${API}/api/customer/me`), API, 'android', 'tok')).toEqual({
      'X-Platform': 'android',
      Authorization: 'Bearer tok',
    });
    expect(nativeHeaders(new URL(`${API}/api/carts`), API, 'ios', null)).toEqual({
      'X-Platform': 'ios',
    });
  });

  it('a call to another origin never carries it, not even a look-alike host or port', () => {
    for (const other of [
      'https://evil.example/api/customer/me',
      'https://souk.example.evil.example/api/customer/me',
      'https://souk.example:8443/api/customer/me',
      'http://souk.example/api/customer/me',
    ]) {
      expect(nativeHeaders(new URL(other), API, 'android', 'tok')).toEqual({});
    }
  });

  it('the signer reads the token from Preferences for the API and not at all for others', async () => {
    const { plugin, reads } = preferences({ [SESSION_TOKEN_KEY]: 'stored' });
    const signer = createNativeRequestSigner(plugin, 'android', API);
    expect(await signer.headersFor(new URL(`${API}/api/customer/me`))).toEqual({
      'X-Platform': 'android',
      Authorization: 'Bearer stored',
    });
    expect(await signer.headersFor(new URL('https://tiles.example/1/2/3.png'))).toEqual({});
    expect(reads).toEqual([SESSION_TOKEN_KEY]);
  });

  it("keeps a sign-in answer's token, forgets it on logout", async () => {
    const { plugin, values } = preferences();
    const signer = createNativeRequestSigner(plugin, 'ios', API);
    const login = new URL(`${API}/api/customer/auth/login`);
    await signer.afterResponse(login, 'POST', json({ token: 'fresh', expiresAt: 'x' }));
    expect(values.get(SESSION_TOKEN_KEY)).toBe('fresh');
    expect((await signer.headersFor(new URL(`${API}/api/orders`))).Authorization).toBe(
      'Bearer fresh',
    );
    await signer.afterResponse(new URL(`${API}/api/customer/auth/logout`), 'POST', json({}));
    expect(values.has(SESSION_TOKEN_KEY)).toBe(false);
  });

  it('a token from elsewhere, a failed sign-in or another call is not kept', async () => {
    const { plugin, values } = preferences();
    const signer = createNativeRequestSigner(plugin, 'android', API);
    await signer.afterResponse(
      new URL('https://evil.example/api/customer/auth/login'),
      'POST',
      json({ token: 'planted' }),
    );
    await signer.afterResponse(
      new URL(`${API}/api/customer/auth/login`),
      'POST',
      json({ token: 'refused' }, 401),
    );
    await signer.afterResponse(new URL(`${API}/api/customer/me`), 'POST', json({ token: 'x' }));
    expect(values.size).toBe(0);
  });

  it('partner sign-in answers count too; bodies without a token give none', async () => {
    const { plugin, values } = preferences();
    const signer = createNativeRequestSigner(plugin, 'android', API);
    await signer.afterResponse(
      new URL(`${API}/api/customer/auth/onde/login/by-token`),
      'POST',
      json({ token: 'partner' }),
    );
    expect(values.get(SESSION_TOKEN_KEY)).toBe('partner');
    expect(tokenOfAnswer({ expiresAt: 'x' })).toBeNull();
    expect(tokenOfAnswer({ token: '' })).toBeNull();
    expect(tokenOfAnswer(null)).toBeNull();
  });

  it('tells its listeners when a sign-in token was kept, and only then', async () => {
    const { plugin } = preferences();
    const signer = createNativeRequestSigner(plugin, 'android', API);
    let told = 0;
    const stop = onSessionTokenKept(() => (told += 1));
    const login = new URL(`${API}/api/customer/auth/login`);
    await signer.afterResponse(login, 'POST', json({ token: 'refused' }, 401));
    await signer.afterResponse(login, 'POST', json({ expiresAt: 'x' }));
    await signer.afterResponse(new URL(`${API}/api/customer/me`), 'POST', json({ token: 'x' }));
    expect(told).toBe(0);
    await signer.afterResponse(login, 'POST', json({ token: 'fresh' }));
    expect(told).toBe(1);
    stop();
    await signer.afterResponse(login, 'POST', json({ token: 'again' }));
    expect(told).toBe(1);
  });
});

describe("the anonymous cart's credential in the app's own build (spec 2: X-Guest-Token on native)", () => {
  const carts = new URL(`${API}/api/carts`);
  const cart = new URL(`${API}/api/carts/3f0c/products`);

  it('asks for a new one, keeps the one a new cart answers with and sends it from then on', async () => {
    const { plugin, values } = preferences();
    const signer = createNativeRequestSigner(plugin, 'android', API, { guestCarts: true });
    expect((await signer.headersFor(carts))['x-guest-token']).toBe('new');
    await signer.afterResponse(carts, 'POST', json({ cartId: 'c', guestToken: 'g'.repeat(43) }));
    expect(values.get(GUEST_TOKEN_KEY)).toBe('g'.repeat(43));
    expect((await signer.headersFor(cart))['x-guest-token']).toBe('g'.repeat(43));
    // A signed-in customer's new cart answers without one: the kept credential stays.
    await signer.afterResponse(carts, 'POST', json({ cartId: 'd', guestToken: null }));
    expect(values.get(GUEST_TOKEN_KEY)).toBe('g'.repeat(43));
  });

  it('never goes to another origin, and a page the API serves keeps its cookie instead', async () => {
    const kept = { [GUEST_TOKEN_KEY]: 'g'.repeat(43) };
    const appBuild = createNativeRequestSigner(preferences(kept).plugin, 'ios', API, {
      guestCarts: true,
    });
    expect(await appBuild.headersFor(new URL('https://evil.example/api/carts'))).toEqual({});
    const served = createNativeRequestSigner(preferences(kept).plugin, 'ios', API);
    expect(await served.headersFor(cart)).toEqual({ 'X-Platform': 'ios' });
    const { plugin, values } = preferences();
    await createNativeRequestSigner(plugin, 'ios', API).afterResponse(
      carts,
      'POST',
      json({ cartId: 'c', guestToken: 'g'.repeat(43) }),
    );
    expect(values.size).toBe(0);
  });
});
