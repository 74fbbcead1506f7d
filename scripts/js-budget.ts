/**
 * Initial JavaScript (gzip -9) of the locality home, the Arabic locality home and a vendor
 * page on the production build, per file. Run after `npm run build`: `npm run js-budget`.
 * Exits with 1 when the English locality home is over the 120 KB budget.
 */
import { startProductionServer } from '../e2e/support/server.ts';
import { DEMO_LOCALITIES, pageTargets } from './shared/demo-targets.ts';
import { INITIAL_JS_BUDGET_BYTES, kib, measureInitialJs } from './shared/initial-js.ts';

const server = await startProductionServer();
let overBudget = false;
try {
  const [english] = DEMO_LOCALITIES;
  if (!english) throw new Error('no demo locality');
  const vendor = (await pageTargets(server.baseUrl, english)).vendor;
  const pages = [...DEMO_LOCALITIES.map((l) => `/${l.lang}/${l.localityCode}`), vendor];
  for (const page of pages) {
    const result = await measureInitialJs(server.baseUrl, page);
    console.log(`\n${page}: ${result.gzipTotal} bytes gzip (${kib(result.gzipTotal)} KiB)`);
    for (const script of result.scripts) {
      const name = script.url.replace(/^\/assets\//, '');
      console.log(`  ${kib(script.gzipBytes).padStart(7)} KiB  ${name}`);
    }
    if (page === pages[0] && result.gzipTotal >= INITIAL_JS_BUDGET_BYTES) overBudget = true;
  }
} finally {
  await server.stop();
}
if (overBudget) {
  console.error(`\nThe locality home is over the ${INITIAL_JS_BUDGET_BYTES}-byte gzip budget.`);
  process.exitCode = 1;
}
