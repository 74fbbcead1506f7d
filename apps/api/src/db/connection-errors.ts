/**
 * Failures that mean "the database cannot be reached right now" rather than "this request is
 * wrong": the server restarting or shutting down, a refused or reset connection, a connection
 * that timed out. Requests that meet them answer 503 DatabaseUnavailableException (retry later),
 * never 500, and the pool replaces the broken connection for the next request.
 */

/** PostgreSQL SQLSTATEs: class 08 (connection exception), admin/crash shutdown, starting up. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P01|57P02|57P03)$/;

/** Socket-level failures Node reports while connecting or talking to the server. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres says these in words only (no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection ended',
];

export const DATABASE_UNAVAILABLE = {
  type: 'DatabaseUnavailableException',
  errorCode: 'database_unavailable',
} as const;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as its cause; an AggregateError holds one per address tried.
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (matches(current)) return true;
    if (current instanceof AggregateError && current.errors.some(matches)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function matches(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true;
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m));
}
