import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideSplashScreen, isSingleVendorPage, splashHideDelayMs } from './splash-screen.ts';

/** A window with a Capacitor bridge double whose SplashScreen records its calls. */
function bridgeWindow(calls: string[], hide: () => unknown = () => calls.push('hide')): Window {
  return {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    Capacitor: { Plugins: { SplashScreen: { hide } } },
  } as unknown as Window;
}

describe('native splash screen (spec 1 §9 "Native splash hidden after 1500 ms in single-vendor mode, otherwise 20 ms")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the delays are the spec constants', () => {
    expect(splashHideDelayMs(true)).toBe(1500);
    expect(splashHideDelayMs(false)).toBe(20);
  });

  it('hides after 20 ms in the default flow, once', () => {
    const calls: string[] = [];
    hideSplashScreen(bridgeWindow(calls), false);
    vi.advanceTimersByTime(19);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['hide']);
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual(['hide']);
  });

  it('hides after 1500 ms in single-vendor mode', () => {
    const calls: string[] = [];
    hideSplashScreen(bridgeWindow(calls), true);
    vi.advanceTimersByTime(1499);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['hide']);
  });

  it('cancelled before it is due, nothing is hidden', () => {
    const calls: string[] = [];
    const cancel = hideSplashScreen(bridgeWindow(calls), true);
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual([]);
  });

  it('without the bridge there is nothing to do; a failing plugin is not an error', async () => {
    const plain = { setTimeout, clearTimeout } as unknown as Window;
    expect(() => hideSplashScreen(plain, false)()).not.toThrow();
    const calls: string[] = [];
    hideSplashScreen(
      bridgeWindow(calls, () => {
        calls.push('hide');
        return Promise.reject(new Error('no splash'));
      }),
      false,
    );
    await vi.advanceTimersByTimeAsync(20);
    expect(calls).toEqual(['hide']);
  });
});

describe("which flow the first page shows (the locality page's uiFlow)", () => {
  it('single-vendor only when the locality page says so', () => {
    expect(isSingleVendorPage({ locality: { uiFlow: 'SINGLE_VENDOR' } })).toBe(true);
    expect(isSingleVendorPage({ locality: { uiFlow: 'DEFAULT' } })).toBe(false);
    expect(isSingleVendorPage({ locality: null })).toBe(false);
    expect(isSingleVendorPage(undefined)).toBe(false);
  });
});
