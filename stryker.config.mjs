// Mutation testing of the core's money, schedule, preorder and cart-pricing rules (issue 14):
// `npm run mutation`. Incremental: only mutants whose code or tests changed since the last run
// are tested again. Concurrency 1: it shares a small machine with the rest of the work.
export default {
  testRunner: 'vitest',
  // Every core test, not vitest's guess of the related ones (it misses them across roots).
  vitest: { configFile: 'packages/core/vitest.config.ts', related: false },
  mutate: [
    'packages/core/src/money.ts',
    'packages/core/src/schedule.ts',
    'packages/core/src/preorder/slots.ts',
    'packages/core/src/cart-pricing/cart-totals.ts',
    'packages/core/src/cart-pricing/promo-code.ts',
  ],
  // The core imports nothing from the apps: the sandbox copy leaves them out.
  ignorePatterns: ['apps', 'e2e', 'bench', 'docs', 'scripts', 'data'],
  concurrency: 1,
  incremental: true,
  incrementalFile: 'node_modules/.cache/stryker/incremental.json',
  tempDirName: 'node_modules/.cache/stryker/tmp',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'node_modules/.cache/stryker/mutation.html' },
  jsonReporter: { fileName: 'node_modules/.cache/stryker/mutation.json' },
  thresholds: { high: 98, low: 95, break: 95 },
};
