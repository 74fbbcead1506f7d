import { Transform, type TransformCallback } from 'node:stream';
import { HELD_MODULE_PRELOAD, HELD_MODULE_SCRIPT } from './code-after-paint.ts';

/** How the page's HTML is changed on its way out (rewriteDocument). */
export interface DocumentRewrite {
  /** Everything up to and including the opening `<body …>` tag (the head). */
  start(start: string): string;
  /** After that tag, the first occurrence of `find` (ASCII) becomes `replace`. */
  once?: { find: string; replace: string };
}

/** How many of `text`'s last bytes begin `find`: what must wait for the next chunk. */
function partialMatchAtEnd(text: Buffer, find: Buffer): number {
  for (let size = Math.min(find.length - 1, text.length); size > 0; size -= 1) {
    if (text.subarray(text.length - size).equals(find.subarray(0, size))) return size;
  }
  return 0;
}

/**
 * The page's HTML stream with its start changed once: everything up to and including the
 * opening `<body …>` tag (the head, which React writes among the shell's first bytes) goes
 * through `rewrite.start`. Attribute values have their `<` and `>` escaped, so the first `<body`
 * is the tag. The start is held until the tag is complete, so a character split between two
 * chunks stays whole. After it, `rewrite.once` is applied to the first match; only bytes that
 * could begin a match split between two chunks wait for the next one, so every streamed part
 * (a deferred loader's data) still goes out as it comes. `onEnd` runs once the whole page has
 * gone through.
 */
export function rewriteDocument(rewrite: DocumentRewrite, onEnd: () => void): Transform {
  let held: Buffer | null = null;
  let startDone = false;
  const find = rewrite.once ? Buffer.from(rewrite.once.find) : null;
  const replace = rewrite.once ? Buffer.from(rewrite.once.replace) : null;
  let found = find === null;

  function afterStart(text: Buffer): Buffer {
    if (found || !find || !replace) return text;
    const at = text.indexOf(find);
    if (at >= 0) {
      found = true;
      return Buffer.concat([text.subarray(0, at), replace, text.subarray(at + find.length)]);
    }
    const wait = partialMatchAtEnd(text, find);
    held = wait > 0 ? text.subarray(text.length - wait) : null;
    return text.subarray(0, text.length - wait);
  }

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const text: Buffer = held ? Buffer.concat([held, chunk]) : chunk;
      held = null;
      if (startDone) {
        callback(null, afterStart(text));
        return;
      }
      const open = text.indexOf('<body');
      const end = open < 0 ? -1 : text.indexOf('>', open);
      if (end < 0) {
        held = text;
        callback();
        return;
      }
      startDone = true;
      const start = Buffer.from(rewrite.start(text.subarray(0, end + 1).toString('utf8')));
      callback(null, Buffer.concat([start, afterStart(text.subarray(end + 1))]));
    },
    flush(callback: TransformCallback) {
      onEnd();
      callback(null, held ?? undefined);
    },
  });
}

/**
 * `script` put in the head right before its first stylesheet link. An inline script waits for
 * every stylesheet above it to arrive, and the page's HTML after it waits too: at the top of the
 * body it kept the browser from reading the page while the stylesheet came (in a trace of the
 * order status page on the loopback, the body was read 35 ms after the stylesheet had come; with
 * the script above it, 45 ms before). Not any higher: React hydrates the head's own scripts (a
 * page's JSON-LD comes before the stylesheets) by taking the next script it finds there, and
 * one put above them would be taken for theirs. Without a stylesheet link (the development
 * server injects styles) it goes just before the head closes.
 */
export function withScriptBeforeStylesheets(start: string, script: string): string {
  const headEnd = start.indexOf('</head>');
  if (headEnd < 0) return start;
  const stylesheet = /<link\b[^>]*\brel="stylesheet"/.exec(start.slice(0, headEnd));
  const at = stylesheet ? stylesheet.index : headEnd;
  return start.slice(0, at) + script + start.slice(at);
}

/**
 * The head's module preloads (React Router writes one for each file of the page's first code)
 * made inert until the page's first screen is painted: the inline script in the head turns them
 * back then (lib/code-after-paint.ts, which says why).
 */
export function heldModulePreloads(start: string): string {
  return start.replaceAll('<link rel="modulepreload" ', `<link rel="${HELD_MODULE_PRELOAD}" `);
}

/**
 * React Router's start-up module script (it imports the page's route modules and starts
 * hydration), made inert until the page's first screen is painted (lib/code-after-paint.ts).
 * It is the only module script React Router writes in the production build, at the end of the
 * body.
 */
export const HELD_START_UP_SCRIPT = {
  find: ' type="module" async="">',
  replace: ` type="${HELD_MODULE_SCRIPT}" async="">`,
};
