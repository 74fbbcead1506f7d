import { parseAst, type Plugin } from 'vite';

/**
 * In the browser the API schema files build their schemas a few milliseconds at a time, letting
 * the browser handle input and draw in between. A chunk loaded at once is evaluated in one go,
 * and building the catalogue's, the cart's and the localities' schemas with zod was the longest
 * task of every page once it was idle (90–190 ms in Lighthouse's trace, unthrottled; about four
 * times that on a phone), during which a tap waits. A wait at the head of each file split that
 * by file, but the largest files still took 15–38 ms each on a fast machine.
 *
 * So every top-level statement of a schema file (after its imports) is preceded by a top-level
 * `await` on the pacer: nothing (a microtask) while less than `PACE_MS` has passed since the
 * last break, a new task otherwise. The chunk stays one file; the pacer is defined once per page
 * (kept on `globalThis`), so that all the schema files share one clock.
 */
const SCHEMA_FILE = /packages[\\/]contracts[\\/]src[\\/][\w-]+\.ts$/;

/** How long a schema file may build before the browser gets the thread back (ms). */
export const PACE_MS = 4;

/**
 * The pacer's name in each file and on `globalThis`. A message on a channel of its own starts
 * the next task: a timer would do it too, but timers set from within timers are held back to
 * 4 ms apart after a few, which would stretch a hundred breaks to half a second.
 */
const PACER = '__soukSchemaPace';
const PACER_DEFINITION = `const ${PACER} = (globalThis.${PACER} ??= (() => {
  let since = performance.now();
  const nextTask = () => new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      since = performance.now();
      resolve();
    };
    channel.port2.postMessage(null);
  });
  return () => (performance.now() - since < ${PACE_MS} ? undefined : nextTask());
})());
`;
const PACE = `await ${PACER}();\n`;

/** A schema file's browser code, paced between its statements; null for any other file. */
export function withYield(code: string, id: string): { code: string; map: null } | null {
  if (!SCHEMA_FILE.test(id)) return null;
  const statements = parseAst(code).body;
  let paced = '';
  let copied = 0;
  for (const statement of statements) {
    if (statement.type === 'ImportDeclaration') continue;
    paced += code.slice(copied, statement.start) + PACE;
    copied = statement.start;
  }
  paced += code.slice(copied);
  return { code: PACER_DEFINITION + paced, map: null };
}

export function yieldBeforeSchemas(): Plugin {
  return {
    name: 'souk:yield-before-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      return this.environment.config.build.ssr ? null : withYield(code, id);
    },
  };
}
