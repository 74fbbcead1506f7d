import { LOCALE_NAMES } from '@souk/core';
import { Link, useLocation } from 'react-router';
import { modalLink } from '#app/features/modals/modal-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { useCustomer } from '../session/use-customer.ts';
import { AccountActions } from './account-actions.tsx';
import { HealthyLifestyleCard } from './healthy-lifestyle-card.tsx';
import type { ProfileMenuData } from './load-profile-menu.server.ts';
import { menuItems } from './menu-items.ts';
import { MenuList } from './menu-list.tsx';
import { ProfileSummary } from './profile-summary.tsx';

/** Menu entries a visitor who is not signed in may open (the pages open to all). */
const VISITOR_ITEMS = new Set(['languages', 'support', 'about']);

/**
 * Spec 1 §2 profile layout's side bar: summary, healthy-lifestyle card, menu list, logout and
 * delete-account. A visitor sees the summary's fallbacks, a sign-in button and the open pages.
 */
export function ProfileSidebar({ menu }: { menu: ProfileMenuData }) {
  const { t, locale } = useTranslator();
  const { search } = useLocation();
  const customer = useCustomer();
  const items = menuItems({ ...menu, languageName: LOCALE_NAMES[locale] }).filter(
    (item) => customer || VISITOR_ITEMS.has(item.id),
  );
  const signIn = modalLink(search, 'AuthModal');
  return (
    <div className="space-y-5" data-testid="profile-sidebar">
      <ProfileSummary customer={customer} />
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
      {customer && <AccountActions />}
    </div>
  );
}
