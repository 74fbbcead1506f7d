/**
 * Which failures are reported to the error-reporting service (spec 2 §8), the same rule for the
 * server and the storefront: everything except answers that are part of normal use — 404
 * CartNotFoundException (a stored cart that expired), 400 CartVendorsMaxLimitException and 400
 * OrderStatusTransitionException (the customer is told why), any 429, 401 or 403 — and a live
 * socket closed with 1000 (normal) or 1006 (connection lost).
 */
const QUIET_STATUSES = new Set([401, 403, 429]);
const QUIET_TYPES = new Set([
  '404 CartNotFoundException',
  '400 CartVendorsMaxLimitException',
  '400 OrderStatusTransitionException',
]);
const QUIET_CLOSE_CODES = new Set([1000, 1006]);

/** Whether an answer of this status and error type is reported. */
export function isReported(statusCode: number, type: string): boolean {
  return !QUIET_STATUSES.has(statusCode) && !QUIET_TYPES.has(`${statusCode} ${type}`);
}

/** Whether a live socket's close code is reported. */
export function isReportedClose(code: number): boolean {
  return !QUIET_CLOSE_CODES.has(code);
}
