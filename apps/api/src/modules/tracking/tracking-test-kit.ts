/**
 * Test support for the live tracking channel: the real app listening on a loopback port, and a
 * real WebSocket client that parses everything it receives with the channel's contract.
 */
import type { IncomingMessage } from 'node:http';
import { WebSocket } from 'ws';
import type { TrackingMessage } from '@souk/contracts';
import { TRACKING_PATH, trackingMessageSchema } from '@souk/contracts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { RIGA_LUNCH } from '#api/modules/carts/cart-test-kit.ts';
import { TEST_PARTNER, createTestApp } from '#api/test/test-app.ts';
import type { TestTarget } from '#api/test/test-database.ts';

export interface TrackingTestApp extends CartTestApp {
  /** `ws://127.0.0.1:{port}`. */
  wsBase: string;
}

/** A cart test app (clock pinned to a Riga lunchtime) that also listens on a real port. */
export async function createTrackingTestApp(
  target: TestTarget,
  env: Record<string, string> = {},
): Promise<TrackingTestApp> {
  let now = RIGA_LUNCH;
  const t = await createTestApp({ target, env, now: () => now });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return Object.assign(t, {
    setNow: (instant: Date) => {
      now = instant;
    },
    wsBase: address.replace(/^http/, 'ws'),
  });
}

export interface TrackerClient {
  socket: WebSocket;
  /** Every message received so far, parsed. */
  messages: TrackingMessage[];
  /** The first message (received or still to come) of this type. */
  next<T extends TrackingMessage['type']>(
    type: T,
    after?: number,
  ): Promise<Extract<TrackingMessage, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
}

export interface TrackerOptions {
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** false: the client never answers the server's pings (a phone that went silent). */
  autoPong?: boolean;
}

const WAIT_MS = 5_000;

function trackerUrl(base: string, orderId: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ orderID: orderId, ...query });
  return `${base}${TRACKING_PATH}?${params.toString()}`;
}

/** Opens a tracking socket as a native app does: the partner header, plus what `options` adds. */
export async function openTracker(
  base: string,
  orderId: string,
  options: TrackerOptions = {},
): Promise<TrackerClient> {
  const socket = new WebSocket(trackerUrl(base, orderId, options.query), {
    headers: { 'x-partner-code': TEST_PARTNER, ...options.headers },
    autoPong: options.autoPong ?? true,
  });
  const messages: TrackingMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data: Buffer) => {
    messages.push(trackingMessageSchema.parse(JSON.parse(data.toString('utf8'))));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = <T extends TrackingMessage['type']>(type: T, after = 0) =>
    new Promise<Extract<TrackingMessage, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${type} within ${WAIT_MS} ms; got ${JSON.stringify(messages)}`)),
        WAIT_MS,
      );
      const look = () => {
        const found = messages.slice(after).find((message) => message.type === type);
        if (found) {
          clearTimeout(timer);
          resolve(found as Extract<TrackingMessage, { type: T }>);
        } else {
          waiters.push(look);
        }
      };
      look();
    });
  return { socket, messages, next, closed };
}

/** The HTTP status a refused upgrade answered, and its JSON body. */
export async function refusedUpgrade(
  base: string,
  orderId: string,
  options: TrackerOptions = {},
): Promise<{ status: number; body: unknown }> {
  const socket = new WebSocket(trackerUrl(base, orderId, options.query), {
    headers: { 'x-partner-code': TEST_PARTNER, ...options.headers },
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.close();
      reject(new Error('the socket opened'));
    });
    socket.once('unexpected-response', (_request, response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          body: text ? (JSON.parse(text) as unknown) : null,
        });
      });
      response.on('error', reject);
    });
  });
}
