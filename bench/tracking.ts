/**
 * Issue 13 "Speed" (`BENCH_ONLY=tracking`, PostgreSQL only):
 *
 * 1. Sockets on one server process, one courier move per 4 s each: the publish → arrival
 *    latency (target p99 under 100 ms at 10,000 sockets) and the server's memory per socket,
 *    beside a bare `ws` server relaying the same notifications to the same number of sockets
 *    in the same run (bench/tracking-floor.ts). `BENCH_SOCKETS` is a comma list of socket
 *    counts (default 10000), each measured in turn.
 * 2. Two server processes on one database: sockets on B, moves reported on A through the
 *    courier app's own call (POST /api/courier/me/position): target p99 under 50 ms.
 *    `BENCH_FANOUT_SOCKETS` sockets (default 1000), so as many couriers report each 4 s.
 *
 * Sockets are opened and timed by a client process of its own (bench/tracking-client.ts). In
 * part 1 the moves are the NOTIFY the server's publisher sends, issued by that client (the
 * moves due in each 10 ms go in one statement), so the figures are those of the channel and
 * not of the courier call's transaction; part 2 times the whole path.
 *
 * The orders, their customers and couriers with sessions are written straight into the
 * database (bulk inserts copying one order placed through the API), and removed afterwards.
 */
import type { ChildProcess } from 'node:child_process';
import { fork, spawn } from 'node:child_process';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { benchPartnerLogin } from './checkout.ts';
import { placeSampleOrder } from './checkout.ts';
import { HEADERS } from './measure.ts';
import type { ClientCommand, ClientReport, RunReport, TrackedSocket } from './tracking-client.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The channel apps/api/src/modules/tracking/tracking-channel.ts publishes on. */
const CHANNEL = 'souk_order_tracking';
const PERIOD_MS = 4_000;
const SOCKET_COUNTS = (process.env.BENCH_SOCKETS ?? '10000')
  .split(',')
  .map((count) => Number(count.trim()))
  .filter((count) => Number.isInteger(count) && count > 0);
const FANOUT_SOCKETS = Number(process.env.BENCH_FANOUT_SOCKETS ?? 1000);
/**
 * Couriers reporting in part 2, one call per 4 s each, each carrying one of the watched orders
 * (default 100: 25 calls a second; at one call per socket, 250 a second for 1000 sockets, the
 * calls queued for minutes on this shared 2-core machine and the figure measured only the queue).
 */
const FANOUT_COURIERS = Math.min(FANOUT_SOCKETS, Number(process.env.BENCH_FANOUT_COURIERS ?? 100));
/** Seconds of moves per measurement: ten moves per socket by default. */
const RUN_SECONDS = Number(process.env.BENCH_TRACKING_SECONDS ?? 40);
/** Upgrades in flight at once while the client opens its sockets. */
const OPEN_PARALLEL = 64;
const SAME_PROCESS_TARGET_MS = 100;
const CROSS_PROCESS_TARGET_MS = 50;

export interface BenchProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export interface TrackingBenchOptions {
  databaseUrl: string;
  /** Starts the production API as a process of its own on the bench database. */
  startApi(): Promise<BenchProcess>;
  login: ReturnType<typeof benchPartnerLogin>;
}

/** Resident memory of a process, in kB, from /proc. */
async function rssKb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

const mb = (kb: number) => Math.round(kb / 1024);
const load = () => os.loadavg()[0]?.toFixed(1) ?? '?';

async function startFloor(databaseUrl: string): Promise<BenchProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/tracking-floor.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, TRACKING_CHANNEL: CHANNEL },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`floor exited with ${code}:\n${output}`)));
  });
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The client process, and a way to give it a command and await its one answer. */
function startClient() {
  const child: ChildProcess = fork(path.join(root, 'bench/tracking-client.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T extends ClientReport['type']>(command: ClientCommand, answer: T) =>
    new Promise<Extract<ClientReport, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) => {
        child.off('message', onMessage);
        reject(new Error(`the tracking client exited with ${code}`));
      };
      const onMessage = (message: ClientReport) => {
        child.off('exit', onExit);
        child.off('message', onMessage);
        if (message.type === answer) resolve(message as Extract<ClientReport, { type: T }>);
        else reject(new Error(message.type === 'error' ? message.message : message.type));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(command);
    });
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => resolve());
      child.send({ type: 'close' } satisfies ClientCommand);
    });
  return { ask, close };
}

