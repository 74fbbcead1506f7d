import { CourierHeaderLink } from '#app/features/account/auth/courier-header-link.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import { HeaderOrders } from './header-orders.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

/**
 * The header's session-dependent controls, loaded once the page is idle: the Orders icon for a
 * signed-in customer, the language switcher for a visitor (not in the native app's web view),
 * and a courier's sign-in when one is kept on this device (a browser-only fact, so it is known
 * here, after hydration). One lazy part for all, because the home's first load has no room.
 */
export function HeaderExtras() {
  const root = useRootData();
  const session = root?.signedIn ? <HeaderOrders /> : root?.nativeApp ? null : <LanguageSwitcher />;
  return (
    <>
      <CourierHeaderLink />
      {session}
    </>
  );
}
