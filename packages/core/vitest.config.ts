import { defineConfig } from 'vitest/config';

/**
 * The core's tests alone, for mutation testing (stryker.config.mjs runs it from the repository
 * root, hence the explicit root); `npm test` uses the root config.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: { include: ['src/**/*.test.ts'] },
});
