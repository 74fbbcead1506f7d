/**
 * One open tracking socket: the order's current state first, then its events as they come, a
 * heartbeat each period, and a close for a client that misbehaves. Whatever one client does,
 * only its own socket closes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Order, TrackingEvent, TrackingMessage } from '@souk/contracts';
import { TRACKING_CLOSE, trackingClientMessageSchema } from '@souk/contracts';
import { isActiveOrderStatus } from '@souk/core';
import type { OrderWatcher, TrackingHub } from './tracking-hub.ts';

export interface FloodLimit {
  /** At most this many client messages per window; the heartbeat needs one per 30 s. */
  messages: number;
  windowMs: number;
}

export interface TrackingSocketOptions {
  orderId: string;
  hub: TrackingHub;
  /** The order as it stands now, or null once it is gone. */
  loadState(): Promise<Order | null>;
  flood: FloodLimit;
  log: FastifyBaseLogger;
  now: () => number;
}

/** A client that reads slower than events come is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const UNANSWERED_BEATS_ALLOWED = 2;
const HEARTBEAT_TEXT = JSON.stringify({ type: 'HEARTBEAT' } satisfies TrackingMessage);

export class TrackingSocket implements OrderWatcher {
  /** Whether the client answered (pong or message) since the last heartbeat. */
  private answered = true;
  private unansweredBeats = 0;
  private joined = false;
  private closing = false;
  /** Events that arrived while the state was being read, sent right after it. */
  private early: { event: TrackingEvent; text: string }[] = [];
  private windowStart = 0;
  private windowCount = 0;
  private readonly unwatch: () => void;

  constructor(
    private readonly socket: WebSocket,
    private readonly options: TrackingSocketOptions,
  ) {
    // Watch before reading the state, so nothing committed in between is missed.
    this.unwatch = options.hub.watch(options.orderId, this);
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('pong', () => {
      this.answered = true;
    });
    socket.on('close', () => this.unwatch());
  }

  /** Sends the current state, then whatever happened meanwhile. */
  async join(): Promise<void> {
    await this.sendState();
    this.joined = true;
    const early = this.early;
    this.early = [];
    for (const { event, text } of early) this.forward(event, text);
  }

  deliver(event: TrackingEvent, text: string): void {
    if (!this.joined) this.early.push({ event, text });
    else this.forward(event, text);
  }

  resync(): void {
    this.sendState().catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'tracking state resend failed');
      this.close(TRACKING_CLOSE.goingAway, 'state unavailable');
    });
  }

  /**
   * One heartbeat period. A client that answered none of the last two beats is cut off: one
   * missed beat may be a busy event loop here rather than a dead client.
   */
  heartbeat(): void {
    // The order's state is the first message a client gets; a socket still reading it is
    // seconds old and needs no beat yet.
    if (this.closing || !this.joined) return;
    this.unansweredBeats = this.answered ? 0 : this.unansweredBeats + 1;
    if (this.unansweredBeats >= UNANSWERED_BEATS_ALLOWED) {
      this.closing = true;
      this.socket.terminate();
      return;
    }
    this.answered = false;
    // A protocol ping for clients that answer pings, and a message a browser script can see.
    this.socket.ping();
    this.send(HEARTBEAT_TEXT);
  }

  close(code: number, reason: string): void {
    if (this.closing) return;
    this.closing = true;
    this.socket.close(code, reason);
  }

  private async sendState(): Promise<void> {
    const order = await this.options.loadState();
    if (!order) {
      this.close(TRACKING_CLOSE.finished, 'order gone');
      return;
    }
    this.send(JSON.stringify({ type: 'ORDER_STATE', order } satisfies TrackingMessage));
    if (!isActiveOrderStatus(order.status)) this.close(TRACKING_CLOSE.finished, 'order finished');
  }

  private forward(event: TrackingEvent, text: string): void {
    this.send(text);
    // A final status is the last thing to say: the client stops tracking (spec 2 §4).
    if (event.type === 'ORDER_STATUS_UPDATE' && !isActiveOrderStatus(event.status)) {
      this.close(TRACKING_CLOSE.finished, 'order finished');
    }
  }

  private send(text: string): void {
    if (this.closing || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.closing = true;
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.closing) return;
    this.answered = true;
    if (this.flooding()) {
      this.close(TRACKING_CLOSE.policyViolation, 'too many messages');
      return;
    }
    if (isBinary) {
      this.close(TRACKING_CLOSE.unsupportedData, 'text messages only');
      return;
    }
    if (!trackingClientMessageSchema.safeParse(parseJson(rawText(data))).success) {
      this.close(TRACKING_CLOSE.policyViolation, 'malformed message');
    }
  }

  private flooding(): boolean {
    const now = this.options.now();
    if (now - this.windowStart >= this.options.flood.windowMs) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    return this.windowCount > this.options.flood.messages;
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
