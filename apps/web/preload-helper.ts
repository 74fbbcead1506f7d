import type { Plugin } from 'vite';

/**
 * Vite wraps every `import()` in a helper that first adds `<link>`s for the chunk's own
 * imports and CSS, so they download in parallel. Its stock version (with fallbacks for a
 * CSP nonce, relative bases and browsers without modulepreload, none of which apply here)
 * is 1.8 KB of every page's first JavaScript; this one does the same in a third of it. Keyed
 * on Vite's internal module id: should that change, Vite's own helper is used again.
 *
 * A chunk already handled is passed over before anything else, and the document's links are
 * read at most once per call: the locality home's lazily hydrated parts (some sixty, with the
 * same few chunks) call it one after another, and reading every link's resolved `href` for
 * every chunk of every call was one of the longest tasks after its first paint.
 *
 * A link already in the page counts whatever its fragment: React Router writes the routes'
 * stylesheets as `…/shell-….css#`, and taking that for another file added the whole shell
 * stylesheet a second time once the page was idle, which restyled the whole document (300 ms
 * on the locality home on a fast machine, four times that on a phone).
 */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
export const COMPACT_PRELOAD_HELPER = `
const seen = new Set();
export function __vitePreload(load, deps) {
  let present;
  const pending = (deps || []).map((dep) => {
    const href = new URL('/' + dep, location.href).href;
    if (seen.has(href)) return;
    seen.add(href);
    const css = dep.endsWith('.css');
    present ??= [...document.querySelectorAll('link')];
    if (present.some((l) => l.href.split('#')[0] === href && (!css || l.rel === 'stylesheet'))) return;
    const link = document.createElement('link');
    link.rel = css ? 'stylesheet' : 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    if (css) return new Promise((resolve, reject) => {
      link.onload = resolve;
      link.onerror = () => reject(new Error('Unable to preload CSS for ' + href));
    });
  });
  const failed = (error) => {
    const event = new Event('vite:preloadError', { cancelable: true });
    event.payload = error;
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
  };
  return Promise.allSettled(pending).then((results) => {
    for (const result of results) if (result.status === 'rejected') failed(result.reason);
    return load().catch(failed);
  });
}`;

export function compactPreloadHelper(): Plugin {
  return {
    name: 'souk:compact-preload-helper',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      return id === PRELOAD_HELPER_ID && !this.environment.config.build.ssr
        ? COMPACT_PRELOAD_HELPER
        : null;
    },
  };
}
