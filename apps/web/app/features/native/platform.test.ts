import { describe, expect, it } from 'vitest';
import {
  deliveryCompletedCallback,
  detectPlatform,
  isNativePlatform,
  platformOfUserAgent,
  platformOfWindow,
} from './platform.ts';

const ANDROID_APP =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36 SoukApp/2.4.0';
const IPHONE_APP = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 SoukApp/1.0';
const DESKTOP_BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126 Safari/537.36';
const ANDROID_BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126 Mobile Safari/537.36';

/** A window as far as platform detection reads it. */
function fakeWindow(userAgent: string, extra: Record<string, unknown> = {}): Window {
  return { navigator: { userAgent }, ...extra } as unknown as Window;
}

describe('platform detection (spec 2 §4 "Partner webview and platforms", issue 16 part 2)', () => {
  it("finds Souk's app by the wrapper's user agent marker, and its system", () => {
    expect(platformOfUserAgent(ANDROID_APP)).toBe('android');
    expect(platformOfUserAgent(IPHONE_APP)).toBe('ios');
    // iPadOS web views say Macintosh: still the iOS app.
    expect(platformOfUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X) SoukApp/3.0')).toBe('ios');
  });

  it('a browser, a partner app without the callback or no user agent is the web', () => {
    expect(platformOfUserAgent(DESKTOP_BROWSER)).toBe('web');
    expect(platformOfUserAgent(ANDROID_BROWSER)).toBe('web');
    expect(platformOfUserAgent('Mozilla/5.0 PartnerDelivery/3.1')).toBe('web');
    expect(platformOfUserAgent('soukapp')).toBe('web');
    expect(platformOfUserAgent(null)).toBe('web');
    expect(platformOfUserAgent(undefined)).toBe('web');
  });

  it("the Capacitor bridge's own answer wins over the user agent", () => {
    expect(detectPlatform({ userAgent: DESKTOP_BROWSER, capacitorPlatform: 'android' })).toBe(
      'android',
    );
    expect(detectPlatform({ userAgent: ANDROID_APP, capacitorPlatform: 'ios' })).toBe('ios');
    // Capacitor's web fallback says 'web': the other signals decide.
    expect(detectPlatform({ userAgent: ANDROID_APP, capacitorPlatform: 'web' })).toBe('android');
  });

  it('a partner webview is known by its delivery-completed callback', () => {
    expect(detectPlatform({ userAgent: ANDROID_BROWSER, hasDeliveryCompletedCallback: true })).toBe(
      'partner-webview',
    );
    // Souk's own app stays Souk's app even if something defines the callback.
    expect(detectPlatform({ userAgent: IPHONE_APP, hasDeliveryCompletedCallback: true })).toBe(
      'ios',
    );
  });

  it('only ios and android are native', () => {
    expect(isNativePlatform('ios')).toBe(true);
    expect(isNativePlatform('android')).toBe(true);
    expect(isNativePlatform('web')).toBe(false);
    expect(isNativePlatform('partner-webview')).toBe(false);
  });

  it("reads an Android host's interface and an iOS host's message handler", () => {
    const androidCalls: string[] = [];
    const android = fakeWindow(ANDROID_BROWSER, {
      SoukPartner: {
        deliveryCompleted(this: { calls: string[] }, orderId: string) {
          this.calls.push(orderId);
        },
        calls: androidCalls,
      },
    });
    expect(platformOfWindow(android)).toBe('partner-webview');
    deliveryCompletedCallback(android)?.('order-1');
    expect(androidCalls).toEqual(['order-1']);

    const iosMessages: unknown[] = [];
    const ios = fakeWindow('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15', {
      webkit: {
        messageHandlers: {
          deliveryCompleted: { postMessage: (m: unknown) => iosMessages.push(m) },
        },
      },
    });
    expect(platformOfWindow(ios)).toBe('partner-webview');
    deliveryCompletedCallback(ios)?.('order-2');
    expect(iosMessages).toEqual([{ orderId: 'order-2' }]);
  });

  it('a window with neither callback nor bridge is the web; a non-function is no callback', () => {
    expect(platformOfWindow(fakeWindow(DESKTOP_BROWSER))).toBe('web');
    expect(
      platformOfWindow(fakeWindow(DESKTOP_BROWSER, { SoukPartner: { deliveryCompleted: 1 } })),
    ).toBe('web');
    expect(deliveryCompletedCallback(fakeWindow(DESKTOP_BROWSER))).toBeNull();
    expect(
      platformOfWindow(
        fakeWindow(DESKTOP_BROWSER, { Capacitor: { getPlatform: () => 'android' } }),
      ),
    ).toBe('android');
  });
});
