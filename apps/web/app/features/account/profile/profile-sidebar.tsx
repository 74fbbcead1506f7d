import { LOCALE_NAMES } from '@souk/core';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { useAccountLists } from '../session/use-account-lists.ts';
import { useCourierToken } from '../session/use-courier-token.ts';
import { useCustomer } from '#app/lib/use-customer.ts';
import { AccountActions } from './account-actions.tsx';
import { HealthyLifestyleCard } from './healthy-lifestyle-card.tsx';
import type { ProfileMenuData } from './load-profile-menu.server.ts';
import { menuItems } from './menu-items.ts';
import { MenuList } from './menu-list.tsx';
import { ProfileSummary } from './profile-summary.tsx';

/**
 * Only a courier signed in without a customer session sees it, and only in the browser (the
 * token is kept there): its code, with the phone library that masks the number, loads then.
 */
const CourierSessionView = lazy(() =>
  import('../auth/courier-session-view.tsx').then((m) => ({ default: m.CourierSessionView })),
);

/** Menu entries a visitor who is not signed in may open (the pages open to all). */
const VISITOR_ITEMS = new Set(['languages', 'support', 'about']);

/**
 * Spec 1 §2 profile layout's side bar: summary, healthy-lifestyle card, menu list, logout and
 * delete-account (no logout in the native app). A visitor sees the summary's fallbacks, a
 * sign-in button and the open pages.
 */
export function ProfileSidebar({ menu }: { menu: ProfileMenuData }) {
  const { t, locale } = useTranslator();
  const { search } = useLocation();
  const customer = useCustomer();
  // Spec 1: "In a native web view the logout button … hidden" (the app signs out itself).
  const nativeApp = useRootData()?.nativeApp ?? false;
  const lists = useAccountLists();
  // The server's counts draw the first paint; the session's lists (loaded after the user, and
  // again whenever the customer is reloaded) take over once they are in.
  const facts = {
    ...menu,
    addressCount: lists.addresses?.length ?? menu.addressCount,
    cardCount: lists.cards?.length ?? menu.cardCount,
    promoCodeCount: lists.promoCodes?.length ?? menu.promoCodeCount,
    languageName: LOCALE_NAMES[locale],
  };
  const items = menuItems(facts).filter((item) => customer || VISITOR_ITEMS.has(item.id));
  const signIn = modalLink(search, 'AuthModal');
  const courierToken = useCourierToken();
  return (
    <div className="space-y-5" data-testid="profile-sidebar">
      {/* A courier is not "Anonymous": without a customer session the courier's own shows. */}
      {!customer && courierToken ? (
        <Suspense fallback={<ProfileSummary customer={customer} maskedPhone={menu.maskedPhone} />}>
          <CourierSessionView
            token={courierToken}
            title="auth.courierSessionTitle"
            testId="profile-courier"
          />
        </Suspense>
      ) : (
        <ProfileSummary customer={customer} maskedPhone={menu.maskedPhone} />
      )}
      {customer ? (
        <HealthyLifestyleCard key={customer.id} customer={customer} />
      ) : (
        <Link
          to={signIn.to}
          state={signIn.state}
          preventScrollReset
          data-testid="profile-sign-in"
          className={`${primaryButton} w-full`}
        >
          {t('auth.title')}
        </Link>
      )}
      <MenuList items={items} />
      {customer && <AccountActions showLogout={!nativeApp} />}
    </div>
  );
}
