import { useRootData } from '#app/lib/root-data.ts';
import { HeaderOrders } from './header-orders.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

/**
 * The header's session-dependent control, loaded once the page is idle: the Orders icon for a
 * signed-in customer, the language switcher for a visitor (not in the native app's web view).
 * One lazy part for both, because the home's first load has no room for a second one.
 */
export function HeaderExtras() {
  const root = useRootData();
  if (root?.signedIn) return <HeaderOrders />;
  return root?.nativeApp ? null : <LanguageSwitcher />;
}
