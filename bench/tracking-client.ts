/**
 * The customers' side of the tracking benchmark, in a process of its own (forked by
 * bench/tracking.ts): it opens the sockets, publishes the couriers' moves and times each one
 * from publication to arrival. Publisher and receiver share this process's clock, so a latency
 * is two readings of one monotonic clock and needs no stamp inside the message (the contract's
 * location update carries none).
 *
 * Each order gets one move per period, the orders' moves spread evenly over it. A move is
 * either the NOTIFY the server's publisher sends (many in one statement, as one busy second of
 * couriers would be) or the courier app's own call, POST /api/courier/me/position.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { WebSocket as Socket } from 'ws';
import { WebSocket } from './api-ws.ts';

export interface TrackedSocket {
  orderId: string;
  /** The customer's session token, sent as the native app does (`?token=`). */
  token: string;
}

export type Publisher =
  | { kind: 'notify'; databaseUrl: string; channel: string }
  | {
      kind: 'courier-app';
      /** The API process that takes the couriers' positions. */
      apiUrl: string;
      /** The courier carrying each order, by order id. */
      courierTokens: Record<string, string>;
      partnerCode: string;
    };

export type ClientCommand =
  | {
      type: 'open';
      wsUrl: string;
      partnerCode: string;
      sockets: TrackedSocket[];
      /** Upgrades in flight at once while opening. */
      parallel: number;
    }
  | {
      type: 'run';
      seconds: number;
      periodMs: number;
      publisher: Publisher;
      /** Only the first this many held orders get moves (the others' sockets stay idle). */
      movers?: number;
    }
  | { type: 'close' };

export interface OpenReport {
  type: 'opened';
  held: number;
  failed: number;
  firstError: string | null;
  heartbeatsBeforeState: number;
  seconds: number;
}

export interface RunReport {
  type: 'ran';
  published: number;
  received: number;
  /** Published moves that never arrived (or arrived after the run's grace period). */
  lost: number;
  /** Sockets the server closed during the run. */
  closedDuringRun: number;
  /** Publications that failed (a refused NOTIFY, a courier call not answered 204). */
  publishErrors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The courier app's call, sent to answered (courier-app publisher only). */
  callP50: number | null;
  callP99: number | null;
  /** Moves published per second over the run, as achieved. */
  publishedPerSecond: number;
}

export type ClientReport = OpenReport | RunReport | { type: 'error'; message: string };

/** Time after the last publication for the last moves to arrive. */
const GRACE_MS = 3_000;
/** The publisher wakes this often and sends every move that fell due since. */
const TICK_MS = 10;

const sockets = new Map<string, Socket>();
/** Moves in flight, by order id and latitude (unique per move within a run). */
const inFlight = new Map<string, number>();
let latencies: number[] = [];
let received = 0;
let closedDuringRun = 0;
let running = false;
/** Heartbeats a socket received before the order's state, which the contract sends first. */
let heartbeatsBeforeState = 0;

function report(message: ClientReport) {
  process.send?.(message);
}

const keyOf = (orderId: string, latitude: number) => `${orderId}|${latitude}`;

function onMessage(data: Buffer) {
  const at = performance.now();
  const message = JSON.parse(data.toString('utf8')) as {
    type: string;
    orderId?: string;
    location?: { latitude: number };
  };
  if (message.type !== 'COURIER_LOCATION_UPDATE' || !message.orderId || !message.location) return;
  const key = keyOf(message.orderId, message.location.latitude);
  const sentAt = inFlight.get(key);
  if (sentAt === undefined) return;
  inFlight.delete(key);
  received += 1;
  latencies.push(at - sentAt);
}

function openOne(wsUrl: string, partnerCode: string, tracked: TrackedSocket): Promise<void> {
  const params = new URLSearchParams({ orderID: tracked.orderId, token: tracked.token });
  const socket = new WebSocket(`${wsUrl}?${params.toString()}`, {
    headers: { 'x-partner-code': partnerCode },
  });
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`upgrade answered ${response.statusCode ?? 0}`));
      socket.terminate();
    });
    socket.once('error', reject);
    // Held once the order's state arrived: the server has read it and watches the order.
    const untilState = (data: Buffer) => {
      const first = JSON.parse(data.toString('utf8')) as { type: string };
      // The server's heartbeat may come while it is still reading the order (counted).
      if (first.type === 'HEARTBEAT') {
        heartbeatsBeforeState += 1;
        return;
      }
      socket.off('message', untilState);
      if (first.type !== 'ORDER_STATE') {
        reject(new Error(`first message was ${first.type}`));
        return;
      }
      sockets.set(tracked.orderId, socket);
      socket.on('message', onMessage);
      socket.on('close', () => {
        sockets.delete(tracked.orderId);
        if (running) closedDuringRun += 1;
      });
      resolve();
    };
    socket.on('message', untilState);
  });
}

async function open(command: Extract<ClientCommand, { type: 'open' }>) {
  const started = performance.now();
  let next = 0;
  let failed = 0;
  let firstError: string | null = null;
  const worker = async () => {
    while (next < command.sockets.length) {
      const tracked = command.sockets[next++] as TrackedSocket;
      await openOne(command.wsUrl, command.partnerCode, tracked).catch((error: unknown) => {
        failed += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      });
    }
  };
  await Promise.all(Array.from({ length: command.parallel }, worker));
  report({
    type: 'opened',
    held: sockets.size,
    failed,
    firstError,
    heartbeatsBeforeState,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  });
}

interface Move {
  orderId: string;
  latitude: number;
  longitude: number;
}

/**
 * Sends a batch of moves, calling `stamp` for each as it leaves (its publication time);
 * resolves with the number that failed.
 */
