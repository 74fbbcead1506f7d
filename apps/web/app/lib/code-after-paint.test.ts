/** The inline script that asks for the page's code once its first screen is painted. */
import { describe, expect, it } from 'vitest';
import {
  codeAfterPaintScript,
  HELD_MODULE_PRELOAD,
  HELD_MODULE_SCRIPT,
} from './code-after-paint.ts';

describe('the code-after-paint inline script', () => {
  it('parses and runs as the server writes it, and waits for the page to be parsed', () => {
    // The development server keeps comments in the function's text (see first-taps.test.ts).
    const script = codeAfterPaintScript();
    const listeners: string[] = [];
    const doc = {
      readyState: 'loading',
      addEventListener: (type: string) => listeners.push(type),
    };
    new Function('window', 'document', script)({}, doc);
    expect(listeners).toEqual(['DOMContentLoaded']);
    expect(script).toContain(JSON.stringify(HELD_MODULE_PRELOAD));
    expect(script).toContain(JSON.stringify(HELD_MODULE_SCRIPT));
  });
});
