import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  lowPriorityModulePreloads,
  rewriteDocumentStart,
  withScriptBeforeStylesheets,
} from './document-start.server.ts';

async function through(chunks: Buffer[], head: (start: string) => string) {
  let ended = 0;
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(rewriteDocumentStart(head, () => (ended += 1)));
  for await (const chunk of stream) out.push(chunk as Buffer);
  return { text: Buffer.concat(out).toString('utf8'), ended };
}

describe('rewriteDocumentStart', () => {
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

describe('lowPriorityModulePreloads', () => {
  it('asks for every module preload at low priority and leaves the other links alone', () => {
    // As React Router writes them: the entry, the shared code, the route's own chunks.
    const head =
      '<link rel="preload" as="image" href="/images/a/600x400.webp" fetchPriority="high"/>' +
      '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/>' +
      '<link nonce="n" rel="stylesheet" href="/assets/shell.css#"/>';
    expect(lowPriorityModulePreloads(head)).toBe(
      '<link rel="preload" as="image" href="/images/a/600x400.webp" fetchPriority="high"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js" nonce="n"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/framework.js" nonce="n"/>' +
        '<link nonce="n" rel="stylesheet" href="/assets/shell.css#"/>',
    );
  });
});