const newToken = (prefix: 'cus_' | 'cou_') => prefix + randomBytes(32).toString('base64url');
/** As the API stores a session token (sessions/session-tokens.ts): its SHA-256 only. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

interface Prepared {
  /** Each order with its owner's session token. */
  sockets: TrackedSocket[];
  /** The session token of the courier carrying each order, by order id. */
  courierTokens: Record<string, string>;
  remove(): Promise<void>;
}

/** Copied from the sample order into every bench order. */
const COPIED_COLUMNS = `partner_id, locality_id, vendor_id, receipt_type, payment_type,
  payment_method, payment_status, locality_code, currency_code, time_zone, vendor_name, vendor_avatar,
  vendor_address, address, preorder_date_time, lines, utensils, cart_total, original_total,
  delivery_total, tip_amount, discounts, final_total, promo_code, promo_type, promo_discount`;

/**
 * `count` orders on their way (ON_DELIVERY), each of its own customer and carried by its own
 * courier, with a signed-in session for both: six statements whatever the count.
 */
async function prepareOrders(
  databaseUrl: string,
  sampleOrderId: string,
  count: number,
): Promise<Prepared> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const expires = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const sample = await pool.query<{ partner_id: string; locality_id: string }>(
    'select partner_id, locality_id from orders where id = $1',
    [sampleOrderId],
  );
  const { partner_id: partnerId, locality_id: localityId } = sample.rows[0] ?? {};
  if (!partnerId) throw new Error('the sample order is gone');
  const customers = await pool.query<{ id: string }>(
    `insert into customers (partner_id, name)
      select $1, 'Tracking bench ' || g from generate_series(1, $2) as g returning id`,
    [partnerId, count],
  );
  const customerIds = customers.rows.map((row) => row.id);
  const customerTokens = customerIds.map(() => newToken('cus_'));
  await pool.query(
    `insert into customer_sessions (customer_id, partner_id, token_hash, expires_at)
      select c, $1, h, $2 from unnest($3::uuid[], $4::text[]) as s(c, h)`,
    [partnerId, expires, customerIds, customerTokens.map(tokenHash)],
  );
  // Phone numbers unique per partner: a random block of numbers per run.
  const block = randomInt(100_000, 999_999);
  const couriers = await pool.query<{ id: string }>(
    `insert into couriers (partner_id, locality_id, phone, name)
      select $1, $2, '+1' || $3 || lpad(g::text, 6, '0'), 'Bench courier ' || g
      from generate_series(1, $4) as g returning id`,
    [partnerId, localityId, String(block), count],
  );
  const courierIds = couriers.rows.map((row) => row.id);
  const courierTokens = courierIds.map(() => newToken('cou_'));
  await pool.query(
    `insert into courier_sessions (courier_id, partner_id, token_hash, expires_at)
      select c, $1, h, $2 from unnest($3::uuid[], $4::text[]) as s(c, h)`,
    [partnerId, expires, courierIds, courierTokens.map(tokenHash)],
  );
  const orders = await pool.query<{ id: string; customer_id: string; courier_id: string }>(
    `insert into orders (id, customer_id, courier_id, courier_latitude, courier_longitude, status,
        ${COPIED_COLUMNS})
      select gen_random_uuid(), pair.customer_id, pair.courier_id, 10, 20, 'ON_DELIVERY',
        ${COPIED_COLUMNS}
      from unnest($1::uuid[], $2::uuid[]) as pair(customer_id, courier_id)
      cross join (select * from orders where id = $3) as sample
      returning id, customer_id, courier_id`,
    [customerIds, courierIds, sampleOrderId],
  );
  const customerToken = new Map(customerIds.map((id, i) => [id, customerTokens[i] as string]));
  const courierToken = new Map(courierIds.map((id, i) => [id, courierTokens[i] as string]));
  const orderIds = orders.rows.map((row) => row.id);
  return {
    sockets: orders.rows.map((row) => ({
      orderId: row.id,
      token: customerToken.get(row.customer_id) as string,
    })),
    courierTokens: Object.fromEntries(
      orders.rows.map((row) => [row.id, courierToken.get(row.courier_id) as string]),
    ),
    remove: async () => {
      try {
        await pool.query('delete from courier_presence where courier_id = any($1::uuid[])', [
          courierIds,
        ]);
        await pool.query('delete from orders where id = any($1::uuid[])', [orderIds]);
        await pool.query('delete from courier_sessions where courier_id = any($1::uuid[])', [
          courierIds,
        ]);
        await pool.query('delete from couriers where id = any($1::uuid[])', [courierIds]);
        await pool.query('delete from customer_sessions where customer_id = any($1::uuid[])', [
          customerIds,
        ]);
        await pool.query('delete from customers where id = any($1::uuid[])', [customerIds]);
      } finally {
        await pool.end();
      }
    },
  };
}

