import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useOnline } from '../hooks/use-online.ts';
import { GenericError, NotFoundError, ServerError } from './error-views.tsx';
import { OfflineError } from './offline-error.tsx';

/** Reason a loader gives when it throws `data({ reason }, { status: 404 })`. */
export type NotFoundReason = 'page' | 'locality';

function reasonOf(data: unknown): NotFoundReason {
  return typeof data === 'object' && data !== null && 'reason' in data && data.reason === 'locality'
    ? 'locality'
    : 'page';
}

/** Per-status error content for error boundaries. */
export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  const navigate = useNavigate();
  const { locale } = useTranslator();

  if (!online) return <OfflineError onRetry={() => void navigate(`/${locale}`)} />;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404)
      return <NotFoundError localityMissing={reasonOf(error.data) === 'locality'} />;
    if (error.status >= 500) return <ServerError status={error.status} retry />;
    return <GenericError status={error.status} />;
  }
  // A thrown exception is answered 500 by the server.
  return <ServerError status={500} retry />;
}
