/** The inline script that holds taps made before the page's code has run (first-taps.ts). */
import { describe, expect, it } from 'vitest';
import { firstTapsScript, HELD_TAPS_ATTRIBUTE } from './first-taps.ts';

interface Listener {
  type: string;
  capture: boolean;
}

describe('the first-taps inline script', () => {
  it('parses and runs as the server writes it, comments and all, and starts holding taps', () => {
    // The development server keeps comments in the function's text: joined onto one line, a
    // line comment swallowed the rest of the script and the page threw a SyntaxError.
    const script = firstTapsScript();
    const listeners: Listener[] = [];
    const win = {
      addEventListener: (type: string, _listener: unknown, capture: boolean) =>
        listeners.push({ type, capture }),
      removeEventListener: () => undefined,
    } as { soukFirstTaps?: unknown };
    new Function('window', 'document', script)(win, {});
    expect(listeners).toEqual([
      { type: 'click', capture: true },
      { type: 'error', capture: true },
    ]);
    expect(win.soukFirstTaps).toMatchObject({ held: null });
    expect(script).toContain(JSON.stringify(HELD_TAPS_ATTRIBUTE));
  });
});
