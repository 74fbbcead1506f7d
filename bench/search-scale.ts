/**
 * Issue 15 part 2, the search at city scale: people typing, so every keyword is new. Keywords
 * are one-letter typos of the large seed's product names (~128 000 distinct names in English and
 * as many in Spanish), each sent once, offered at a fixed rate whatever the answers take (an open
 * model, open-model.ts, over enough connections that the rate is never capped by waiting
 * answers). The row gives the rate achieved beside the rate offered, and errors, then
 * what one new search costs in CPU, the server's and PostgreSQL's, measured one at a time.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import pg from 'pg';
import { HEADERS, processCpu, row } from './measure.ts';
import { measureOpen } from './open-model.ts';

/** Searches offered per second, and the p95 they must be answered in. */
const SCALE_RATE = 200;
const SCALE_P95_MS = 50;
/** At 200 a second and a 50 ms answer ~10 are in flight; 100 leave room for slow seconds. */
const SCALE_CONNECTIONS = 100;
/**
 * New keywords sent one at a time after the run, to measure what one search costs in CPU: a
 * figure that moves with the code, where the rate achieved under overload mostly says how far
 * the machine is from the target.
 */
const COST_SEARCHES = 300;

export async function searchScaleRow(
  server: {
    url: string;
    rssMb(): Promise<number>;
    cpuMs(): Promise<number>;
    loggedCount(pattern: RegExp): number;
  },
  label: string,
  databaseUrl: string,
  /** Server processes behind the URL (WORKERS), each of which must be warm. */
  processes: number,
): Promise<string> {
  const names = await productNames(databaseUrl);
  const keywords = typosOnce(names);
  // The last few are kept back for the cost of one search, so each is new there too.
  const offered = keywords.slice(0, -COST_SEARCHES);
  const url = `${server.url}/api/public/localities/metropolis/search`;
  const headers = { ...HEADERS, 'content-type': 'application/json' };
  // The name dictionary and the name → product links are read once per locality by each
  // process when first searched, as after any start of a server in production: measured warm,
  // once every process uses the links (each logs it; searches are answered from the database
  // until then).
  await warmEvery(server, url, headers, processes);
  const figures = await measureOpen(
    `search at city scale, every keyword new, ${SCALE_RATE}/s offered (${label})`,
    {
      url,
      method: 'POST',
      headers,
      bodies: offered.map((keyword) => JSON.stringify({ keyword })),
      rate: SCALE_RATE,
      connections: SCALE_CONNECTIONS,
    },
  );
  if (figures.bodiesSent > offered.length) throw new Error('search keywords ran out');
  const cost = await costOfOneSearch(server, url, headers, keywords.slice(-COST_SEARCHES));
  // Met only when the offered rate was answered, all of it, in time.
  const answered =
    figures.errors + figures.non2xx === 0 && figures.requestsPerSecond >= SCALE_RATE * 0.95;
  const verdict = answered && figures.p95 <= SCALE_P95_MS ? 'PASS' : 'MISS';
  const note = [
    `target p95 ≤ ${SCALE_P95_MS} ms at ${SCALE_RATE}/s offered: ${verdict}`,
    figures.requestsPerSecond === 0
      ? 'none answered within the 10 s timeout (latencies shown as 0)'
      : `${figures.requestsPerSecond}/s achieved`,
    `${names.length} distinct product names`,
    `one new search at a time costs ${cost.serverMs.toFixed(1)} ms of the server's CPU` +
      (cost.databaseMs === null
        ? ''
        : ` and ${cost.databaseMs.toFixed(1)} ms of PostgreSQL's (its processes on this machine)`),
  ].join('; ');
  return row(figures, note, await server.rssMb());
}

/**
 * Searches on a new connection each (so that a primary hands them to all its workers) until
 * every process has logged that it holds the locality's name links.
 */
