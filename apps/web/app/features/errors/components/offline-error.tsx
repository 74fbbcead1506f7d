import type { ComponentType } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { ErrorScreen } from './error-screen.tsx';

/**
 * The screen's words and button are in every page's own code, as they must show with no network;
 * its picture is decoration, fetched once the page is idle (OfflineGate) so that it is there
 * when the connection goes. Should it be missing, the screen shows without it.
 */
let Illustration: ComponentType | undefined;
export const preloadOfflineIllustration = () =>
  void import('#app/ui/offline-illustration.tsx').then(
    (m) => (Illustration = m.OfflineIllustration),
    () => undefined,
  );

/** No connection: "check your connection" with a try-again button. */
export function OfflineError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslator();
  return (
    <ErrorScreen
      testId="error-offline"
      illustration={Illustration && <Illustration />}
      title={t('error.offlineTitle')}
      text={t('error.offlineText')}
    >
      <button type="button" onClick={onRetry} data-testid="try-again" className={primaryButton}>
        {t('error.tryAgain')}
      </button>
    </ErrorScreen>
  );
}
