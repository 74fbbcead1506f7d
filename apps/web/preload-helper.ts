import type { Plugin } from 'vite';

/**
 * Vite wraps every `import()` in a helper that first adds `<link>`s for the chunk's own
 * imports and CSS, so they download in parallel. Its stock version (with fallbacks for a
 * CSP nonce, relative bases and browsers without modulepreload, none of which apply here,
 * and an event announcing failures that nothing here listens to)
 * is 1.8 KB of every page's first JavaScript; this one does the same in a third of it. Keyed
 * on Vite's internal module id: should that change, Vite's own helper is used again.
 *
 * A chunk already handled is passed over before anything else, and the document's links are
 * read at most once per call, into a set looked up for each chunk: the locality home's lazily
 * hydrated parts (some sixty, with the same few chunks) call it one after another, and a link's
 * resolved `href` costs microseconds a read: comparing each of the 107 chunks the order status
 * page asks for with each of its 60 links, reading them again every time, took ten times as long
 * as the set (3.5–6 ms against 0.3–0.7 ms, unthrottled, on a busy machine).
 *
 * A link already in the page counts whatever its fragment: React Router writes the routes'
 * stylesheets as `…/shell-….css#`, and taking that for another file added the whole shell
 * stylesheet a second time once the page was idle, which restyled the whole document (300 ms
 * on the locality home on a fast machine, four times that on a phone).
 *
 * The module links go in a few at a time, one group per task (`LINKS_PER_TASK`): starting a
 * request takes the page's thread about a millisecond in Chromium, and a chunk bringing twenty
 * new imports held it for over 20 ms at once on a fast machine (a long task on a phone). The
 * chunk itself is asked for at once; its imports follow within milliseconds, long before its
 * answer would name them on a real network. A stylesheet goes in at once: the import waits
 * for it.
 */
export const LINKS_PER_TASK = 4;
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
export const COMPACT_PRELOAD_HELPER = `
const seen = new Set();
const waiting = [];
let scheduled = false;
function addSome() {
  scheduled = false;
  for (const link of waiting.splice(0, ${LINKS_PER_TASK})) document.head.append(link);
  if (waiting.length) {
    scheduled = true;
    setTimeout(addSome);
  }
}
export function __vitePreload(load, deps) {
  let present;
  const pending = (deps || []).map((dep) => {
    // Vite's dependencies are paths from the site's root (assets/…).
    const href = location.origin + '/' + dep;
    if (seen.has(href)) return;
    seen.add(href);
    const css = dep.endsWith('.css');
    // A stylesheet under its own address, any other link under its address and a space.
    present ??= new Set(
      [...document.querySelectorAll('link')].map(
        (l) => l.href.split('#')[0] + (l.rel === 'stylesheet' ? '' : ' '),
      ),
    );
    if (present.has(href) || (!css && present.has(href + ' '))) return;
    const link = document.createElement('link');
    link.rel = css ? 'stylesheet' : 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    if (!css) {
      waiting.push(link);
      return;
    }
    document.head.append(link);
    return new Promise((resolve, reject) => {
      link.onload = resolve;
      link.onerror = () => reject(new Error('Unable to preload CSS for ' + href));
    });
  });
  if (!scheduled && waiting.length) addSome();
  // Vite's helper also announces a failure as a 'vite:preloadError' event for a page to
  // reload itself; nothing here listens, so a stylesheet or chunk that fails just fails the
  // import (the route's error boundary shows it).
  return Promise.all(pending).then(load);
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
