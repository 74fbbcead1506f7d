/** The browser's `import()` helper (preload-helper.ts): links for a lazy chunk's imports. */
import { describe, expect, it, vi } from 'vitest';
import { COMPACT_PRELOAD_HELPER, LINKS_PER_TASK } from './preload-helper.ts';

type Preload = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

interface FakeLink {
  rel: string;
  href: string;
  crossOrigin?: string;
  onload?: () => void;
  onerror?: () => void;
}

/** The helper's module run against a document holding `links`, counting reads of them. */
function helperIn(links: FakeLink[], stylesheetsLoad = true) {
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
        // A stylesheet the helper waits for loads (or fails) at once here.
        queueMicrotask(() => (stylesheetsLoad ? link.onload?.() : link.onerror?.()));
      },
    },
  };
  const location = { origin: 'https://souk.test', href: 'https://souk.test/en/riga' };
  const source = COMPACT_PRELOAD_HELPER.replace('export function', 'function');
  const preload = new Function('document', 'location', `${source}\nreturn __vitePreload;`)(
    document,
    location,
  ) as Preload;
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
      'stylesheet https://souk.test/assets/home.css',
      'modulepreload https://souk.test/assets/money.js',
    ]);
  });

  it('adds the module links a few at a time, one group per task, and asks for the chunk at once', async () => {
    // Starting a request takes the page's thread about a millisecond: twenty at once made a
    // long task on a phone.
    const { preload, links } = helperIn([]);
    const imports = Array.from({ length: 10 }, (_, i) => `assets/part-${i}.js`);
    let asked = false;
    const loaded = preload(() => {
      asked = true;
      return Promise.resolve('module');
    }, imports);
    expect(links).toHaveLength(LINKS_PER_TASK);
    await loaded;
    expect(asked).toBe(true);
    expect(links.length).toBeLessThan(imports.length);
    // Another chunk's links queue behind the ones waiting, each once.
    void preload(load, ['assets/part-9.js', 'assets/other.js']);
    await vi.waitFor(() => expect(links).toHaveLength(imports.length + 1));
    expect(links.map(({ href }) => href.split('/').pop())).toEqual([
      ...imports.map((path) => path.split('/').pop()),
      'other.js',
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

  it("reads each link's address once a call, however many chunks the call brings", async () => {
    // A resolved `href` costs microseconds a read: read again for every chunk, the order
    // status page's 60 links were read some six thousand times.
    let hrefReads = 0;
    const counted = (rel: string, href: string): FakeLink => ({
      rel,
      get href() {
        hrefReads += 1;
        return href;
      },
      set href(value) {
        href = value;
      },
    });
    const { preload } = helperIn([
      counted('modulepreload', 'https://souk.test/assets/shell.js'),
      counted('stylesheet', 'https://souk.test/assets/shell.css#'),
      counted('icon', 'https://souk.test/favicon.svg'),
    ]);
    await preload(load, ['assets/a.js', 'assets/b.js', 'assets/c.js', 'assets/d.css']);
    expect(hrefReads).toBe(3);
  });

  it('answers with the module once its links are in', async () => {
    const { preload } = helperIn([]);
    await expect(preload(load, ['assets/a.js'])).resolves.toBe('module');
    await expect(preload(load)).resolves.toBe('module');
  });

  it('fails the import when a stylesheet it needs fails to load, without loading the chunk', async () => {
    const { preload } = helperIn([], false);
    let loaded = false;
    const chunk = () => {
      loaded = true;
      return Promise.resolve('module');
    };
    await expect(preload(chunk, ['assets/a.js', 'assets/a.css'])).rejects.toThrow(
      'Unable to preload CSS for https://souk.test/assets/a.css',
    );
    expect(loaded).toBe(false);
  });
});
