/**
 * Lighthouse (mobile) on the production build with the system Chromium: performance and
 * accessibility of the locality home, a vendor page, and, for a signed-in customer, the cart
 * (filled) and the orders pages (the list, an order's status and details), in English and
 * Arabic, plus the JavaScript each page loads (its first load, gzip -9, and all it transferred
 * during the audit). Writes docs/lighthouse.md and prints the elements behind every failing
 * accessibility audit. Run after `npm run build`: `npm run lighthouse`.
 *
 * LIGHTHOUSE_JSON_DIR=<folder> also writes each page's full report there (its audits and
 * the trace's long tasks with the scripts behind them), to find what blocks the main thread;
 * LIGHTHOUSE_ONLY=<text> audits only the pages whose path contains it and leaves the table
 * in docs/lighthouse.md alone. LIGHTHOUSE_THROTTLING=devtools loads each page through a really
 * slowed network and CPU instead of simulating them from an unslowed load (Lighthouse's
 * "applied" throttling): slower and noisier, but it shows what a change does to a real slow
 * load where the simulation's model of it could mislead; it too leaves the table alone.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/browser.ts';
import { startProductionServer } from '../e2e/support/server.ts';
import { customerPages, startSmsCapture } from './shared/customer-pages.ts';
import { DEMO_LOCALITIES, pageTargets } from './shared/demo-targets.ts';
import { kib, measureInitialJs } from './shared/initial-js.ts';

const REPORT = path.resolve(import.meta.dirname, '..', 'docs', 'lighthouse.md');
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;
const ONLY = process.env.LIGHTHOUSE_ONLY;
const APPLIED_THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools';

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  initialJsKib: string;
  scriptKib: string;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

interface NodeItem {
  node?: { selector?: string; snippet?: string; explanation?: string };
}

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

function itemsOf<T>(details: unknown): T[] {
  return typeof details === 'object' && details !== null && 'items' in details
    ? (details.items as T[])
    : [];
}

const sms = await startSmsCapture();
const server = await startProductionServer({
  SMS_PROVIDER: 'http',
  SMS_GATEWAY_URL: sms.url,
  SMS_GATEWAY_ACCOUNT: 'lighthouse',
  SMS_GATEWAY_TOKEN: 'lighthouse',
});
const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'souk-lighthouse-'));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
  userDataDir,
});
// The customer's pages need the session cookie and the cart kept in the browser, which
// Lighthouse's storage reset would clear: they are put there first and kept for those audits
// (the HTTP cache is still emptied before each, so every load is a first one).
const devtools = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const customer = await customerPages(server.baseUrl, sms);

async function keepCustomerInBrowser() {
  const context = devtools.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  await context.addCookies([{ ...customer.cookie, url: server.baseUrl, httpOnly: true }]);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/api/health`);
  await page.evaluate((cartId) => localStorage.setItem('cartId', cartId), customer.cartId);
  const session = await context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  // The service worker an earlier audit installed would serve the scripts from its cache.
  await session.send('Storage.clearDataForOrigin', {
    origin: server.baseUrl,
    storageTypes: 'service_workers,cache_storage',
  });
  await page.close();
}

interface Audit {
  path: string;
  signedIn: boolean;
}

const audits: Audit[] = [];
for (const locality of DEMO_LOCALITIES) {
  const targets = await pageTargets(server.baseUrl, locality);
  const orders = `/${locality.lang}/menu/orders`;
  audits.push(
    { path: targets.home, signedIn: false },
    { path: targets.vendor, signedIn: false },
    { path: `/${locality.lang}/cart`, signedIn: true },
    { path: orders, signedIn: true },
    { path: `${orders}/${customer.orderId}/status`, signedIn: true },
    { path: `${orders}/${customer.orderId}/details`, signedIn: true },
  );
}

// A server that has just started compiles its code on its first requests (the locality home's
// first answer took 0.5–0.8 s against 0.1 s after that, which Lantern adds to every paint): each
// page is asked for once before the audits, so that they measure the pages as a running
// storefront serves them. The first render after a start is kept honest by its own journey
// (e2e/first-render.test.ts).
for (const { path: pagePath, signedIn } of audits) {
  if (ONLY && !pagePath.includes(ONLY)) continue;
  const cookie = `${customer.cookie.name}=${customer.cookie.value}`;
  const response = await fetch(`${server.baseUrl}${pagePath}`, {
    headers: signedIn ? { cookie } : {},
  });
  await response.text();
}

const rows: Row[] = [];
try {
  for (const { path: pagePath, signedIn } of audits) {
    if (ONLY && !pagePath.includes(ONLY)) continue;
    if (signedIn) await keepCustomerInBrowser();
    const result = await lighthouse(`${server.baseUrl}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: signedIn,
      ...(APPLIED_THROTTLING ? { throttlingMethod: 'devtools' as const } : {}),
    });
    if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
    const { categories, audits: found, runtimeError, finalDisplayedUrl } = result.lhr;
    if (JSON_DIR) {
      await fs.mkdir(JSON_DIR, { recursive: true });
      const name = pagePath.replace(/^\//, '').replace(/[^\w-]+/g, '_');
      await fs.writeFile(path.join(JSON_DIR, `${name}.json`), JSON.stringify(result.lhr));
      // The trace (DevTools' Performance panel opens it) names the functions behind each task.
      await fs.writeFile(
        path.join(JSON_DIR, `${name}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      );
    }
    if (runtimeError)
      console.log(`${pagePath} Lighthouse error: ${runtimeError.code} ${runtimeError.message}`);
    if (new URL(finalDisplayedUrl).pathname !== pagePath)
      throw new Error(`${pagePath} ended at ${finalDisplayedUrl}: not the page meant`);
    const lcpError = found['largest-contentful-paint']?.errorMessage;
    if (lcpError) console.log(`${pagePath} LCP not measured: ${lcpError}`);
    const scriptBytes = itemsOf<NetworkItem>(found['network-requests']?.details)
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const accessibilityIds = new Set(
      categories.accessibility?.auditRefs.map((ref) => ref.id) ?? [],
    );
    for (const audit of Object.values(found)) {
      if (!accessibilityIds.has(audit.id) || audit.score === null || audit.score >= 1) continue;
      console.log(`${pagePath} accessibility: ${audit.id} (${audit.title})`);
      for (const { node } of itemsOf<NodeItem>(audit.details).slice(0, 5)) {
        console.log(`  ${node?.selector ?? '?'}\n    ${node?.snippet ?? ''}`);
        if (node?.explanation) console.log(`    ${node.explanation.replace(/\n/g, ' ')}`);
      }
    }
    const initial = await measureInitialJs(
      server.baseUrl,
      pagePath,
      signedIn ? { cookie: `${customer.cookie.name}=${customer.cookie.value}` } : {},
    );
    const row: Row = {
      page: pagePath,
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      initialJsKib: kib(initial.gzipTotal),
      scriptKib: kib(scriptBytes),
      lcpMs: Math.round(found['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(found['total-blocking-time']?.numericValue ?? 0),
      cls: Math.round((found['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    };
    console.log(JSON.stringify(row));
    rows.push(row);
  }
} finally {
  await devtools.close().catch(() => undefined);
  chrome.kill();
  await server.stop();
  await sms.close();
  await fs.rm(userDataDir, { recursive: true, force: true });
}

const cpus = os.cpus();
const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node.js ${process.version}`;
const lines = [
  '# Lighthouse',
  '',
  'Mobile Lighthouse (default throttling: slow 4G, 4× CPU slowdown) against the production',
  'build and the demo seed, with the system Chromium. Refresh with `npm run build && npm run lighthouse`.',
  'Targets (issue "Locality home, vendors, catalogue…"): performance 90+, accessibility 100,',
  'initial JavaScript under 120 KB gzip.',
  '',
  '"First JS" is what the server-rendered page makes the browser fetch before it runs',
  "(modulepreload links, script tags and the hydration script's imports), gzip -9: the figure",
  'the 120 KB budget is about (`npm run js-budget` lists it per file; `e2e/js-budget.test.ts`',
  'keeps it under budget). "JS transferred" is every script the audit saw, including the parts',
  'fetched once the page is idle (footer, bottom navigation, banner arrows, vendor pager).',
  'Performance scores move by several points between runs on a busy machine.',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}.`,
  '',
  '| Page | Performance | Accessibility | First JS (KiB gzip) | JS transferred (KiB) | LCP (ms) | TBT (ms) | CLS |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${r.initialJsKib} | ${r.scriptKib} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`,
  ),
  '',
];
if (ONLY || APPLIED_THROTTLING) {
  const why = ONLY ? 'LIGHTHOUSE_ONLY' : 'LIGHTHOUSE_THROTTLING';
  console.log(`${why} set: ${path.relative(process.cwd(), REPORT)} left as it was`);
} else {
  // The findings below the table are written by hand: kept as they are.
  const previous = await fs.readFile(REPORT, 'utf8').catch(() => '');
  const findings = previous.indexOf('## Findings');
  const kept = findings >= 0 ? previous.slice(findings) : '';
  // A blank line keeps the table and the findings' heading apart.
  await fs.writeFile(REPORT, lines.join('\n') + (kept ? `\n${kept}` : ''));
  console.log(`wrote ${path.relative(process.cwd(), REPORT)}`);
}
