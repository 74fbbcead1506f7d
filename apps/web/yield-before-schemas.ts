import type { Plugin } from 'vite';

/**
 * In the browser each API schema file waits for a task of its own before building its
 * schemas. A chunk loaded at once is evaluated in one go, and building the catalogue's, the
 * cart's and the localities' schemas with zod was the longest task of every page once it was
 * idle (90–190 ms in Lighthouse's trace, unthrottled; about four times that on a phone),
 * during which a tap waits. With a top-level await at the head of each file the chunk stays
 * one file, and the browser handles input and draws between them.
 */
const SCHEMA_FILE = /packages[\\/]contracts[\\/]src[\\/][\w-]+\.ts$/;

/** A schema file's browser code, made to wait for a task of its own; null for any other file. */
export function withYield(code: string, id: string): { code: string; map: null } | null {
  if (!SCHEMA_FILE.test(id)) return null;
  return { code: `await new Promise((resolve) => setTimeout(resolve));\n${code}`, map: null };
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
