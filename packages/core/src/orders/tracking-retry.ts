/**
 * When the storefront's live tracking socket tries again (spec 2 §4 "Live tracking channel",
 * §9 "Live channel retries: 10"). A socket that closes, or that never opened, is retried up to
 * ten times, each wait longer than the last — about e^(10 − remaining tries) seconds, so 1 s,
 * 2.7 s, 7.4 s … — and a socket that opens earns all ten tries back. Two closes end tracking for
 * good: 1000, the server saying the order is finished, and -1, the page itself closing it.
 */

/** Tries a socket gets before the page gives up (spec 2 §9). */
export const TRACKING_RETRIES = 10;

/** The close code the page uses for its own, final close (the page left, the order ended). */
export const TRACKING_CLIENT_CLOSE = -1;

/** Close codes after which the page never reconnects. */
const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([1000, TRACKING_CLIENT_CLOSE]);

/** Whether a socket closed with `code` should be opened again (tries permitting). */
export function reconnectsAfterClose(code: number): boolean {
  return !FINAL_CLOSE_CODES.has(code);
}

/** The wait before the next try, with `remaining` tries left before it is taken. */
export function trackingRetryDelayMs(remaining: number): number {
  const spent = TRACKING_RETRIES - Math.min(TRACKING_RETRIES, Math.max(0, remaining));
  return Math.round(Math.exp(spent) * 1000);
}

/** What the socket does after a close: stop, or try again after `delayMs` with fewer tries. */
export type TrackingCloseDecision =
  | { kind: 'stop'; reason: 'final' | 'out-of-tries' }
  | { kind: 'retry'; delayMs: number; remaining: number };

/** The decision for a socket closed with `code` while `remaining` tries were left. */
export function decideAfterClose(code: number, remaining: number): TrackingCloseDecision {
  if (!reconnectsAfterClose(code)) return { kind: 'stop', reason: 'final' };
  if (remaining <= 0) return { kind: 'stop', reason: 'out-of-tries' };
  return { kind: 'retry', delayMs: trackingRetryDelayMs(remaining), remaining: remaining - 1 };
}
