/**
 * Taps made before any of the page's code has run (issue 15 part 3: on slow 3G a tap on '+'
 * gave no feedback for seconds). The first-load code takes seconds to arrive on a slow
 * network, and until it runs a tap on a deferred body's control (see deferredBody) does
 * nothing, or, for a link, leaves for the same page with a dialog open. A small inline script
 * at the top of the page (in the head, entry.server.tsx) holds such a tap from the first
 * paint on: the control is marked busy at once, and the tap is handed to the page's own
 * holder (holdEarlyTaps) when that starts, which replays it once the body's code has run.
 */

/** The attribute a deferred body's container carries: the selector of the controls it holds. */
export const HELD_TAPS_ATTRIBUTE = 'data-held-taps';

/** What the inline script leaves on `window` for the page's holder to take over. */
interface FirstTaps {
  /** The control whose tap is held, if any. */
  held: HTMLElement | null;
  /** The page's holder takes over: this one stops listening. */
  stop(): void;
}

declare global {
  interface Window {
    soukFirstTaps?: FirstTaps;
  }
}

/**
 * The inline script's code. It is written out as text (firstTapsScript), so it uses nothing
 * from outside its body. It steps aside for a container React has hydrated: from then on the
 * page's own holder answers (and a page opened later in the app is React's from the start).
 * A script or stylesheet that fails to load lets a held link go where it leads, as it would
 * have without this script: the page's code will not come to replay the tap.
 */
function firstTapHolder(win: Window, doc: Document, attribute: string): void {
  const busy = 'aria-busy';
  const state: FirstTaps = {
    held: null,
    stop() {
      win.removeEventListener('click', hold, true);
      win.removeEventListener('error', failed, true);
    },
  };
  function hold(event: Event) {
    const target = event.target instanceof Element ? event.target : null;
    const container = target?.closest(`[${attribute}]`);
    const selector = container?.getAttribute(attribute);
    const control = selector ? target?.closest<HTMLElement>(selector) : null;
    if (!container || !control || !container.contains(control) || event.defaultPrevented) return;
    if (Object.keys(container).some((key) => key.startsWith('__reactFiber'))) return;
    // A link to a place already on the page works without code: the browser jumps there.
    const anchor = control.getAttribute('href')?.match(/^#(.+)/)?.[1];
    if (anchor && doc.getElementById(decodeURIComponent(anchor))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    state.held?.removeAttribute(busy);
    state.held = control;
    control.setAttribute(busy, 'true');
  }
  function failed(event: Event) {
    const source = event.target;
    if (!(source instanceof HTMLScriptElement || source instanceof HTMLLinkElement)) return;
    state.stop();
    const link = state.held instanceof HTMLAnchorElement ? state.held.href : null;
    state.held?.removeAttribute(busy);
    state.held = null;
    if (link) win.location.assign(link);
  }
  win.addEventListener('click', hold, true);
  win.addEventListener('error', failed, true);
  win.soukFirstTaps = state;
}

/**
 * The inline script's text, for the server to put at the top of the page, without its
 * indentation. The lines stay apart: the development server keeps the comments, and a line
 * comment joined to the next line would swallow the rest of the script.
 */
export function firstTapsScript(): string {
  const code = firstTapHolder.toString().replace(/\n\s*/g, '\n');
  return `(${code})(window,document,${JSON.stringify(HELD_TAPS_ATTRIBUTE)});`;
}
