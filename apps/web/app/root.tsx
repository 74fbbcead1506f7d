import { useEffect, type ReactNode } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { OfflineGate } from '#app/features/errors/components/offline-gate.tsx';
import { RouteError, ServerError } from '#app/features/errors/components/lazy-error-views.tsx';
import { isNativePlatform, platformOfUserAgent } from '#app/features/native/platform.ts';
import { isNativeAppUserAgent } from '#app/features/native/user-agent.ts';
import { loadCustomer } from '#app/features/account/session/load-customer.server.ts';
import { useAccountSession } from '#app/features/account/session/use-account-session.ts';
import { getPublicInfo } from '#app/lib/get-public-info.server.ts';
import { ThemeStyle } from '#app/features/partner/components/theme-style.tsx';
import { themeCss } from '#app/features/partner/theme-css.ts';
import { messagesFor } from '#app/i18n/catalog.server.ts';
import { directionOf, localeFromPath } from '#app/lib/locales.ts';
import { keepChosenLocale } from '#app/lib/locale.server.ts';
import { errorAwareMeta } from '#app/lib/error-meta.ts';
import { startErrorReporting } from '#app/lib/error-reporting.ts';
import { markHydrated } from '#app/lib/hydration.ts';
import { useRootData, type RootData } from '#app/lib/root-data.ts';
import { whenIdle } from '#app/lib/when-idle.ts';
import './app.css';

// Issue 16 part 3: Souk's native app gets its behaviours from one module loaded only there. API
// calls wait for it from the start, so that every one carries the stored token (spec 1 §7).
const nativeApp =
  !import.meta.env.SSR && isNativeAppUserAgent(navigator.userAgent)
    ? import('#app/features/native/boot.ts')
    : null;
if (nativeApp) {
  const fetchNow = window.fetch;
  window.fetch = (input, init) => nativeApp.then((m) => m.signedFetch(fetchNow, input, init));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const chosenLocale = keepChosenLocale(request);
  if (chosenLocale) throw chosenLocale;
  // Unprefixed paths are redirected by their own route; until then English is as good as any.
  const locale = localeFromPath(new URL(request.url).pathname) ?? 'en';
  const [info, customer] = await Promise.all([
    getPublicInfo(context).catch((error: unknown) => {
      if (error instanceof Response) throw error; // 423 → suspended URL
      console.error('Partner info failed to load', error);
      return null;
    }),
    loadCustomer(context, request).catch((error: unknown) => {
      if (error instanceof Response) throw error;
      // The storefront stays usable signed out when the account service fails.
      console.error('Customer failed to load', error);
      return null;
    }),
  ]);
  const root: RootData = {
    locale,
    dir: directionOf(locale),
    messages: messagesFor(locale),
    info,
    themeCss: info ? themeCss(info.theme) : '',
    clientConfig: context.clientConfig,
    signedIn: customer !== null,
    customer,
    nativeApp: isNativePlatform(platformOfUserAgent(userAgentOf(request))),
  };
  return data(root, info ? undefined : { status: 503 });
}

/**
 * The page request's user agent; in the native app's own build the loader runs in the page,
 * whose requests cannot carry that header, and the page's own says the same.
 */
function userAgentOf(request: Request): string | null {
  return request.headers.get('User-Agent') ?? (import.meta.env.SSR ? null : navigator.userAgent);
}

/** Messages and partner info change only with the locale (or after a form submission). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args;
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

export const meta: Route.MetaFunction = (args) => errorAwareMeta(args);

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const { pathname } = useLocation();
  const locale = root?.locale ?? localeFromPath(pathname) ?? 'en';
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/pwa/icon-192.png" />
        <Meta />
        <Links />
        {root?.themeCss && <ThemeStyle css={root.themeCss} />}
        {root?.info && <meta name="theme-color" content={root.info.theme.primaryColor} />}
      </head>
      <body className="min-h-dvh bg-surface font-sans text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const root = useRootData();
  useEffect(markHydrated, []);
  // Spec 1 §4 after the user: the account's lists, the name step, the ?anonymous check.
  useAccountSession();
  useEffect(() => {
    // A partner app's webview entry (spec 2 §4): its code loads only when the parameter is there.
    const config = root?.clientConfig;
    if (!config || !new URLSearchParams(window.location.search).has('customerData')) return;
    void import('#app/features/account/partner-webview/partner-entry.ts').then((m) =>
      m.enter(config),
    );
    // Once per page load: the entry reloads the page when it changes anything. The config of the
    // first render is the one it needs. (useEffectEvent would say this too, but every page's first
    // load carries this file and the home's budget has no bytes left for it: decision 014.)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // Spec 2 §8 in the browser, when configured; the reporting code comes once the page is idle.
    const config = root?.clientConfig;
    const dsn = config?.errorReportingDsn;
    if (dsn) return whenIdle(() => void startErrorReporting(dsn, config.buildVersion));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const localityPage: unknown = useRouteLoaderData('locality-home');
  useEffect(() => {
    // The splash (spec 1 §9), the back button, the device position and push, in the app only.
    const started = nativeApp?.then((m) => m.startNativeApp(window, root, localityPage));
    return () => void started?.then((stop) => stop());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // The installable web app (issue 16 part 6): production builds only, as a development
    // server's files change under the same names, and never in Souk's native app.
    if (!import.meta.env.PROD || root?.nativeApp) return;
    return whenIdle(
      () =>
        void import('#app/features/pwa/register-service-worker.ts').then((m) =>
          m.registerServiceWorker(),
        ),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    let uninstall: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      // The module itself, not a destructured import: that is an async wrapper more in the
      // first load of every page (whose budget has no bytes to spare).
      void import('#app/lib/popup-back-handling.ts').then((backHandling) => {
        if (!cancelled) uninstall = backHandling.installPopupBackHandling();
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      uninstall?.();
    };
  }, []);
  return (
    <OfflineGate>
      {root?.info ? (
        <Outlet />
      ) : (
        <main>
          <ServerError status={503} retry />
        </main>
      )}
    </OfflineGate>
  );
}

/** Last resort (the layouts have their own boundary): no header, the error alone. */
export function ErrorBoundary() {
  return (
    <main className="min-h-dvh">
      <RouteError />
    </main>
  );
}
