/**
 * Where the storefront runs (spec 2 §4 "Partner webview and platforms"): on the web, inside
 * Souk's own app for iOS or Android, or inside a partner delivery app's webview. This module is
 * the one place that decides; everything else asks it.
 *
 * - Souk's native wrapper adds `SoukApp/<version>` to its web view's user agent (Capacitor's
 *   `appendUserAgent`), so the server already knows on the page request and draws the page for
 *   the app from the first paint. In the page, the Capacitor bridge (`window.Capacitor`) says
 *   the same and names its platform.
 * - A partner app is recognised by the callback it gives the page for "the order is delivered"
 *   (see `deliveryCompletedCallback`): only the page can see it, never the server.
 */
export type Platform = 'web' | 'ios' | 'android' | 'partner-webview';
export type NativePlatform = Extract<Platform, 'ios' | 'android'>;

import { isNativeAppUserAgent } from './user-agent.ts';

export interface PlatformSignals {
  userAgent?: string | null;
  /** What the Capacitor bridge reports (`Capacitor.getPlatform()`), when there is one. */
  capacitorPlatform?: string | null;
  /** True when the host app gave the page a delivery-completed callback. */
  hasDeliveryCompletedCallback?: boolean;
}

export function isNativePlatform(platform: Platform): platform is NativePlatform {
  return platform === 'ios' || platform === 'android';
}

/** Souk's own app first, then a partner's webview, and the web otherwise. */
export function detectPlatform(signals: PlatformSignals): Platform {
  const { capacitorPlatform, userAgent } = signals;
  if (capacitorPlatform === 'ios' || capacitorPlatform === 'android') return capacitorPlatform;
  if (userAgent && isNativeAppUserAgent(userAgent)) {
    // The wrapper ships for two systems only: an Android web view says so, anything else is iOS
    // (iPadOS web views introduce themselves as a Mac).
    return /\bAndroid\b/.test(userAgent) ? 'android' : 'ios';
  }
  if (signals.hasDeliveryCompletedCallback) return 'partner-webview';
  return 'web';
}

/** On the server, from the page request: the user agent is all there is to go by. */
export function platformOfUserAgent(userAgent: string | null | undefined): Platform {
  return detectPlatform({ userAgent });
}

/** What a partner app may define on the page's window to hear about a delivered order. */
interface PartnerHostWindow {
  /** Android hosts: an object added with `addJavascriptInterface`. */
  SoukPartner?: { deliveryCompleted?: unknown };
  /** iOS hosts: a WKWebView script message handler. */
  webkit?: { messageHandlers?: { deliveryCompleted?: { postMessage?: unknown } } };
  Capacitor?: { getPlatform?: () => string };
}

/**
 * The partner app's delivery-completed callback, if the host gave one: called with the
 * delivered order's id (issue 16 part 5).
 */
export function deliveryCompletedCallback(win: Window): ((orderId: string) => void) | null {
  const host = win as Window & PartnerHostWindow;
  const android = host.SoukPartner;
  if (android && typeof android.deliveryCompleted === 'function') {
    const callback = android.deliveryCompleted as (orderId: string) => void;
    return (orderId) => callback.call(android, orderId);
  }
  const ios = host.webkit?.messageHandlers?.deliveryCompleted;
  if (ios && typeof ios.postMessage === 'function') {
    const post = ios.postMessage as (message: unknown) => void;
    return (orderId) => post.call(ios, { orderId });
  }
  return null;
}

/** In the page: the bridge, the user agent and the partner's callback together. */
export function platformOfWindow(win: Window): Platform {
  const bridge = (win as Window & PartnerHostWindow).Capacitor;
  return detectPlatform({
    userAgent: win.navigator.userAgent,
    capacitorPlatform: typeof bridge?.getPlatform === 'function' ? bridge.getPlatform() : null,
    hasDeliveryCompletedCallback: deliveryCompletedCallback(win) !== null,
  });
}
