import { Link } from 'react-router';
import { BrandLogo } from '#app/features/partner/components/brand-logo.tsx';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { CartSlot } from '#app/features/cart/components/cart-slot.tsx';
import { usePublicInfo, useRootData } from '#app/lib/root-data.ts';
import { UserIcon } from '#app/ui/icons.tsx';
import { lazyHydrated } from '#app/ui/lazy-hydrated.tsx';
import { focusRing, ghostButton } from '#app/ui/styles.ts';
import { AddressButton } from './address-button.tsx';
import { BrowseActions } from './browse-actions.tsx';

/**
 * Server-rendered in full: the language switcher (a native popover of plain links) or the
 * Orders link, both working as HTML until their code arrives once the page is idle (out of the
 * home's first-load budget).
 */
const HeaderExtras = lazyHydrated(() => import('./header-extras.tsx').then((m) => m.HeaderExtras));

/**
 * Spec 1 §2 "Header": logo, address selector, language switcher (signed out and not in the
 * native app's web view), the Orders icon (signed in, wide screens), login icon.
 */
export function SiteHeader() {
  const { t, locale } = useTranslator();
  const info = usePublicInfo();
  const root = useRootData();
  const signedIn = root?.signedIn ?? false;
  // Login or profile icon (spec 1 §2): one link, its target and label by the session.
  const account = t(signedIn ? 'profile.headerLink' : 'header.signIn');

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4">
        <Link
          to={`/${locale}`}
          aria-label={t('header.homeLink', { platform: info.platformName })}
          className={`${focusRing} flex min-h-11 shrink-0 items-center rounded-lg`}
        >
          <BrandLogo info={info} />
        </Link>
        <AddressButton />
        <div className="ms-auto flex items-center gap-1">
          <BrowseActions />
          {/* Spec 1 §2: "Cart button on desktop when a cart exists"; phones have the floating
              cart button, and a header one there pushed the header past a 390 px screen. */}
          <span className="hidden md:contents">
            <CartSlot part="header" />
          </span>
          <HeaderExtras />
          <Link
            to={signedIn ? `/${locale}/menu` : '?modal=AuthModal'}
            preventScrollReset={!signedIn}
            className={ghostButton}
            data-testid={signedIn ? 'header-profile' : 'header-sign-in'}
          >
            <UserIcon />
            <span className="max-sm:sr-only">{account}</span>
          </Link>
        </div>
      </div>
    </header>
  );
}
