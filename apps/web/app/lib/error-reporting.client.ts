/**
 * The reporting client itself: Sentry's browser SDK, on its own chunk (error-reporting.ts loads
 * it). Uncaught errors and unhandled rejections are caught by the SDK's global handlers; error
 * boundaries hand over what they catch. What the spec counts as normal use is left out: answers
 * of the API with a quiet status or type (isReported in packages/core), and pages that answered
 * a client error such as 404.
 */
import {
  BrowserClient,
  dedupeIntegration,
  getCurrentScope,
  defaultStackParser,
  globalHandlersIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  type ErrorEvent,
  type EventHint,
} from '@sentry/react';
import { isRouteErrorResponse } from 'react-router';
import { isReported } from '@souk/core';
import { ApiRequestError } from './api-client.ts';

function isQuiet(error: unknown): boolean {
  if (error instanceof ApiRequestError) return !isReported(error.status, error.body?.type ?? '');
  return isRouteErrorResponse(error) && error.status < 500;
}

export function createReporter(dsn: string, release: string): (error: unknown) => void {
  const client = new BrowserClient({
    dsn,
    release,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration()],
    // Pages carry phone numbers and addresses: nothing of the person leaves with a report.
    sendDefaultPii: false,
    beforeSend: (event: ErrorEvent, hint: EventHint) =>
      isQuiet(hint.originalException) ? null : event,
  });
  // The page's own client: the SDK's global handlers report only through the current one.
  const scope = getCurrentScope();
  scope.setClient(client);
  client.init();
  return (error) => {
    if (!isQuiet(error)) scope.captureException(error);
  };
}
