/**
 * The browser build's schema files (yield-before-schemas.ts): they build their schemas a few
 * milliseconds at a time, giving the thread back to the browser in between.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PACE_MS, withYield } from './yield-before-schemas.ts';

const SCHEMA_FILE = '/work/souk/packages/contracts/src/catalog.ts';
const PACER = '__soukSchemaPace';

/** Runs a transformed file as a module and gives back its exports. */
async function run(code: string): Promise<Record<string, unknown>> {
  return import(`data:text/javascript,${encodeURIComponent(code)}`) as Promise<
    Record<string, unknown>
  >;
}

/** Counts the breaks the pacer asks for: each is a message on a channel of its own. */
function countBreaks(): { breaks: number } {
  const counted = { breaks: 0 };
  const Real = globalThis.MessageChannel;
  globalThis.MessageChannel = class extends Real {
    constructor() {
      super();
      counted.breaks += 1;
    }
  };
  restore.push(() => (globalThis.MessageChannel = Real));
  return counted;
}

const restore: (() => void)[] = [];
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
  // Each test starts with a new pacer (the page keeps one for all its schema files).
  delete (globalThis as Record<string, unknown>)[PACER];
});

/** A statement that keeps the thread for `ms` milliseconds. */
const busy = (ms: number) =>
  `{ const end = performance.now() + ${ms}; while (performance.now() < end); }\n`;

describe('schema files in the browser build', () => {
  it('give the thread back between statements once they have built for a few milliseconds', async () => {
    const counted = countBreaks();
    const code = `export const first = 1;\n${busy(PACE_MS * 3)}export const second = first + 1;\n${busy(PACE_MS * 3)}export const third = second + 1;\n`;
    const changed = withYield(code, SCHEMA_FILE);
    expect(changed).not.toBeNull();
    const exported = await run(changed?.code ?? '');
    expect({ ...exported }).toEqual({ first: 1, second: 2, third: 3 });
    expect(counted.breaks).toBe(2);
  });

  it('run on without a break while the statements are quick', async () => {
    const counted = countBreaks();
    const code = Array.from({ length: 50 }, (_, i) => `export const s${i} = ${i};\n`).join('');
    const exported = await run(withYield(code, SCHEMA_FILE)?.code ?? '');
    expect(exported.s49).toBe(49);
    expect(counted.breaks).toBe(0);
  });

  it('keep their imports first and every statement whole (comments and non-ASCII text too)', () => {
    const code =
      "import { z } from 'zod';\nimport { a } from './common.ts';\n// Ē — a note\nexport const label = 'Veģetārā';\nexport function f() {\n  return label;\n}\n";
    const changed = withYield(code, SCHEMA_FILE)?.code ?? '';
    const pace = `await ${PACER}();\n`;
    expect(changed).toContain(`import { a } from './common.ts';\n// Ē — a note\n${pace}`);
    expect(changed).toContain(
      `${pace}export const label = 'Veģetārā';\n${pace}export function f() {`,
    );
    expect(changed.split(pace)).toHaveLength(3);
  });

  it('leave every other module as it is', () => {
    const code = "import { z } from 'zod';\nexport const idSchema = z.uuid();\n";
    expect(withYield(code, '/work/souk/apps/web/app/lib/api-client.ts')).toBeNull();
    expect(withYield(code, '/work/souk/node_modules/zod/v4/core/core.js')).toBeNull();
  });
});
