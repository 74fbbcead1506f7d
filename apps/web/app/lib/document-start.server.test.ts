import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { HELD_MODULE_PRELOAD, HELD_MODULE_SCRIPT } from './code-after-paint.ts';
import {
  HELD_START_UP_SCRIPT,
  heldModulePreloads,
  rewriteDocument,
  withScriptBeforeStylesheets,
  type DocumentRewrite,
} from './document-start.server.ts';

async function chunksThrough(
  chunks: Buffer[],
  head: (start: string) => string,
  once?: DocumentRewrite['once'],
) {
  let ended = 0;
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(
    rewriteDocument({ start: head, once }, () => (ended += 1)),
  );
  // Each part as it was pushed (reading with `for await` would join the parts waiting).
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  await new Promise((resolve) => stream.on('end', resolve));
  return { chunks: out.map((chunk) => chunk.toString('utf8')), text: Buffer.concat(out), ended };
}

async function through(chunks: Buffer[], head: (start: string) => string) {
  const { text, ended } = await chunksThrough(chunks, head);
  return { text: text.toString('utf8'), ended };
}

describe('rewriteDocument', () => {
  it('hands the start up to the opening body tag to the rewrite, once', async () => {
    const page = '<html><head><title>x</title></head><body class="a"><p>ü</p><body></html>';
    const seen: string[] = [];
    const { text, ended } = await through([Buffer.from(page)], (start) => {
      seen.push(start);
      return start.replace('<title>', '<meta charset="utf-8"><title>');
    });
    expect(seen).toEqual(['<html><head><title>x</title></head><body class="a">']);
    expect(text).toBe(
      '<html><head><meta charset="utf-8"><title>x</title></head><body class="a"><p>ü</p><body></html>',
    );
    expect(ended).toBe(1);
  });

  it('finds the tag split between chunks and keeps a character split between them whole', async () => {
    const bytes = Buffer.from(
      '<html><head><title>ضوء</title></head><bo' + 'dy dir="rtl">مرحبا</body></html>',
    );
    const cut = bytes.indexOf('مرحبا') + 1; // inside the first letter's two bytes
    const inTitle = bytes.indexOf('ضوء') + 1;
    const chunks = [
      bytes.subarray(0, inTitle),
      bytes.subarray(inTitle, 42),
      bytes.subarray(42, cut),
      bytes.subarray(cut),
    ];
    const { text } = await through(chunks, (start) => start.replace('ضوء', 'نور'));
    expect(text).toBe('<html><head><title>نور</title></head><body dir="rtl">مرحبا</body></html>');
  });

  it('rewrites the start only, never what follows the body tag', async () => {
    const page = '<head><b>x</b></head><body><b>x</b></body>';
    const { text } = await through([Buffer.from(page)], (start) => start.replaceAll('x', 'y'));
    expect(text).toBe('<head><b>y</b></head><body><b>x</b></body>');
  });

  it('passes a document without a body through as it is', async () => {
    const { text, ended } = await through([Buffer.from('<p>no body</p>')], () => 'rewritten');
    expect(text).toBe('<p>no body</p>');
    expect(ended).toBe(1);
  });
});

describe('withScriptBeforeStylesheets', () => {
  it('puts the script right above the first stylesheet, below the head scripts React hydrates', () => {
    // As the locality home's head is written: preloads, the page's JSON-LD, then the styles.
    const start =
      '<html><head><meta charSet="utf-8"/><link rel="preload" as="image" href="/a.webp"/>' +
      '<title>T</title><script type="application/ld+json">{}</script>' +
      '<link nonce="n" rel="stylesheet" href="/assets/shell.css#"/>' +
      '<link nonce="n" rel="stylesheet" href="/assets/home.css#"/></head><body>';
    expect(withScriptBeforeStylesheets(start, '<script>s</script>')).toBe(
      '<html><head><meta charSet="utf-8"/><link rel="preload" as="image" href="/a.webp"/>' +
        '<title>T</title><script type="application/ld+json">{}</script>' +
        '<script>s</script><link nonce="n" rel="stylesheet" href="/assets/shell.css#"/>' +
        '<link nonce="n" rel="stylesheet" href="/assets/home.css#"/></head><body>',
    );
  });

  it('closes a head without stylesheets with it, and never looks into the body', () => {
    expect(
      withScriptBeforeStylesheets(
        '<head><link rel="icon" href="/i.svg"/></head><body><link rel="stylesheet" href="/b.css"/>',
        '<s/>',
      ),
    ).toBe(
      '<head><link rel="icon" href="/i.svg"/><s/></head><body><link rel="stylesheet" href="/b.css"/>',
    );
    expect(withScriptBeforeStylesheets('<p>no head</p>', '<s/>')).toBe('<p>no head</p>');
  });
});

