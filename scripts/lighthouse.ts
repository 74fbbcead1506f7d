/**
 * Lighthouse (mobile) on the production build with the system Chromium: performance and
 * accessibility of the locality home and a vendor page in English and Arabic, plus the
 * JavaScript each page loads (its first load, gzip -9, and all it transferred during the
 * audit). Writes docs/lighthouse.md and prints the elements behind every failing
 * accessibility audit. Run after `npm run build`: `npm run lighthouse`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../e2e/support/browser.ts';
import { startProductionServer } from '../e2e/support/server.ts';
import { DEMO_LOCALITIES, pageTargets } from './shared/demo-targets.ts';
import { kib, measureInitialJs } from './shared/initial-js.ts';

const REPORT = path.resolve(import.meta.dirname, '..', 'docs', 'lighthouse.md');

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

const server = await startProductionServer();
const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'souk-lighthouse-'));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
  userDataDir,
});
const rows: Row[] = [];
try {
  for (const locality of DEMO_LOCALITIES) {
    const targets = await pageTargets(server.baseUrl, locality);
    for (const pagePath of [targets.home, targets.vendor]) {
      const result = await lighthouse(`${server.baseUrl}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError)
        console.log(`${pagePath} Lighthouse error: ${runtimeError.code} ${runtimeError.message}`);
      const lcpError = audits['largest-contentful-paint']?.errorMessage;
      if (lcpError) console.log(`${pagePath} LCP not measured: ${lcpError}`);
      const scriptBytes = itemsOf<NetworkItem>(audits['network-requests']?.details)
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const accessibilityIds = new Set(
        categories.accessibility?.auditRefs.map((ref) => ref.id) ?? [],
      );
      for (const audit of Object.values(audits)) {
        if (!accessibilityIds.has(audit.id) || audit.score === null || audit.score >= 1) continue;
        console.log(`${pagePath} accessibility: ${audit.id} (${audit.title})`);
        for (const { node } of itemsOf<NodeItem>(audit.details).slice(0, 5)) {
          console.log(`  ${node?.selector ?? '?'}\n    ${node?.snippet ?? ''}`);
          if (node?.explanation) console.log(`    ${node.explanation.replace(/\n/g, ' ')}`);
        }
      }
      const initial = await measureInitialJs(server.baseUrl, pagePath);
      const row: Row = {
        page: pagePath,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        initialJsKib: kib(initial.gzipTotal),
        scriptKib: kib(scriptBytes),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      };
      console.log(JSON.stringify(row));
      rows.push(row);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
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
await fs.writeFile(REPORT, lines.join('\n'));
console.log(`wrote ${path.relative(process.cwd(), REPORT)}`);
