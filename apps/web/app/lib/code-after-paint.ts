/**
 * The page's code is asked for once its first screen has been painted, main picture included
 * (issue 15 part 3: the largest paint within 1.8 s on a mid-range phone on slow 4G). The page is
 * drawn on the server and a tap made before its code runs is held and replayed (first-taps.ts),
 * so the code only makes a drawn page respond. Asked for at once, its 110 KB shared a slow
 * connection with the picture the reader is waiting for.
 *
 * The server writes the page's module preloads and React Router's start-up module script inert
 * (a link type and a script type the browser does not know, `document-start.server.ts`); the
 * small inline script in the head (this file's `codeAfterPaintScript`, beside the first-taps
 * one) turns them back once the page has been parsed and painted with the pictures on its first
 * screen, or 3 s after it was parsed, whichever comes first. A page that is not visible has
 * nothing to paint: its code is asked for at once.
 */

/** The `rel` the server gives the head's module preloads until the first paint. */
export const HELD_MODULE_PRELOAD = 'souk-modulepreload';

/** The `type` the server gives React Router's start-up module script until the first paint. */
export const HELD_MODULE_SCRIPT = 'souk/module';

/**
 * The inline script's code, written out as text (codeAfterPaintScript): it uses nothing from
 * outside its body. The start-up script is put back as a new element in the held one's place
 * (a script runs only when it is inserted), with its text, nonce and `async`, so that React's
 * hydration finds a script where the server wrote one.
 */
function startCodeAfterPaint(win: Window, doc: Document, preloadRel: string, scriptType: string) {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[rel="${preloadRel}"]`)) {
      link.rel = 'modulepreload';
    }
    // In a task of its own: the browser compiles the start-up script as it is inserted.
    win.setTimeout(startUp, 0);
  }
  function startUp() {
    const held = doc.querySelector<HTMLScriptElement>(`script[type="${scriptType}"]`);
    if (!held) return;
    const script = doc.createElement('script');
    script.type = 'module';
    script.async = held.async;
    script.nonce = held.nonce;
    script.textContent = held.textContent;
    held.replaceWith(script);
  }
  /**
   * Runs `then` once the next frame is on screen. The page only learns that a frame was produced
   * (its paint follows its animation callbacks); the screen shows it a little later, and under
   * load later still, so the wait goes on to the frame after it.
   */
  function afterNextPaint(then: () => void) {
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(then, 0)));
  }
  /**
   * The pictures on screen, told by an intersection observer: asking each picture for its box
   * would lay out, one picture at a time, the list cards the browser leaves unrendered until
   * they near the screen (`content-visibility: auto`).
   */
  function picturesInView(then: (pictures: HTMLImageElement[]) => void) {
    const pictures = Array.from(doc.images);
    if (pictures.length === 0) {
      then([]);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      then(
        entries
          .filter((entry) => entry.isIntersecting && entry.boundingClientRect.width > 0)
          .map((entry) => entry.target as HTMLImageElement),
      );
    });
    for (const picture of pictures) observer.observe(picture);
  }
  function whenParsed() {
    // A page that is not visible paints no frame (and a page hidden while waiting stops).
    if (doc.visibilityState === 'hidden') {
      start();
      return;
    }
    doc.addEventListener('visibilitychange', () => {
      if (doc.visibilityState === 'hidden') start();
    });
    // Pictures slow to come hold the code back for 3 s at most.
    win.setTimeout(start, 3000);
    // Once the first frame is laid out, the pictures on screen (lazy ones too, which the
    // browser now loads) are known; the code comes once they are decoded and painted.
    afterNextPaint(() =>
      picturesInView((pictures) => {
        void Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined))).then(
          () => afterNextPaint(start),
        );
      }),
    );
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
}

/** The inline script's text, for the server to put in the head (see firstTapsScript). */
export function codeAfterPaintScript(): string {
  const code = startCodeAfterPaint.toString().replace(/\n\s*/g, '\n');
  return `(${code})(window,document,${JSON.stringify(HELD_MODULE_PRELOAD)},${JSON.stringify(HELD_MODULE_SCRIPT)});`;
}