interface SocketFigures {
  run: RunReport;
  held: number;
  wanted: number;
  openSeconds: number;
  openError: string | null;
  heartbeatsBeforeState: number;
  rssBeforeKb: number;
  rssOpenKb: number;
  rssAfterKb: number;
  load: string;
}

/** Opens the sockets on `server`, runs the moves, and reads the server's memory around it. */
async function socketRun(
  server: BenchProcess,
  sockets: readonly TrackedSocket[],
  publisher: Extract<ClientCommand, { type: 'run' }>['publisher'],
  wsPath: string,
  movers?: number,
): Promise<SocketFigures> {
  const client = startClient();
  try {
    const rssBeforeKb = await rssKb(server.pid);
    const opened = await client.ask(
      {
        type: 'open',
        wsUrl: `${server.url.replace(/^http/, 'ws')}${wsPath}`,
        partnerCode: HEADERS['x-partner-code'],
        sockets: [...sockets],
        parallel: OPEN_PARALLEL,
      },
      'opened',
    );
    const rssOpenKb = await rssKb(server.pid);
    const loadAtStart = load();
    const run = await client.ask(
      { type: 'run', seconds: RUN_SECONDS, periodMs: PERIOD_MS, publisher, movers },
      'ran',
    );
    return {
      run,
      held: opened.held,
      wanted: sockets.length,
      openSeconds: opened.seconds,
      openError: opened.firstError,
      heartbeatsBeforeState: opened.heartbeatsBeforeState,
      rssBeforeKb,
      rssOpenKb,
      rssAfterKb: await rssKb(server.pid),
      load: `${loadAtStart}–${load()}`,
    };
  } finally {
    await client.close();
  }
}

const bytesPerSocket = (figures: SocketFigures) =>
  figures.held > 0
    ? Math.round(((figures.rssOpenKb - figures.rssBeforeKb) * 1024) / figures.held)
    : 0;

function row(name: string, figures: SocketFigures, note: string): string {
  const { run } = figures;
  const missing = run.lost + run.closedDuringRun + run.publishErrors;
  const memory = `RSS ${mb(figures.rssBeforeKb)} → ${mb(figures.rssOpenKb)} MB with the sockets (${bytesPerSocket(figures)} B/socket)`;
  const held = `${figures.held} of ${figures.wanted} sockets held (opened in ${figures.openSeconds} s${figures.openError ? `; first refusal: ${figures.openError}` : ''}${figures.heartbeatsBeforeState > 0 ? `; ${figures.heartbeatsBeforeState} got a heartbeat before the state` : ''})`;
  return `| ${name} | ${run.publishedPerSecond} | ${run.p50} | ${run.p95} | ${run.p99} | ${missing} | ${mb(figures.rssAfterKb)} | ${note}; ${held}; ${memory}; max ${run.max} ms${run.callP99 === null ? '' : `; courier call answered p50 ${run.callP50} / p99 ${run.callP99} ms`}; load ${figures.load} |`;
}

