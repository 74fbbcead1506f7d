import { useRef, type ReactNode } from 'react';
import { Link, Outlet, redirect, useLocation, useMatches } from 'react-router';
import type { Route } from './+types/profile-layout';
import { loadProfileMenu } from '#app/features/account/profile/load-profile-menu.server.ts';
import { isMenuRoot, signInRedirect } from '#app/features/account/profile/profile-access.ts';
import type { ProfileMenuData } from '#app/features/account/profile/load-profile-menu.server.ts';
import { loadCustomer } from '#app/features/account/session/load-customer.server.ts';
import { RouteError } from '#app/features/errors/components/lazy-error-views.tsx';
import { ModalHost } from '#app/frame/modals/modal-host.tsx';
import { SiteHeader } from '#app/frame/site-header.tsx';
import { MAIN_ID, SkipLink } from '#app/frame/skip-link.tsx';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { errorAwareMeta } from '#app/lib/error-meta.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { BackIcon } from '#app/ui/browsing-icons.tsx';
import { deferredBody, NO_INTENT } from '#app/ui/deferred-body.tsx';
import { lazyHydrated } from '#app/ui/lazy-hydrated.tsx';
import { textLink } from '#app/ui/styles.ts';

const BottomNav = lazyHydrated(() => import('#app/frame/bottom-nav.tsx').then((m) => m.BottomNav));

/**
 * The side bar (summary, menu, sign-out and account deletion): server HTML at once, its code
 * (the session's lists, the sign-out, the API schemas) once the first load is idle, a tap on
 * it before then held and replayed (issue 15: the orders pages' first load under 120 KB).
 */
const sidebar = deferredBody(
  () => import('#app/features/account/profile/profile-sidebar.tsx').then((m) => m.ProfileSidebar),
  { selector: 'a[href],button', onIntent: NO_INTENT },
);

/**
 * Spec 1 §2 "Profile layout" around every `/{lang}/menu…` page. Anonymous visitors of a page
 * that needs the user are sent to the same path with `modal=AuthModal` (spec 1 §4).
 */
export async function loader(args: Route.LoaderArgs) {
  const lang = await requireLocale(args);
  const { context, request } = args;
  const customer = await loadCustomer(context, request).catch(() => null);
  const target = signInRedirect(new URL(request.url), customer !== null);
  if (target) throw redirect(target, { headers: { 'Cache-Control': 'private, no-store' } });
  return { menu: await loadProfileMenu(context, request, lang, customer) };
}

export const meta: Route.MetaFunction = (args) => errorAwareMeta(args);

/** A page whose route `handle` says so is shown without the small screens' header and navigation. */
function useHidesMobileChrome(): boolean {
  return useMatches().some((match) => {
    const handle: unknown = match.handle;
    return typeof handle === 'object' && handle !== null && 'hideMobileChrome' in handle;
  });
}

function Frame({ children, menu }: { children: ReactNode; menu: ProfileMenuData | null }) {
  const { t, locale } = useTranslator();
  const aside = useRef<HTMLElement>(null);
  sidebar.useHeldTaps(aside);
  const { pathname } = useLocation();
  // Spec 2 §2: the order details page hides the mobile header, footer and navigation.
  const bare = useHidesMobileChrome();
  const mobileOnly = bare ? 'hidden md:contents' : 'contents';
  // Small screens: the side bar alone on /menu, the page alone elsewhere (spec 1 §2).
  const onMenu = isMenuRoot(pathname);
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <SkipLink />
      <div className={mobileOnly}>
        <SiteHeader />
      </div>
      <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 md:grid md:grid-cols-[20rem_1fr] md:gap-8">
        <aside
          ref={aside}
          {...sidebar.heldTaps}
          aria-label={t('profile.sidebar')}
          className={onMenu ? 'block' : 'hidden md:block'}
        >
          {menu && <sidebar.Body menu={menu} />}
        </aside>
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className={`min-w-0 outline-none ${onMenu ? 'hidden md:block' : 'block'}`}
        >
          {!onMenu && !bare && (
            <Link
              to={`/${locale}/menu`}
              data-testid="profile-back"
              className={`${textLink} mb-4 inline-flex min-h-11 items-center gap-1 text-sm md:hidden`}
            >
              <BackIcon className="size-4" />
              {t('profile.back')}
            </Link>
          )}
          {children}
        </main>
      </div>
      <div className={mobileOnly}>
        <BottomNav />
      </div>
      <ModalHost />
    </div>
  );
}

export default function ProfileLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Frame menu={loaderData.menu}>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary() {
  return (
    <Frame menu={null}>
      <RouteError />
    </Frame>
  );
}
