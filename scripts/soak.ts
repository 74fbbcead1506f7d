/**
 * `npm run soak`: a steady browse/cart/checkout mix against the production-mode server for
 * SOAK_MINUTES (default 10) at SOAK_RATE visits a second (default 4; a visit is 2–3 calls),
 * then checks 0 errors and that the server's resident memory grew less than 10 % after the
 * warm-up (the first fifth of the run). The figures go to docs/benchmarks.md ("Soak").
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startSoakServer } from './soak/soak-server.ts';
import type { Customer } from './soak/soak-shoppers.ts';
import {
  browse,
  caller,
  checkout,
  fillGuestCart,
  findShop,
  signInCustomer,
} from './soak/soak-shoppers.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = Number(process.env.SOAK_RATE ?? 4);
const CUSTOMERS = 4;
const RSS_GROWTH_LIMIT = 0.1;
const docsFile = path.resolve(import.meta.dirname, '../docs/benchmarks.md');

const server = await startSoakServer();
const answers = { ok: 0, errors: 0, latencies: [] as number[] };
const errors: string[] = [];
const call = caller(server.url, (ok, ms) => {
  if (ok) answers.ok += 1;
  else answers.errors += 1;
  answers.latencies.push(ms);
});
try {
  const shop = await findShop(call);
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1) customers.push(await signInCustomer(call, server.codeFor));

  const durationMs = MINUTES * 60_000;
  const warmUpMs = durationMs / 5;
  const started = performance.now();
  const samples: { atS: number; rss: number }[] = [];
  const visits: Promise<void>[] = [];
  let visitCount = 0;
  let nextSample = 0;
  // Open loop: a visit starts every 1/RATE s whatever the answers take, as real visitors do.
  for (let due = 0; due < durationMs; due += 1000 / RATE) {
    const wait = started + due - performance.now();
    if (wait > 0) await sleep(wait);
    if (due >= nextSample) {
      samples.push({ atS: Math.round(due / 1000), rss: await server.rss() });
      nextSample += 10_000;
    }
    const roll = visitCount % 10;
    visitCount += 1;
    const visit =
      roll < 6
        ? browse(call, shop)
        : roll < 9
          ? fillGuestCart(call, shop)
          : checkout(call, shop, customers[visitCount % CUSTOMERS] as Customer);
    visits.push(visit.catch((error: unknown) => void errors.push(String(error))));
  }
  await Promise.all(visits);
  samples.push({ atS: Math.round(durationMs / 1000), rss: await server.rss() });

  const afterWarmUp = samples.filter((s) => s.atS * 1000 >= warmUpMs);
  const base = afterWarmUp[0]?.rss ?? 0;
  const last = samples.at(-1)?.rss ?? 0;
  const peak = Math.max(...afterWarmUp.map((s) => s.rss));
  const growth = (last - base) / base;
  const sorted = [...answers.latencies].sort((a, b) => a - b);
  const p = (q: number) => Math.round(sorted[Math.floor(q * (sorted.length - 1))] ?? 0);
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const figures = {
    minutes: MINUTES,
    visits: visitCount,
    calls: answers.ok + answers.errors,
    errors: answers.errors + server.errorLines(),
    p50: p(0.5),
    p99: p(0.99),
    rssAfterWarmUp: mib(base),
    rssEnd: mib(last),
    rssPeak: mib(peak),
    growthPercent: (growth * 100).toFixed(1),
  };
  console.log(JSON.stringify(figures));
  for (const error of errors.slice(0, 5)) console.error(error);
  await writeDocs(figures);
  if (figures.errors > 0) throw new Error(`${figures.errors} errors during the soak`);
  if (growth >= RSS_GROWTH_LIMIT) {
    throw new Error(`RSS grew ${figures.growthPercent} % after warm-up (limit 10 %)`);
  }
} finally {
  await server.stop();
}

async function writeDocs(figures: Record<string, string | number>) {
  const day = new Date().toISOString().slice(0, 10);
  const section = [
    '## Soak',
    '',
    `\`npm run soak\` (${day}): ${figures.minutes} min at ${RATE} visits/s against the production-mode`,
    'server on the embedded database (6 in 10 visits browse: localities, the Riga vendor list, a',
    "catalogue; 3 fill a guest cart; 1 refills a signed-in customer's cart and places a cash order).",
    '',
    '| visits | calls | errors | p50 ms | p99 ms | RSS after warm-up | RSS at end | peak | growth |',
    '|---|---|---|---|---|---|---|---|---|',
    `| ${figures.visits} | ${figures.calls} | ${figures.errors} | ${figures.p50} | ${figures.p99} | ${figures.rssAfterWarmUp} MiB | ${figures.rssEnd} MiB | ${figures.rssPeak} MiB | ${figures.growthPercent} % |`,
    '',
    'Passes with 0 errors (answers other than the expected status, and error lines in the',
    "server's log) and resident memory growth under 10 % from the end of the warm-up (the first",
    'fifth) to the end. `SOAK_MINUTES` and `SOAK_RATE` shorten or change the run.',
    '',
  ].join('\n');
  const docs = await fs.readFile(docsFile, 'utf8');
  const at = docs.indexOf('## Soak\n');
  const end = at === -1 ? -1 : docs.indexOf('\n## ', at + 1);
  const next =
    at === -1
      ? `${docs.trimEnd()}\n\n${section}`
      : `${docs.slice(0, at)}${section}${end === -1 ? '' : docs.slice(end + 1)}`;
  await fs.writeFile(docsFile, next);
}
