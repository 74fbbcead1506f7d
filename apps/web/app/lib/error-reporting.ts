/**
 * Browser error reporting (spec 2 §8), when the operator configured a DSN: the SDK is fetched
 * once the page is idle, so pages without reporting, and every page's first load, carry none of
 * it. Errors that happen before it has loaded are not reported.
 */
type Report = (error: unknown) => void;
let report: Report | undefined;

/** Loads the reporting client for `dsn` (once per page). */
export function startErrorReporting(dsn: string, release: string): Promise<void> {
  return import('./error-reporting.client.ts').then((m) => {
    report = m.createReporter(dsn, release);
  });
}

/** Reports a failure caught by the page (an error boundary), unless reporting is off. */
export function reportError(error: unknown): void {
  report?.(error);
}