type Send = (moves: readonly Move[], stamp: (move: Move) => void) => Promise<number>;

/** How long the courier app's calls took to be answered, in ms (courier-app publisher only). */
let callLatencies: number[] = [];

async function notifySender(
  publisher: Extract<Publisher, { kind: 'notify' }>,
): Promise<{ send: Send; end(): Promise<void> }> {
  const client = new pg.Client({ connectionString: publisher.databaseUrl });
  await client.connect();
  // One statement at a time on the one connection: a batch that falls due while the previous
  // one is in flight waits for it, and is stamped when it is actually sent.
  let previous: Promise<unknown> = Promise.resolve();
  return {
    // One statement per tick: the payloads are the server's own (trackingPayload's JSON).
    send: async (moves, stamp) => {
      const payloads = moves.map(({ orderId, latitude, longitude }) =>
        JSON.stringify({
          type: 'COURIER_LOCATION_UPDATE',
          orderId,
          location: { latitude, longitude },
        }),
      );
      const sent = previous.then(() => {
        for (const move of moves) stamp(move);
        return client.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
          publisher.channel,
          payloads,
        ]);
      });
      previous = sent.catch(() => undefined);
      try {
        await sent;
        return 0;
      } catch {
        return moves.length;
      }
    },
    end: () => client.end(),
  };
}

function courierAppSender(publisher: Extract<Publisher, { kind: 'courier-app' }>): {
  send: Send;
  end(): Promise<void>;
} {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const url = new URL('/api/courier/me/position', publisher.apiUrl);
  const post = (move: Move, stamp: (move: Move) => void) =>
    new Promise<boolean>((resolve) => {
      stamp(move);
      const startedAt = performance.now();
      const body = JSON.stringify({ latitude: move.latitude, longitude: move.longitude });
      const request = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-partner-code': publisher.partnerCode,
            authorization: `Bearer ${publisher.courierTokens[move.orderId] ?? ''}`,
          },
        },
        (response) => {
          response.resume();
          response.once('end', () => {
            callLatencies.push(performance.now() - startedAt);
            resolve(response.statusCode === 204);
          });
        },
      );
      request.once('error', () => resolve(false));
      request.end(body);
    });
  return {
    send: async (moves, stamp) => {
      const answers = await Promise.all(moves.map((move) => post(move, stamp)));
      return answers.filter((ok) => !ok).length;
    },
    end: async () => agent.destroy(),
  };
}

async function run(command: Extract<ClientCommand, { type: 'run' }>) {
  const sender =
    command.publisher.kind === 'notify'
      ? await notifySender(command.publisher)
      : courierAppSender(command.publisher);
  const orders = [...sockets.keys()].slice(0, command.movers ?? sockets.size);
  latencies = [];
  callLatencies = [];
  received = 0;
  closedDuringRun = 0;
  inFlight.clear();
  running = true;
  let published = 0;
  let publishErrors = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const durationMs = command.seconds * 1000;
  // Every move of a run has its own latitude, so an arrival names the move it answers.
  const latitudeOf = (sequence: number) => 10 + sequence / 1e6;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - started;
      const due = Math.min(
        Math.floor((Math.min(elapsed, durationMs) / command.periodMs) * orders.length),
        Math.floor((durationMs / command.periodMs) * orders.length),
      );
      const moves: Move[] = [];
      for (; published < due; published += 1) {
        const orderId = orders[published % orders.length] as string;
        moves.push({ orderId, latitude: latitudeOf(published), longitude: 20 });
      }
      if (moves.length > 0) {
        const stamp = (move: Move) =>
          inFlight.set(keyOf(move.orderId, move.latitude), performance.now());
        pending.push(
          sender.send(moves, stamp).then((failures) => {
            publishErrors += failures;
          }),
        );
      }
      if (elapsed >= durationMs) {
        resolve();
        return;
      }
      setTimeout(tick, TICK_MS);
    };
    tick();
  });
  const publishedFor = (performance.now() - started) / 1000;
  await Promise.all(pending);
  // Waits for the stragglers: done once everything arrived, or the grace period ran out.
  const graceEnd = performance.now() + GRACE_MS;
  while (inFlight.size > 0 && performance.now() < graceEnd) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  running = false;
  await sender.end();
  const at = percentiles(latencies);
  const call = percentiles(callLatencies);
  report({
    type: 'ran',
    published,
    received,
    lost: inFlight.size,
    closedDuringRun,
    publishErrors,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: at(1),
    callP50: callLatencies.length > 0 ? call(0.5) : null,
    callP99: callLatencies.length > 0 ? call(0.99) : null,
    publishedPerSecond: Math.round(published / publishedFor),
  });
}

/** Exact percentiles (0–1) of `values`, to 0.1 ms. */
function percentiles(values: readonly number[]): (share: number) => number {
  const sorted = Float64Array.from(values).sort();
  return (share) => {
    if (sorted.length === 0) return Number.NaN;
    const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
    return Math.round((sorted[Math.max(0, index)] as number) * 10) / 10;
  };
}

async function closeAll() {
  const closing = [...sockets.values()].map(
    (socket) =>
      new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.close(1000, 'bench over');
        // A server that does not answer the close in time is cut off.
        setTimeout(() => {
          socket.terminate();
          resolve();
        }, 5_000).unref();
      }),
  );
  await Promise.all(closing);
}

process.on('message', (command: ClientCommand) => {
  const work =
    command.type === 'open' ? open(command) : command.type === 'run' ? run(command) : closeAll();
  work
    .then(() => {
      if (command.type === 'close') process.exit(0);
    })
    .catch((error: unknown) => {
      report({
        type: 'error',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    });
});
