/**
 * `BENCH_ONLY=workers` (PostgreSQL only): one read endpoint with one server process and with
 * `WORKERS=2` (ops/workers.ts), in the same run, one after the other, so the two rows share the
 * machine and the database. How busy the cores were just before each measurement (with the
 * server idle) goes into the row's note: the load generator runs on the same cores as the
 * servers, so anything else running shows in the figures.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import { BROWSER_HEADERS, measure, row, treeRssMb } from './measure.ts';

interface StartedServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts the server with extra settings; resolves when `ready` matches its output. */
export type StartServer = (env: Record<string, string>, ready: RegExp) => Promise<StartedServer>;

const ENDPOINT = '/api/public/localities/metropolis/vendors?page=2';

export async function workersRows(startServer: StartServer, label: string): Promise<string[]> {
  const rows: string[] = [];
  const setups: [string, Record<string, string>, RegExp][] = [
    ['1 process', {}, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/],
    ['WORKERS=2', { WORKERS: '2' }, /all 2 workers listening at (http:\/\/127\.0\.0\.1:\d+)/],
  ];
  for (const [setup, env, ready] of setups) {
    const server = await startServer(env, ready);
    try {
      const busy = await machineBusyPercent();
      const load = os.loadavg()[0]?.toFixed(2) ?? '?';
      const figures = await measure(`vendors page 2 of 30, ${setup} (${label})`, {
        url: `${server.url}${ENDPOINT}`,
        headers: BROWSER_HEADERS,
      });
      const note = `${os.cpus().length} cores, ${busy}% busy in the 3 s before (load average ${load})`;
      rows.push(row(figures, note, await treeRssMb(server.pid)));
    } finally {
      await server.stop();
    }
  }
  return rows;
}

/** The share of CPU time all cores spent on anything but idling over the next three seconds. */
async function machineBusyPercent(): Promise<number> {
  const sample = async () => {
    const line = (await fs.readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
    const ticks = line.split(/\s+/).slice(1).map(Number);
    // Fields: user nice system idle iowait irq softirq steal …; idle and iowait are "not busy".
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { idle, total: ticks.slice(0, 8).reduce((sum, tick) => sum + tick, 0) };
  };
  const before = await sample();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const after = await sample();
  const total = after.total - before.total;
  return total > 0 ? Math.round((1 - (after.idle - before.idle) / total) * 100) : 0;
}
