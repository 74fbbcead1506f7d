/**
 * What every benchmark row shares: the load generator (autocannon at 50 connections after a
 * warm-up, every response time kept for exact percentiles) and the row written to
 * docs/benchmarks.md.
 */
import fs from 'node:fs/promises';
import autocannon from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = 50;
export const HEADERS = { 'x-partner-code': 'souk', 'x-build-version': 'bench' };
/** What a browser sends: the browsing calls answer compressed, as they do for the storefront. */
export const BROWSER_HEADERS = { ...HEADERS, 'accept-encoding': 'gzip, deflate, br' };

export interface Figures {
  name: string;
  /** Rotating bodies handed out, warm-up included (0 without `bodies`). */
  bodiesSent: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** A request to measure: GET by default; `bodies` rotates POST bodies (search keywords). */
export interface Target {
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  bodies?: readonly string[];
  /** Rotates whole requests (path, headers, body): one cart per request, as many customers do. */
  rotate?: readonly { path: string; headers: Record<string, string>; body?: string }[];
  /**
   * Fixed request counts instead of durations, for requests that can each run only once (a
   * checkout empties its cart): the warm-up sends `warmUp`, the measured run `measured`, and the
   * rotation must hold both.
   */
  amounts?: { warmUp: number; measured: number };
}

export async function measure(
  name: string,
  target: Target | string,
  connections = CONNECTIONS,
): Promise<Figures> {
  const {
    url,
    headers = HEADERS,
    method = 'GET',
    bodies,
    rotate,
    amounts,
  } = typeof target === 'string' ? { url: target } : target;
  let next = 0;
  const requests = rotate
    ? [
        {
          method,
          setupRequest: (request: autocannon.Request) => {
            const pick = rotate[next++ % rotate.length];
            if (!pick) return request;
            return {
              ...request,
              path: pick.path,
              headers: { ...request.headers, ...pick.headers },
              ...(pick.body === undefined ? {} : { body: pick.body }),
            };
          },
        },
      ]
    : bodies
      ? [
          {
            method,
            setupRequest: (request: autocannon.Request) => ({
              ...request,
              body: bodies[next++ % bodies.length],
            }),
          },
        ]
      : [{ method }];
  const options = { url, headers, requests };
  // Warm caches and JIT before measuring.
  await run(
    {
      ...options,
      connections: 10,
      ...(amounts ? { amount: amounts.warmUp } : { duration: 2 }),
    },
    [],
  );
  // autocannon reports p97.5 but no p95: every response time is kept and ranked here.
  const times: number[] = [];
  const { result, elapsedMs } = await run(
    {
      ...options,
      connections,
      ...(amounts ? { amount: amounts.measured } : { duration: DURATION_S }),
    },
    times,
  );
  times.sort((a, b) => a - b);
  const figures: Figures = {
    name,
    bodiesSent: next,
    // A run of a fixed count is timed from its start to its last answer: autocannon's own
    // duration ends at its next one-second sample, which would round the run up to whole seconds.
    requestsPerSecond: Math.round(
      amounts ? times.length / (elapsedMs / 1000 || 1) : result.requests.average,
    ),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    errors: result.errors,
    non2xx: result.non2xx,
  };
  console.log(figures);
  return figures;
}

/** Runs autocannon; `elapsedMs` runs from the start to the last answer received. */
function run(
  options: autocannon.Options,
  times: number[],
): Promise<{ result: autocannon.Result; elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    let lastAnswerAt = startedAt;
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ result, elapsedMs: lastAnswerAt - startedAt }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime: number) => {
      times.push(responseTime);
      lastAnswerAt = performance.now();
    });
  });
}

/** Nearest-rank percentile of sorted milliseconds, to 0.1 ms. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return Math.round(value * 10) / 10;
}

export function row(f: Figures, note: string, rssMb: number | null): string {
  return `| ${f.name} | ${f.requestsPerSecond} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.errors + f.non2xx} | ${rssMb ?? '–'} | ${note} |`;
}

/**
 * A process's command name and the CPU it has used so far (user + system, in milliseconds), read
 * from /proc; null when there is no such process.
 */
export async function processCpu(
  pid: number | string,
): Promise<{ name: string; cpuMs: number } | null> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const close = stat.lastIndexOf(')');
  if (close < 0) return null;
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in
  // clock ticks (100 a second on Linux).
  const fields = stat.slice(close + 2).split(' ');
  return {
    name: stat.slice(stat.indexOf('(') + 1, close),
    cpuMs: (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10,
  };
}

/** A process and its children (the workers of a primary), by pid. */
async function processTree(pid: number): Promise<number[]> {
  const children = await fs
    .readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .then((text) => text.split(' ').filter(Boolean).map(Number))
    .catch(() => [] as number[]);
  return [pid, ...children];
}

/** Resident memory of a process and its children, in MB. */
export async function treeRssMb(pid: number): Promise<number> {
  const rssKb = async (id: number) => {
    const status = await fs.readFile(`/proc/${id}/status`, 'utf8').catch(() => '');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  };
  const sizes = await Promise.all((await processTree(pid)).map(rssKb));
  return Math.round(sizes.reduce((sum, kb) => sum + kb, 0) / 1024);
}

/** CPU a process and its children have used so far (user + system), in milliseconds. */
export async function treeCpuMs(pid: number): Promise<number> {
  const used = await Promise.all((await processTree(pid)).map((id) => processCpu(id)));
  return used.reduce((sum, cpu) => sum + (cpu?.cpuMs ?? 0), 0);
}
