import { FALLBACK_MESSAGES } from '#app/i18n/fallback-messages.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { closeNativeApp } from '#app/lib/close-native-app.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { ghostButton } from '#app/ui/styles.ts';

/**
 * Spec 1 §2: the error page in the native app's web view has a close button, as there is no
 * browser around it to leave the error by.
 */
export function NativeCloseButton() {
  const { t, locale } = useTranslator(FALLBACK_MESSAGES);
  if (!useRootData()?.nativeApp) return null;
  return (
    <button
      type="button"
      onClick={() => closeNativeApp(window, `/${locale}`)}
      className={ghostButton}
      data-testid="error-close"
    >
      {t('modal.close')}
    </button>
  );
}
