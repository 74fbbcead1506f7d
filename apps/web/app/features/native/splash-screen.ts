/**
 * The native app's splash screen stays until the storefront has drawn itself, then is hidden:
 * after 1500 ms in single-vendor mode, whose first screen is a whole catalogue, and after 20 ms
 * otherwise (spec 1 §9, issue 16 part 3). The app's Capacitor SplashScreen plugin does the
 * hiding; a page without the bridge (a browser, a partner webview) has nothing to hide.
 */
const SPLASH_HIDE_DELAY_MS = { singleVendor: 1500, default: 20 } as const;

interface SplashBridgeWindow {
  Capacitor?: { Plugins?: { SplashScreen?: { hide?: () => unknown } } };
}

export function splashHideDelayMs(singleVendor: boolean): number {
  return singleVendor ? SPLASH_HIDE_DELAY_MS.singleVendor : SPLASH_HIDE_DELAY_MS.default;
}

/** Schedules the hiding; returns a cancel function (a page left before it is due). */
export function hideSplashScreen(win: Window, singleVendor: boolean): () => void {
  const plugin = (win as Window & SplashBridgeWindow).Capacitor?.Plugins?.SplashScreen;
  if (typeof plugin?.hide !== 'function') return () => undefined;
  const timer = win.setTimeout(() => {
    // A plugin answering with a rejected promise must not become an unhandled rejection.
    void Promise.resolve(plugin.hide?.()).catch(() => undefined);
  }, splashHideDelayMs(singleVendor));
  return () => win.clearTimeout(timer);
}

/** Whether the locality page's data (route `locality-home`) shows the single-vendor flow. */
export function isSingleVendorPage(localityPageData: unknown): boolean {
  if (typeof localityPageData !== 'object' || localityPageData === null) return false;
  const locality: unknown = (localityPageData as { locality?: unknown }).locality;
  return (
    typeof locality === 'object' &&
    locality !== null &&
    (locality as { uiFlow?: unknown }).uiFlow === 'SINGLE_VENDOR'
  );
}
