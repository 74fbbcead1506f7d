/** The worker that prepares the browser's number and date data off the main thread (intl-warmup.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTL_WARMUP_WORKER, intlWarmupScript } from './intl-warmup.ts';

const WORKER_SOURCE = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../public', INTL_WARMUP_WORKER.slice(1)),
  'utf8',
);

/** Runs the inline part as the server writes it, in a page whose `<html lang>` is `lang`. */
function runInlineScript(lang: string, Worker: unknown) {
  new Function('Worker', 'document', intlWarmupScript())(Worker, {
    documentElement: { lang },
  });
}

/** The worker's file run in a scope of its own; answers what it formatted and whether it ended. */
function runWorker(message: unknown) {
  const formatted: string[] = [];
  const counted = <T extends new (...args: never[]) => object>(name: string, Real: T) =>
    function (this: unknown, ...args: ConstructorParameters<T>) {
      formatted.push(`${name} ${String(args[0])}`);
      return new Real(...args);
    };
  const intl = {
    NumberFormat: counted('NumberFormat', Intl.NumberFormat),
    DateTimeFormat: counted('DateTimeFormat', Intl.DateTimeFormat),
    PluralRules: counted('PluralRules', Intl.PluralRules),
  };
  const scope: { onmessage?: (event: { data: unknown }) => void; closed: boolean } = {
    closed: false,
  };
  new Function('self', 'Intl', 'close', WORKER_SOURCE.replace(/^onmessage =/m, 'self.onmessage ='))(
    scope,
    intl,
    () => (scope.closed = true),
  );
  scope.onmessage?.({ data: message });
  return { formatted, closed: scope.closed };
}

describe('the Intl warm-up', () => {
  it("starts the worker from the page's inline script and tells it the page's language", () => {
    const started: { url: string; messages: unknown[] }[] = [];
    class FakeWorker {
      messages: unknown[] = [];
      constructor(url: string) {
        started.push({ url, messages: this.messages });
      }
      postMessage(message: unknown) {
        this.messages.push(message);
      }
    }
    runInlineScript('ar', FakeWorker);
    expect(started).toEqual([{ url: INTL_WARMUP_WORKER, messages: ['ar'] }]);
  });

  it('leaves the page alone when the browser refuses the worker', () => {
    const refused = function () {
      throw new Error('SecurityError');
    };
    expect(() => runInlineScript('en', refused)).not.toThrow();
  });

  it("formats a number, a date and a count in the page's language, then ends", () => {
    const { formatted, closed } = runWorker('lv');
    expect(formatted).toContain('NumberFormat lv');
    expect(formatted).toContain('DateTimeFormat lv');
    expect(formatted).toContain('PluralRules lv');
    expect(closed).toBe(true);
  });

  it('ends without formatting further when the language is one the browser does not know', () => {
    const { formatted, closed } = runWorker('not a language!');
    expect(formatted).toEqual(['NumberFormat not a language!']);
    expect(closed).toBe(true);
  });
});
