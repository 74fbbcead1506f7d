import { Link, useLocation } from 'react-router';
import { FALLBACK_MESSAGES } from '#app/i18n/fallback-messages.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { LostIllustration, UnpluggedIllustration } from '#app/ui/illustrations.tsx';
import { primaryButton } from '#app/ui/styles.ts';
import { ErrorScreen } from './error-screen.tsx';
import { NativeCloseButton } from './native-close-button.tsx';

/** 404: "page not found" (or the locality message) and a way back to the catalog. */
export function NotFoundError({ localityMissing = false }: { localityMissing?: boolean }) {
  const { t, locale } = useTranslator(FALLBACK_MESSAGES);
  return (
    <ErrorScreen
      testId="error-404"
      illustration={<LostIllustration />}
      title={t('error.notFoundTitle')}
      text={t(localityMissing ? 'error.localityNotFound' : 'error.notFoundText')}
    >
      <Link to={`/${locale}`} data-testid="go-to-catalog" className={primaryButton}>
        {t('error.goToCatalog')}
      </Link>
      <NativeCloseButton />
    </ErrorScreen>
  );
}

/** 500 and above: an apology, "back soon" and an image; `retry` reloads the page. */
export function ServerError({ status, retry = false }: { status: number; retry?: boolean }) {
  const { t } = useTranslator(FALLBACK_MESSAGES);
  const { pathname, search } = useLocation();
  return (
    <ErrorScreen
      testId="error-5xx"
      illustration={<UnpluggedIllustration />}
      title={t('error.serverTitle')}
      text={t('error.serverText')}
      detail={t('error.code', { status })}
    >
      {retry && (
        <Link to={`${pathname}${search}`} reloadDocument className={primaryButton}>
          {t('error.tryAgain')}
        </Link>
      )}
      <NativeCloseButton />
    </ErrorScreen>
  );
}

/** Any other status: "something went wrong". */
export function GenericError({ status }: { status?: number }) {
  const { t, locale } = useTranslator(FALLBACK_MESSAGES);
  return (
    <ErrorScreen
      testId="error-generic"
      illustration={<UnpluggedIllustration />}
      title={t('error.genericTitle')}
      text={t('error.genericText')}
      detail={status ? t('error.code', { status }) : undefined}
    >
      <Link to={`/${locale}`} className={primaryButton}>
        {t('error.goToCatalog')}
      </Link>
      <NativeCloseButton />
    </ErrorScreen>
  );
}
