/**
 * Lighthouse (mobile) on the production build with the system Chromium: performance and
 * accessibility of the locality home and a vendor page in English and Arabic, plus the
 * initial JavaScript the page loads (gzip). Writes docs/lighthouse.md. Run after
 * `npm run build`: `npm run lighthouse`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../e2e/support/browser.ts';
import { startProductionServer } from '../e2e/support/server.ts';
import { DEMO_LOCALITIES, pageTargets } from './shared/demo-targets.ts';

const REPORT = path.resolve(import.meta.dirname, '..', 'docs', 'lighthouse.md');

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  scriptKb: number;
  lcpMs: number;
  tbtMs: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
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
      const { categories, audits } = result.lhr;
      const details = audits['network-requests']?.details;
      const items: NetworkItem[] =
        details && 'items' in details ? (details.items as NetworkItem[]) : [];
      const scriptBytes = items
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const failing = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1)
        .filter((audit) =>
          result.lhr.categories.accessibility?.auditRefs.some((r) => r.id === audit.id),
        )
        .map((audit) => audit.id);
      if (failing.length > 0)
        console.log(`${pagePath} accessibility issues: ${failing.join(', ')}`);
      const row: Row = {
        page: pagePath,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        scriptKb: Math.round((scriptBytes / 1024) * 10) / 10,
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
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
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}.`,
  '',
  '| Page | Performance | Accessibility | JS transferred (KiB, gzip) | LCP (ms) | TBT (ms) |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${r.scriptKb} | ${r.lcpMs} | ${r.tbtMs} |`,
  ),
  '',
];
await fs.writeFile(REPORT, lines.join('\n'));
console.log(`wrote ${path.relative(process.cwd(), REPORT)}`);
