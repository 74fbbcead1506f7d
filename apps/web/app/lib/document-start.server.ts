import { Transform, type TransformCallback } from 'node:stream';

/**
 * The page's HTML stream with its start changed once: everything up to and including the
 * opening `<body …>` tag (the head, which React writes among the shell's first bytes) goes
 * through `head`. Attribute values have their `<` and `>` escaped, so the first `<body` is the
 * tag. The start is held until the tag is complete, so a character split between two chunks
 * stays whole. `onEnd` runs once the whole page has gone through.
 */
export function rewriteDocumentStart(
  head: (start: string) => string,
  onEnd: () => void,
): Transform {
  let held: Buffer | null = null;
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (done) {
        callback(null, chunk);
        return;
      }
      const text: Buffer = held ? Buffer.concat([held, chunk]) : chunk;
      const open = text.indexOf('<body');
      const end = open < 0 ? -1 : text.indexOf('>', open);
      if (end < 0) {
        held = text;
        callback();
        return;
      }
      done = true;
      held = null;
      const start = head(text.subarray(0, end + 1).toString('utf8'));
      callback(null, Buffer.concat([Buffer.from(start), text.subarray(end + 1)]));
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
 * asked for at low priority. The page is drawn on the server: what a reader needs first is its
 * stylesheet and the images at the top; the code only makes it respond, and a tap made before
 * it runs is held and replayed (first-taps.ts). At the browser's default, high, the 110 KB of
 * code shared a slow phone's connection with the stylesheet and the first image. Measured with
 * Lighthouse's slowed network and CPU (docs/lighthouse.md, 2026-12-03): the orders pages'
 * first paint came at 1.6–1.8 s instead of 2.1–2.3 s, the home's at 1.8 instead of 2.2; the cart,
 * whose lines its code draws, showed them 0.1–0.3 s later.
 */
export function lowPriorityModulePreloads(start: string): string {
  return start.replaceAll(
    '<link rel="modulepreload" ',
    '<link rel="modulepreload" fetchpriority="low" ',
  );
}
