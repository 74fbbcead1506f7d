import { useTranslator } from '#app/i18n/use-translator.ts';
import { focusRing } from '#app/ui/styles.ts';

export const MAIN_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslator();
  return (
    <a
      href={`#${MAIN_ID}`}
      className={`${focusRing} sr-only z-50 rounded-full bg-primary px-4 py-3 font-semibold text-primary-contrast focus:not-sr-only focus:absolute focus:start-4 focus:top-4`}
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