describe('rewriteDocument: one replacement after the body tag', () => {
  const once = { find: ' type="module" async="">', replace: ' type="x/held" async="">' };

  it('replaces the first match after the body tag only, not one in the head nor a second', async () => {
    const page =
      '<head><script type="module" async="">h</script></head><body><p>a</p>' +
      '<script type="module" async="">b</script><script type="module" async="">c</script></body>';
    const { chunks } = await chunksThrough([Buffer.from(page)], (start) => start, once);
    expect(chunks.join('')).toBe(
      '<head><script type="module" async="">h</script></head><body><p>a</p>' +
        '<script type="x/held" async="">b</script><script type="module" async="">c</script></body>',
    );
  });

  it('finds a match split between chunks, and holds back only the bytes that could begin one', async () => {
    // React streams the page in parts as they are ready: a part must not wait for the next one
    // unless its last bytes might be the start of the text looked for.
    const { chunks } = await chunksThrough(
      [
        Buffer.from('<head></head><body><p>first part</p>'),
        Buffer.from('<p>second</p><script type="mod'),
        Buffer.from('ule" async="">boot</script></body>'),
      ],
      (start) => start,
      once,
    );
    expect(chunks).toEqual([
      '<head></head><body><p>first part</p>',
      '<p>second</p><script',
      ' type="x/held" async="">boot</script></body>',
    ]);
  });

  it('gives back held bytes that turned out not to be a match, and a page without one whole', async () => {
    const page = ['<head></head><body><i type="mo', 'dest">x</i></body>'];
    const { chunks, ended } = await chunksThrough(
      page.map((part) => Buffer.from(part)),
      (start) => start,
      once,
    );
    expect(chunks.join('')).toBe(page.join(''));
    expect(ended).toBe(1);
    const { chunks: cut } = await chunksThrough(
      [Buffer.from('<head></head><body><p>x</p><script type="module"')],
      (start) => start,
      once,
    );
    expect(cut.join('')).toBe('<head></head><body><p>x</p><script type="module"');
  });
});

describe('holding the page code until the first paint', () => {
  it("makes the head's module preloads inert and leaves the other links alone", () => {
    // As React Router writes them: the entry, the shared code, the route's own chunks.
    const head =
      '<link rel="preload" as="image" href="/images/a/600x400.webp" fetchPriority="high"/>' +
      '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/>' +
      '<link nonce="n" rel="stylesheet" href="/assets/shell.css#"/>';
    expect(heldModulePreloads(head)).toBe(
      '<link rel="preload" as="image" href="/images/a/600x400.webp" fetchPriority="high"/>' +
        `<link rel="${HELD_MODULE_PRELOAD}" href="/assets/entry.client.js" nonce="n"/>` +
        `<link rel="${HELD_MODULE_PRELOAD}" href="/assets/framework.js" nonce="n"/>` +
        '<link nonce="n" rel="stylesheet" href="/assets/shell.css#"/>',
    );
  });

  it("makes React Router's start-up module script inert, as React writes it", async () => {
    const page =
      '<head></head><body><main>…</main><script nonce="n">window.__reactRouterContext={}</script>' +
      '<script nonce="n" type="module" async="">import * as route0 from "/assets/root.js";</script></body>';
    const { chunks } = await chunksThrough([Buffer.from(page)], (s) => s, HELD_START_UP_SCRIPT);
    expect(chunks.join('')).toBe(
      '<head></head><body><main>…</main><script nonce="n">window.__reactRouterContext={}</script>' +
        `<script nonce="n" type="${HELD_MODULE_SCRIPT}" async="">import * as route0 from "/assets/root.js";</script></body>`,
    );
  });
});
