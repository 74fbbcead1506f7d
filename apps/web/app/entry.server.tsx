import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { firstTapsScript } from '#app/lib/first-taps.ts';
import { intlWarmupScript } from '#app/lib/intl-warmup.ts';
import { codeAfterPaintScript } from '#app/lib/code-after-paint.ts';
import {
  HELD_START_UP_SCRIPT,
  heldModulePreloads,
  rewriteDocument,
  withScriptBeforeStylesheets,
} from '#app/lib/document-start.server.ts';

export const streamTimeout = 5_000;

/**
 * zod tests whether it may compile parsers with `new Function` when it builds its first object
 * schema. The page policy forbids eval, so the browser refuses the test and reports it as a
 * violation (zod then parses without compiling). Setting zod's own `jitless` option first skips
 * the test; zod keeps its settings on `globalThis.__zod_globalConfig`, so the server can write
 * them here instead of adding a byte to the home's first-load JavaScript.
 */
const SETTINGS_BEFORE_ANY_MODULE = 'globalThis.__zod_globalConfig={jitless:true};';

/**
 * Holds a tap on a deferred body's control from the first paint, long before the page's code
 * has come on a slow network (lib/first-taps.ts). In the head above the stylesheets, so that
 * it runs before any of the page can be tapped, without waiting for them
 * (withScriptBeforeStylesheets); React's hydration passes over a script it did not render there.
 * Written by the server alone: not a byte of it is in the page's JavaScript.
 */
const FIRST_TAPS = firstTapsScript();

/**
 * Starts the worker that prepares the browser's number and date data off the main thread
 * (lib/intl-warmup.ts), in the same inline script: as early as the head allows.
 */
const INTL_WARMUP = intlWarmupScript();

/**
 * In the production build, the page's code is asked for once its first screen is painted
 * (lib/code-after-paint.ts): the server writes it inert and the same inline script starts it.
 * The development server's own scripts (its client, fast refresh) are left as they are.
 */
const CODE_AFTER_PAINT = import.meta.env.PROD;
const START_CODE = codeAfterPaintScript();

/** React Router's default Node entry: streams HTML, waits for everything when a bot asks. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The server's per-response CSP nonce: React Router's scripts and React's own inline ones
  // (streamed Suspense boundaries) carry it, since the policy allows no other inline script.
  const nonce = loadContext.cspNonce;
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        bootstrapScriptContent: SETTINGS_BEFORE_ANY_MODULE,
        // Never move a lazily loaded part (footer, bottom navigation, single-vendor catalog) to
        // the end of the document to be revealed by script: a reader without JavaScript, or a
        // crawler, would never see it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // Without a nonce no inline script may run, so nothing is held for one to start.
          const holdCode = CODE_AFTER_PAINT && Boolean(nonce);
          const firstTaps = nonce
            ? `<script nonce="${nonce}">${FIRST_TAPS}${INTL_WARMUP}${holdCode ? START_CODE : ''}</script>`
            : '';
          const body = rewriteDocument(
            {
              start: (start) =>
                withScriptBeforeStylesheets(
                  holdCode ? heldModulePreloads(start) : start,
                  firstTaps,
                ),
              once: holdCode ? HELD_START_UP_SCRIPT : undefined,
            },
            () => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
          );
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
