/**
 * `npm run bench`: starts the built server on the large seed and measures endpoints with
 * autocannon at 50 connections, next to a bare Node `http` server answering the same bytes (the
 * ceiling). Figures go to docs/benchmarks.md. Loopback only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const HEADERS = { 'x-partner-code': 'souk', 'x-build-version': 'bench' };

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function runServer(dataDir: string, databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    rssMb: async () => {
      const status = await fs.readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function measure(name: string, url: string, headers: Record<string, string> = HEADERS) {
  // Warm caches and JIT before measuring.
  await autocannon({ url, headers, connections: 10, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const figures: Figures = {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
  console.log(figures);
  return figures;
}

/** A bare server that answers the captured bytes: the most this machine can do for that body. */
async function ceilingServer(body: Buffer, contentType: string) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

async function ensureLargeSeed(dataDir: string, databaseUrl: string) {
  const marker = path.join(dataDir, `.large-seeded${databaseUrl ? '-pg' : ''}`);
  if (await fs.stat(marker).catch(() => null)) return;
  console.log('Seeding the large marketplace (once)…');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/seed/seed-cli.ts', '--scale', 'large', '--reset'],
      {
        cwd: path.join(root, 'apps/api'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
        stdio: 'inherit',
      },
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exit ${code}`))));
  });
  await fs.writeFile(marker, new Date().toISOString());
}

async function benchDatabase(label: string, databaseUrl: string): Promise<string[]> {
  const dataDir = path.join(root, 'data', 'bench');
  await fs.mkdir(dataDir, { recursive: true });
  await ensureLargeSeed(dataDir, databaseUrl);
  const server = await runServer(dataDir, databaseUrl);
  const rows: string[] = [];
  try {
    const paramsUrl = `${server.url}/api/public/localities/metropolis/params`;
    const sample = await fetch(paramsUrl, { headers: HEADERS });
    if (sample.status !== 200) throw new Error(`params answered ${sample.status}`);
    const body = Buffer.from(await sample.arrayBuffer());
    const params = await measure(`params (${label})`, paramsUrl);
    const ceiling = await ceilingServer(
      body,
      sample.headers.get('content-type') ?? 'application/json',
    );
    const bare = await measure('bare node http, same bytes', ceiling.url, {});
    ceiling.close();
    const share = Math.round((params.requestsPerSecond / bare.requestsPerSecond) * 100);
    rows.push(row(params, `${share}% of ceiling`, await server.rssMb()));
    rows.push(row(bare, 'ceiling', null));
  } finally {
    await server.stop();
  }
  return rows;
}

function row(f: Figures, note: string, rssMb: number | null): string {
  return `| ${f.name} | ${f.requestsPerSecond} | ${f.p50} | ${f.p99} | ${f.errors + f.non2xx} | ${rssMb ?? '–'} | ${note} |`;
}

async function main() {
  const rows = await benchDatabase('PGlite', '');
  if (process.env.BENCH_DATABASE_URL) {
    rows.push(...(await benchDatabase('PostgreSQL', process.env.BENCH_DATABASE_URL)));
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const report = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (bench/run.ts). Each endpoint runs for',
    `${DURATION_S} s at ${CONNECTIONS} connections with autocannon on loopback, after a 2 s warm-up,`,
    'against the production server (`NODE_ENV=production`) on the large seed. The ceiling is a bare',
    'Node `http` server answering the same bytes.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpu}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
    `- Node.js ${process.version}`,
    '',
    '| endpoint | req/s | p50 ms | p99 ms | errors | server RSS MB | note |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
  ].join('\n');
  await fs.writeFile(path.join(root, 'docs', 'benchmarks.md'), report);
  console.log(report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
