import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '#app/lib/error-reporting.ts';
import { GenericError, NotFoundError, ServerError } from './error-views.tsx';

/** Reason a loader gives when it throws `data({ reason }, { status: 404 })`. */
export type NotFoundReason = 'page' | 'locality';

function reasonOf(data: unknown): NotFoundReason {
  return typeof data === 'object' && data !== null && 'reason' in data && data.reason === 'locality'
    ? 'locality'
    : 'page';
}

/**
 * Per-status error content for error boundaries, loaded on demand through
 * lazy-error-views.tsx (which shows the offline screen instead while there is no connection).
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  if (isRouteErrorResponse(error)) {
    if (error.status === 404)
      return <NotFoundError localityMissing={reasonOf(error.data) === 'locality'} />;
    if (error.status >= 500) return <ServerError status={error.status} retry />;
    return <GenericError status={error.status} />;
  }
  // A thrown exception is answered 500 by the server.
  return <ServerError status={500} retry />;
}