async function withServer<T>(
  start: () => Promise<BenchProcess>,
  work: (server: BenchProcess) => Promise<T>,
) {
  const server = await start();
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

export async function trackingRows(options: TrackingBenchOptions): Promise<string[]> {
  const { databaseUrl, startApi } = options;
  const sampleOrderId = await withServer(startApi, (server) =>
    placeSampleOrder(server.url, options.login),
  );
  const most = Math.max(...SOCKET_COUNTS, FANOUT_SOCKETS);
  console.log(`Preparing ${most} orders on their way, with customers and couriers…`);
  const prepared = await prepareOrders(databaseUrl, sampleOrderId, most);
  const rows: string[] = [];
  const notify = { kind: 'notify', databaseUrl, channel: CHANNEL } as const;
  try {
    for (const count of SOCKET_COUNTS) {
      const sockets = prepared.sockets.slice(0, count);
      const name = `tracking, ${count} sockets, 1 move/4 s each, NOTIFY → socket (PostgreSQL)`;
      console.log(`${name}…`);
      const api = await withServer(startApi, (server) =>
        socketRun(server, sockets, notify, '/api/customer/orders/track'),
      );
      console.log(`bare ws relay, ${count} sockets…`);
      const floor = await withServer(
        () => startFloor(databaseUrl),
        (server) => socketRun(server, sockets, notify, '/'),
      );
      const met = api.run.p99 < SAME_PROCESS_TARGET_MS && api.held === count ? 'met' : 'MISSED';
      rows.push(
        row(
          name,
          api,
          `target p99 < ${SAME_PROCESS_TARGET_MS} ms with all held: ${met}; floor p99 ${floor.run.p99} ms`,
        ),
        row(
          `bare ws relay, ${count} sockets, same moves (PostgreSQL)`,
          floor,
          'floor: LISTEN and relay only',
        ),
      );
      console.log(rows.slice(-2).join('\n'));
    }
    // BENCH_FANOUT_SOCKETS=0 leaves part 2 out.
    if (FANOUT_SOCKETS > 0) rows.push(...(await crossProcessRows(options, prepared)));
  } finally {
    await prepared.remove();
  }
  return rows;
}

/** Part 2: sockets on process B, the couriers' calls on process A. */
async function crossProcessRows(options: TrackingBenchOptions, prepared: Prepared) {
  const { databaseUrl, startApi } = options;
  const sockets = prepared.sockets.slice(0, FANOUT_SOCKETS);
  const courierTokens = Object.fromEntries(
    sockets.map(({ orderId }) => [orderId, prepared.courierTokens[orderId] as string]),
  );
  const rows: string[] = [];
  await withServer(startApi, (a) =>
    withServer(startApi, async (b) => {
      const name = `tracking across processes, ${FANOUT_SOCKETS} sockets on B, ${FANOUT_COURIERS} couriers' calls on A (PostgreSQL)`;
      console.log(`${name}…`);
      const viaCourier = await socketRun(
        b,
        sockets,
        {
          kind: 'courier-app',
          apiUrl: a.url,
          courierTokens,
          partnerCode: HEADERS['x-partner-code'],
        },
        '/api/customer/orders/track',
        FANOUT_COURIERS,
      );
      const met =
        viaCourier.run.p99 < CROSS_PROCESS_TARGET_MS && viaCourier.held === sockets.length;
      rows.push(
        row(
          name,
          viaCourier,
          `target p99 < ${CROSS_PROCESS_TARGET_MS} ms: ${met ? 'met' : 'MISSED'}; timed from the courier's POST /api/courier/me/position`,
        ),
      );
      const viaNotify = await socketRun(
        b,
        sockets,
        { kind: 'notify', databaseUrl, channel: CHANNEL },
        '/api/customer/orders/track',
        FANOUT_COURIERS,
      );
      rows.push(
        row(
          `tracking across processes, ${FANOUT_SOCKETS} sockets on B, ${FANOUT_COURIERS} orders' NOTIFY from the bench (PostgreSQL)`,
          viaNotify,
          'reference: the same sockets without the courier call and its transaction',
        ),
      );
      console.log(rows.join('\n'));
    }),
  );
  return rows;
}
