import { useTranslator } from '#app/i18n/use-translator.ts';
import { OfflineIllustration } from '#app/ui/offline-illustration.tsx';
import { primaryButton } from '#app/ui/styles.ts';
import { ErrorScreen } from './error-screen.tsx';

/** No connection: "check your connection" with a try-again button. */
export function OfflineError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslator();
  return (
    <ErrorScreen
      testId="error-offline"
      illustration={<OfflineIllustration />}
      title={t('error.offlineTitle')}
      text={t('error.offlineText')}
    >
      <button type="button" onClick={onRetry} data-testid="try-again" className={primaryButton}>
        {t('error.tryAgain')}
      </button>
    </ErrorScreen>
  );
}
