/**
 * The first number or date a page formats costs the browser 30–100 ms on the main thread
 * (measured unthrottled in Chromium; four times that on a mid-range phone, in one task): the
 * library behind Intl loads and prepares its data once per process, whatever the language.
 * Every page formats prices, counts or times while it hydrates, so that was paid in the middle
 * of hydration. The inline script at the top of the page (in the head) starts a small worker
 * (public/intl-warmup.js) that formats one of each in the page's language on its own thread
 * while the page's code downloads; the main thread's first format then takes a fraction of a
 * millisecond. A browser that refuses the worker (a native wrapper's own scheme, an old
 * webview) formats as before.
 */

/** Where the worker's script is served: a public file, allowed by the policy's `worker-src 'self'`. */
export const INTL_WARMUP_WORKER = '/intl-warmup.js';

/** The inline script's part that starts the worker, told the page's language. */
export function intlWarmupScript(): string {
  return `try{new Worker(${JSON.stringify(INTL_WARMUP_WORKER)}).postMessage(document.documentElement.lang)}catch(e){}`;
}
