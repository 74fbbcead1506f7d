import type { ComponentType } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { ErrorScreen } from './error-screen.tsx';

/**
 * The screen's words and button are in every page's own code, as they must show with no network;
 * its picture (and the native app's close button) come once the page is idle (OfflineGate) so
 * that they are there when the connection goes. Should they be missing, the screen shows without.
 */
let Extras: ComponentType | undefined;
export const preloadOfflineExtras = () =>
  void import('./offline-extras.tsx').then(
    (m) => (Extras = m.OfflineExtras),
    () => undefined,
  );

/** No connection: "check your connection" with a try-again button. */
export function OfflineError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslator();
  return (
    <ErrorScreen
      testId="error-offline"
      illustration={Extras && <Extras />}
      title={t('error.offlineTitle')}
      text={t('error.offlineText')}
    >
      <button type="button" onClick={onRetry} data-testid="try-again" className={primaryButton}>
        {t('error.tryAgain')}
      </button>
    </ErrorScreen>
  );
}
