import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its reader is registered once per page. */
const load = async () => {
  vi.resetModules();
  return import('./native-session-token.ts');
};

afterEach(() => vi.useRealTimers());

describe("the native app's session token for the tracking socket (spec 2 §7)", () => {
  it('waits for the app to register its reader, then reads the kept token', async () => {
    const { nativeSessionToken, setNativeSessionTokenReader } = await load();
    const token = nativeSessionToken();
    setNativeSessionTokenReader(async () => 'kept-token');
    await expect(token).resolves.toBe('kept-token');
  });

  it("goes on without a token when the app's code never comes, or its reader fails", async () => {
    vi.useFakeTimers();
    const first = await load();
    const token = first.nativeSessionToken();
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(token).resolves.toBeNull();

    const second = await load();
    second.setNativeSessionTokenReader(() => Promise.reject(new Error('no storage')));
    await expect(second.nativeSessionToken()).resolves.toBeNull();
  });
});
