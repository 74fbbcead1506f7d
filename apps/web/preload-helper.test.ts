/** The browser's `import()` helper (preload-helper.ts): links for a lazy chunk's imports. */
import { describe, expect, it } from 'vitest';
import { COMPACT_PRELOAD_HELPER } from './preload-helper.ts';

type Preload = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

interface FakeLink {
  rel: string;
  href: string;
  crossOrigin?: string;
  onload?: () => void;
}

/** The helper's module run against a document holding `links`, counting reads of them. */
function helperIn(links: FakeLink[]) {
  const reads = { count: 0 };
  const document = {
    querySelectorAll: () => {
      reads.count += 1;
      return links;
    },
    createElement: (): FakeLink => ({ rel: '', href: '' }),
    head: {
      append: (link: FakeLink) => {
        links.push(link);
        // A stylesheet the helper waits for loads at once here.
        queueMicrotask(() => link.onload?.());
      },
    },
  };
  const location = { href: 'https://souk.test/en/riga' };
  const window = { dispatchEvent: () => true };
  const source = COMPACT_PRELOAD_HELPER.replace('export function', 'function');
  const preload = new Function(
    'document',
    'location',
    'window',
    `${source}\nreturn __vitePreload;`,
  )(document, location, window) as Preload;
  return { preload, reads, links };
}

const load = () => Promise.resolve('module');

describe('the compact preload helper', () => {
  it("adds a link for each of a chunk's imports the page has not loaded yet, once", async () => {
    const { preload, links } = helperIn([
      { rel: 'modulepreload', href: 'https://souk.test/assets/shell.js' },
    ]);
    await preload(load, ['assets/shell.js', 'assets/money.js', 'assets/home.css']);
    await preload(load, ['assets/money.js', 'assets/home.css']);
    expect(links.map(({ rel, href }) => `${rel} ${href}`)).toEqual([
      'modulepreload https://souk.test/assets/shell.js',
      'modulepreload https://souk.test/assets/money.js',
      'stylesheet https://souk.test/assets/home.css',
    ]);
  });

  it("takes a stylesheet the page has under a fragment (React Router's `…css#`) as loaded", async () => {
    const { preload, links } = helperIn([
      { rel: 'stylesheet', href: 'https://souk.test/assets/shell.css#' },
    ]);
    await preload(load, ['assets/shell.css', 'assets/money.js']);
    expect(links.filter(({ rel }) => rel === 'stylesheet')).toHaveLength(1);
  });

  it("reads the page's links at most once a call, and not at all for chunks it has handled", async () => {
    // The home hydrates some sixty parts one after another, most with the same few chunks.
    const { preload, reads } = helperIn([]);
    await preload(load, ['assets/a.js', 'assets/b.js', 'assets/c.js']);
    expect(reads.count).toBe(1);
    for (let part = 0; part < 60; part += 1) await preload(load, ['assets/a.js', 'assets/b.js']);
    expect(reads.count).toBe(1);
  });

  it('answers with the module once its links are in', async () => {
    const { preload } = helperIn([]);
    await expect(preload(load, ['assets/a.js'])).resolves.toBe('module');
    await expect(preload(load)).resolves.toBe('module');
  });
});
