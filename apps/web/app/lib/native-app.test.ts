import { describe, expect, it } from 'vitest';
import { isNativeAppUserAgent } from './native-app.ts';

describe('native app wrapper detection (spec 1: "runs inside a native app web view")', () => {
  it("finds the wrapper's marker in the web view's user agent", () => {
    expect(
      isNativeAppUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36 SoukApp/2.4.0',
      ),
    ).toBe(true);
    expect(isNativeAppUserAgent('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 SoukApp/1.0')).toBe(
      true,
    );
  });

  it('a browser, a partner app or no user agent is not the native wrapper', () => {
    expect(isNativeAppUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126 Safari/537.36')).toBe(
      false,
    );
    expect(isNativeAppUserAgent('Mozilla/5.0 PartnerDelivery/3.1')).toBe(false);
    expect(isNativeAppUserAgent('soukapp')).toBe(false);
    expect(isNativeAppUserAgent(null)).toBe(false);
    expect(isNativeAppUserAgent(undefined)).toBe(false);
  });
});
