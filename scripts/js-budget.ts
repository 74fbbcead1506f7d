/**
 * Initial JavaScript (gzip -9) of the locality homes, vendor pages, cart and orders pages
 * (English, Arabic) on the production build, per file. Run after `npm run build`:
 * `npm run js-budget`. Exits with 1 when one of them is over the 120 KB budget (issues 3 and
 * 15). What a page loads first depends on its routes, not on who is signed in: the orders
 * pages are measured as a visitor sees them.
 */
import { startProductionServer } from '../e2e/support/server.ts';
import { DEMO_LOCALITIES, orderPages, pageTargets } from './shared/demo-targets.ts';
import { INITIAL_JS_BUDGET_BYTES, kib, measureInitialJs } from './shared/initial-js.ts';

const server = await startProductionServer();
let overBudget = false;
try {
  const pages: string[] = [];
  for (const locality of DEMO_LOCALITIES) {
    const targets = await pageTargets(server.baseUrl, locality);
    pages.push(targets.home, targets.vendor);
  }
  for (const { lang } of DEMO_LOCALITIES) pages.push(...orderPages(lang));
  for (const page of pages) {
    const result = await measureInitialJs(server.baseUrl, page);
    console.log(`\n${page}: ${result.gzipTotal} bytes gzip (${kib(result.gzipTotal)} KiB)`);
    for (const script of result.scripts) {
      const name = script.url.replace(/^\/assets\//, '');
      console.log(`  ${kib(script.gzipBytes).padStart(7)} KiB  ${name}`);
    }
    if (result.gzipTotal >= INITIAL_JS_BUDGET_BYTES) {
      console.log(`  over the ${INITIAL_JS_BUDGET_BYTES}-byte budget`);
      overBudget = true;
    }
  }
} finally {
  await server.stop();
}
if (overBudget) {
  console.error(`\nA page is over the ${INITIAL_JS_BUDGET_BYTES}-byte gzip budget.`);
  process.exitCode = 1;
}
