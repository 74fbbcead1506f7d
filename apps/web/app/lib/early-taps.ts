export interface EarlyTapOptions {
  /** The controls watched: their taps are held until the part runs, and announce intent. */
  selector: string;
  /**
   * A pointer going down on a control, or focus reaching it: start fetching what its tap will
   * need. Returns what the tap waits for (the dialog's code), or null when it waits for nothing.
   */
  onIntent(control: HTMLElement): Promise<unknown> | null;
}

export interface EarlyTaps {
  /** The part's code runs: a held tap is replayed now. */
  ready(): void;
  stop(): void;
}

const BUSY = 'aria-busy';

/** Marks the control busy until `until` settles (a dialog's code arriving, say). */
function busyUntil(control: HTMLElement, until: Promise<unknown>): void {
  control.setAttribute(BUSY, 'true');
  void until.catch(() => undefined).then(() => control.removeAttribute(BUSY));
}

/**
 * Answers taps on a server-rendered part whose code comes later (see lazyHydrated). Until the
 * part runs, React drops a tap on it, or lets a link reload the whole page; here the tap is
 * held instead, the control shows it is busy at once, and the tap is replayed when the code
 * has run. Once running, a tap whose result still needs code (a dialog) keeps the control busy
 * until that code has arrived. The listeners sit on the window's capture phase, ahead of
 * React's own on the document. A tap the page's inline script held before any code ran (see
 * lib/first-taps.ts) is taken over, still busy, and its dialog's code asked for.
 */
export function holdEarlyTaps(container: HTMLElement, options: EarlyTapOptions): EarlyTaps {
  let running = false;
  let held: HTMLElement | null = null;
  const first = window.soukFirstTaps;
  first?.stop();
  if (first?.held && container.contains(first.held)) {
    held = first.held;
    first.held = null;
    options.onIntent(held);
  }
  const controlOf = (event: Event): HTMLElement | null => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(options.selector) ?? null;
    return control && container.contains(control) ? control : null;
  };
  const intent = (event: Event) => {
    const control = controlOf(event);
    if (control) options.onIntent(control);
  };
  const click = (event: Event) => {
    const control = controlOf(event);
    if (!control || event.defaultPrevented) return;
    if (running) {
      const pending = options.onIntent(control);
      if (pending) busyUntil(control, pending);
      return;
    }
    // A link to a place already on the page works without code: the browser jumps there.
    const target = control.getAttribute('href')?.match(/^#(.+)/)?.[1];
    if (target && document.getElementById(decodeURIComponent(target))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held?.removeAttribute(BUSY);
    held = control;
    control.setAttribute(BUSY, 'true');
    options.onIntent(control);
  };
  const listeners = [
    ['pointerdown', intent],
    ['focusin', intent],
    ['click', click],
  ] as const;
  for (const [type, listener] of listeners) window.addEventListener(type, listener, true);
  return {
    ready() {
      running = true;
      const tap = held;
      held = null;
      if (!tap) return;
      tap.removeAttribute(BUSY);
      if (tap.isConnected) tap.click();
    },
    stop() {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
    },
  };
}
