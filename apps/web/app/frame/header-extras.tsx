import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { CourierHeaderLink } from '#app/features/account/auth/courier-header-link.tsx';
import { NativeBackButton } from '#app/features/native/components/native-back-button.tsx';
import { platformOfWindow } from '#app/features/native/platform.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
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
  const { t } = useTranslator();
  const nativeApp = root?.nativeApp ?? false;
  const signedIn = root?.signedIn ?? false;
  const home = useMatches().some((match) => match.id === 'home' || match.id === 'locality-home');
  useEffect(() => {
    // Spec 2 §4: a partner's webview shows no logo; only the page can tell it is one.
    if (platformOfWindow(window) === 'partner-webview') {
      document.documentElement.dataset.partnerWebview = '';
    }
  }, []);
  const session = signedIn ? (
    // Spec 1 §2: in the native app a signed-in customer's phone shows a back button instead.
    <span className={nativeApp ? 'contents max-md:hidden' : 'contents'}>
      <HeaderOrders />
    </span>
  ) : nativeApp ? null : (
    <LanguageSwitcher />
  );
  return (
    <>
      <CourierHeaderLink />
      {session}
      {/* Spec 1 §2: the web view has no back button of its own: one on the home pages, and on
          phones in place of a signed-in customer's icons. */}
      {nativeApp && (home || signedIn) && (
        <NativeBackButton
          label={t('native.back')}
          className={home ? '' : 'md:hidden'}
          replacesIcons={signedIn}
        />
      )}
    </>
  );
}