async function warmEvery(
  server: { loggedCount(pattern: RegExp): number },
  url: string,
  headers: Record<string, string>,
  processes: number,
): Promise<void> {
  const held = /search links held in memory/g;
  const startedAt = Date.now();
  while (server.loggedCount(held) < processes) {
    if (Date.now() - startedAt > 180_000) {
      throw new Error(`${server.loggedCount(held)} of ${processes} processes held the links`);
    }
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(url, { method: 'POST', headers, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
      request.end('{"keyword":"pizza"}');
    });
    if (status !== 200) throw new Error(`search answered ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * CPU a new keyword costs, sent one at a time (no queue, no concurrency): the server process's,
 * and PostgreSQL's when its processes run on this machine (null otherwise). PostgreSQL's are
 * all of its processes, background ones included, read from /proc.
 */
async function costOfOneSearch(
  server: { cpuMs(): Promise<number> },
  url: string,
  headers: Record<string, string>,
  keywords: readonly string[],
): Promise<{ serverMs: number; databaseMs: number | null }> {
  await quiet(server);
  const serverBefore = await server.cpuMs();
  const databaseBefore = await postgresCpuMs();
  for (const keyword of keywords) {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ keyword }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`search answered ${response.status}`);
  }
  const serverMs = ((await server.cpuMs()) - serverBefore) / keywords.length;
  const databaseAfter = await postgresCpuMs();
  const databaseMs =
    databaseBefore === null || databaseAfter === null
      ? null
      : (databaseAfter - databaseBefore) / keywords.length;
  return { serverMs, databaseMs };
}

/**
 * Waits until the server has finished what the overloaded run left queued (the connections
 * closed, but requests already read are still answered): under a tenth of a core for 300 ms.
 */
async function quiet(server: { cpuMs(): Promise<number> }): Promise<void> {
  const startedAt = Date.now();
  let last = await server.cpuMs();
  while (Date.now() - startedAt < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await server.cpuMs();
    if (now - last < 30) return;
    last = now;
  }
}

/** CPU used so far by the processes named postgres on this machine, or null when there are none. */
async function postgresCpuMs(): Promise<number | null> {
  let total = 0;
  let found = false;
  for (const entry of await fs.readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const proc = await processCpu(entry);
    if (proc?.name !== 'postgres') continue;
    total += proc.cpuMs;
    found = true;
  }
  return found ? total : null;
}

/** Every product name of metropolis, in every language, as the search dictionary holds them. */
async function productNames(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ term: string }>(
      `select t.term from search_terms t join localities l on l.id = t.locality_id
       where l.code = 'metropolis' and t.kind = 'PRODUCT' order by t.id`,
    );
    return rows.map((r) => r.term);
  } finally {
    await client.end();
  }
}

/**
 * One typo of each name (a letter dropped, doubled, swapped with the next or replaced by a
 * vowel, at a position and of a kind picked by a fixed-seed generator), never a name itself and
 * never twice, in a fixed-seed shuffled order: every run sends the same sequence.
 */
function typosOnce(names: readonly string[]): string[] {
  let seed = 20_261_127;
  const next = (below: number) => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return (seed >>> 8) % below;
  };
  const originals = new Set(names);
  const keywords = new Set<string>();
  for (const name of names) {
    const letters = [...name];
    const at = next(letters.length);
    const [before, letter, after] = [
      letters.slice(0, at).join(''),
      letters[at] ?? '',
      letters.slice(at + 1).join(''),
    ];
    const typo = [
      before + after,
      before + letter + letter + after,
      before + (letters[at + 1] ?? '') + letter + letters.slice(at + 2).join(''),
      before + 'aeiouy'.charAt(next(6)) + after,
    ][next(4)] as string;
    if (typo.trim().length >= 3 && !originals.has(typo)) keywords.add(typo);
  }
  const list = [...keywords];
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = next(i + 1);
    [list[i], list[j]] = [list[j] as string, list[i] as string];
  }
  return list;
}
