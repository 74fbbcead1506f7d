/**
 * The storefront's end of the live tracking channel (spec 2 §4 "Live tracking channel", §7, §9;
 * decision 017): one WebSocket per order. Every message is parsed with the contract's union
 * before the page sees it. A socket that closes — or never opens — is opened again on the
 * retry rule of @souk/core (ten tries, waits of about e^(10 − remaining) s, all ten back once a
 * socket opens, never after 1000 or the page's own close). The page sends a heartbeat every
 * 30 s, and a socket that hears nothing for two of the server's heartbeats is taken for dead
 * and replaced, since a phone that lost its network may never see the close.
 */
import {
  TRACKING_HEARTBEAT_MS,
  TRACKING_PATH,
  trackingMessageSchema,
  type TrackingMessage,
} from '@souk/contracts';
import { TRACKING_RETRIES, decideAfterClose, isReportedClose } from '@souk/core';

/** What the page shows: opening, live, trying again, or given up after ten failed tries. */
export type TrackingConnection = 'connecting' | 'connected' | 'reconnecting' | 'stopped';

/** The part of the browser's WebSocket the client uses (a test hands in its own). */
export interface TrackingSocket {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** setTimeout and clearTimeout, so tests can drive time. */
export interface TrackingTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface TrackingClientOptions {
  url: string;
  onMessage: (message: TrackingMessage) => void;
  onConnection: (connection: TrackingConnection) => void;
  /** A close the error reporter should hear of: anything but 1000 and 1006 (spec 2 §8). */
  onReportedClose: (code: number, reason: string) => void;
  openSocket?: (url: string) => TrackingSocket;
  timers?: TrackingTimers;
  heartbeatMs?: number;
}

export interface TrackingClient {
  /** Closes for good (the page's own close, -1 in the spec's terms): no reconnect follows. */
  stop(): void;
}

/** A socket silent this long missed two of the server's heartbeats: it is treated as lost. */
const silenceLimit = (heartbeatMs: number) => heartbeatMs * 2 + 5_000;
/** The close code the page uses for a socket it gave up on as silent (a retried close). */
const SILENT_CLOSE = 4000;

/**
 * ws://host/api/customer/orders/track?orderID=… on the page's own origin (wss on https); in the
 * native app with the kept session token, which a socket cannot send as a header (spec 2 §7).
 */
export function trackingUrl(
  page: { protocol: string; host: string },
  orderId: string,
  partnerCode: string,
  nativeToken: string | null = null,
) {
  const scheme = page.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ orderID: orderId, partnerCode });
  if (nativeToken) query.set('token', nativeToken);
  return `${scheme}://${page.host}${TRACKING_PATH}?${query.toString()}`;
}

const browserTimers: TrackingTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The browser's WebSocket behind the client's narrow interface. */
function browserSocket(url: string): TrackingSocket {
  const ws = new WebSocket(url);
  const socket: TrackingSocket = {
    onopen: null,
    onmessage: null,
    onclose: null,
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
  };
  ws.onopen = () => socket.onopen?.();
  ws.onmessage = (event) => socket.onmessage?.({ data: event.data });
  ws.onclose = (event) => socket.onclose?.({ code: event.code, reason: event.reason });
  return socket;
}

function parse(data: unknown): TrackingMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const result = trackingMessageSchema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function startTracking(options: TrackingClientOptions): TrackingClient {
  const { url, onMessage, onConnection, onReportedClose } = options;
  const openSocket = options.openSocket ?? browserSocket;
  const timers = options.timers ?? browserTimers;
  const heartbeatMs = options.heartbeatMs ?? TRACKING_HEARTBEAT_MS;
  let remaining = TRACKING_RETRIES;
  let stopped = false;
  let socket: TrackingSocket | null = null;
  let retry: unknown = null;
  let heartbeat: unknown = null;
  let watchdog: unknown = null;

  const clearSocketTimers = () => {
    timers.clear(heartbeat);
    timers.clear(watchdog);
    heartbeat = watchdog = null;
  };

  const sendHeartbeat = () => {
    socket?.send(JSON.stringify({ type: 'HEARTBEAT' }));
    heartbeat = timers.set(sendHeartbeat, heartbeatMs);
  };

  const watch = (current: TrackingSocket) => {
    timers.clear(watchdog);
    watchdog = timers.set(() => {
      current.close(SILENT_CLOSE, 'silent');
      // A socket whose network vanished may take long to report its close: act on it now.
      closed(current, SILENT_CLOSE, 'silent');
    }, silenceLimit(heartbeatMs));
  };

  const closed = (current: TrackingSocket, code: number, reason: string) => {
    if (current !== socket || stopped) return;
    socket = null;
    clearSocketTimers();
    if (isReportedClose(code) && code !== SILENT_CLOSE) onReportedClose(code, reason);
    const decision = decideAfterClose(code, remaining);
    if (decision.kind === 'stop') {
      stopped = true;
      onConnection('stopped');
      return;
    }
    remaining = decision.remaining;
    onConnection('reconnecting');
    retry = timers.set(connect, decision.delayMs);
  };

  function connect() {
    retry = null;
    if (stopped) return;
    let current: TrackingSocket;
    try {
      current = openSocket(url);
    } catch {
      // A socket that cannot even be created is a failed open: retried like a lost one.
      const placeholder: TrackingSocket = {
        onopen: null,
        onmessage: null,
        onclose: null,
        send: () => undefined,
        close: () => undefined,
      };
      socket = placeholder;
      closed(placeholder, 1006, 'not opened');
      return;
    }
    socket = current;
    current.onopen = () => {
      if (current !== socket || stopped) return;
      remaining = TRACKING_RETRIES;
      onConnection('connected');
      heartbeat = timers.set(sendHeartbeat, heartbeatMs);
      watch(current);
    };
    current.onmessage = (event) => {
      if (current !== socket || stopped) return;
      watch(current);
      const message = parse(event.data);
      // The server speaks the contract; anything else (a newer server's message) is skipped.
      if (message) onMessage(message);
    };
    current.onclose = (event) => closed(current, event.code, event.reason);
  }

  connect();
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      timers.clear(retry);
      clearSocketTimers();
      socket?.close(1000, 'page closed');
      socket = null;
    },
  };
}
