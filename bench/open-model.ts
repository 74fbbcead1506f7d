/**
 * An open model: requests arrive at a fixed rate, evenly spaced, whatever the answers take, as
 * people typing into many phones do (the constant arrival rate of wrk2 or k6). autocannon's
 * `overallRate` is not one: each connection sends its share of a second's requests back to back
 * when its second starts, and the connections' seconds start together, so the server gets the
 * whole second's requests at once and the figures measure how fast it drains a burst.
 *
 * A request's time runs from when it was due, not from when a connection was free to send it,
 * so a server falling behind shows in the figures instead of slowing the arrivals down.
 */
import http from 'node:http';
import type { Figures } from './measure.ts';
import { DURATION_S, percentile } from './measure.ts';

export interface OpenTarget {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** One body per request, in order; the run fails when they run out. */
  bodies: readonly string[];
  /** Requests a second. */
  rate: number;
  /** Connections kept open at most; requests due while all are busy wait for one. */
  connections: number;
}

/** Answers later than this count as errors. */
const TIMEOUT_MS = 10_000;
/** How often due requests are sent: fine enough that none waits more than a couple of ms. */
const TICK_MS = 2;

export async function measureOpen(name: string, target: OpenTarget): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: target.connections });
  let next = 0;
  try {
    // Warm caches and JIT at the same rate before measuring.
    await offer(target, agent, 2, () => next++, []);
    const times: number[] = [];
    const outcome = await offer(target, agent, DURATION_S, () => next++, times);
    times.sort((a, b) => a - b);
    const figures: Figures = {
      name,
      bodiesSent: next,
      requestsPerSecond: Math.round(times.length / (outcome.elapsedMs / 1000)),
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      p99: percentile(times, 0.99),
      errors: outcome.errors,
      non2xx: outcome.non2xx,
    };
    console.log(figures);
    return figures;
  } finally {
    agent.destroy();
  }
}

/** Sends `rate × seconds` requests on schedule; resolves when every one is answered or failed. */
function offer(
  target: OpenTarget,
  agent: http.Agent,
  seconds: number,
  take: () => number,
  times: number[],
): Promise<{ elapsedMs: number; errors: number; non2xx: number }> {
  const total = Math.round(target.rate * seconds);
  const spacingMs = 1000 / target.rate;
  const startedAt = performance.now();
  let sent = 0;
  let settled = 0;
  let errors = 0;
  let non2xx = 0;
  let lastAnswerAt = startedAt;
  return new Promise((resolve, reject) => {
    const settle = () => {
      settled += 1;
      if (settled === total) resolve({ elapsedMs: lastAnswerAt - startedAt, errors, non2xx });
    };
    const send = (dueAt: number) => {
      const body = target.bodies[take()];
      if (body === undefined) {
        clearInterval(ticker);
        reject(new Error('the bodies ran out'));
        return;
      }
      const request = http.request(target.url, {
        method: target.method,
        headers: { ...target.headers, 'content-length': Buffer.byteLength(body) },
        agent,
        timeout: TIMEOUT_MS,
      });
      // Settled once: a request cut off after its answer began fails on the answer, not on
      // the request.
      let done = false;
      const fail = () => {
        if (done) return;
        done = true;
        errors += 1;
        settle();
      };
      request.on('response', (response) => {
        response.resume();
        response.on('error', fail);
        response.on('end', () => {
          if (done) return;
          done = true;
          lastAnswerAt = performance.now();
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) times.push(lastAnswerAt - dueAt);
          else non2xx += 1;
          settle();
        });
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', fail);
      request.end(body);
    };
    const ticker = setInterval(() => {
      const now = performance.now();
      while (sent < total && startedAt + sent * spacingMs <= now) {
        send(startedAt + sent * spacingMs);
        sent += 1;
      }
      if (sent === total) clearInterval(ticker);
    }, TICK_MS);
  });
}
