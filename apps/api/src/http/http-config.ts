/**
 * Settings of the HTTP layer: which outside origins storefront pages may frame, and where
 * errors are reported.
 */
import { z } from 'zod';

/** A comma-separated list of origins (`https://promo.example.com`); paths are dropped. */
const originList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const item of (value ?? '').split(',').map((part) => part.trim())) {
      if (!item) continue;
      const parsed = URL.canParse(item) ? new URL(item) : null;
      if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
        ctx.addIssue({ code: 'custom', message: `not an http(s) origin: ${item}` });
        return z.NEVER;
      }
      origins.push(parsed.origin);
    }
    return origins;
  });

/**
 * Origins of Souk's native app web views: `capacitor://localhost` (iOS), `https://localhost`
 * (Android), `http://localhost`. The custom scheme has no URL origin of its own, so each entry
 * is checked as `scheme://host[:port]` and kept as written, lower-cased.
 */
const nativeAppOriginList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const item of (value ?? '').split(',').map((part) => part.trim().toLowerCase())) {
      if (!item) continue;
      if (!/^(capacitor|https?):\/\/[a-z0-9.-]+(:\d{1,5})?$/.test(item)) {
        ctx.addIssue({ code: 'custom', message: `not an app origin: ${item}` });
        return z.NEVER;
      }
      origins.push(item);
    }
    return origins;
  });

export const httpConfigShape = {
  /** Unset: no cross-origin call is answered (the web storefront is same-origin). */
  NATIVE_APP_ORIGINS: nativeAppOriginList,
  /** Pages banners may open in the IframeModal. The demo's banner links to example.com. */
  BANNER_FRAME_ORIGINS: originList.default(['https://example.com']),
  /**
   * A hosted card gateway's form and 3-D Secure pages, when they are not on BASE_URL (the
   * sandbox's are): e.g. `https://hooks.stripe.com`.
   */
  PAYMENT_FORM_ORIGINS: originList,
  /** Sentry-compatible DSN; unset, no error leaves the machine. */
  SENTRY_DSN: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : null))
    .pipe(z.url().nullable()),
  /**
   * The DSN the storefront's pages report browser errors to (a DSN is public by design; a
   * separate project keeps browser noise apart). Unset, pages report nothing.
   */
  SENTRY_BROWSER_DSN: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : null))
    .pipe(z.url().nullable()),
};
