import { describe, expect, it } from 'vitest';
import type { TrackingMessage } from '@souk/contracts';
import {
  startTracking,
  trackingUrl,
  type TrackingConnection,
  type TrackingSocket,
  type TrackingTimers,
} from './tracking-client.ts';

/** A socket the test opens, feeds and closes by hand. */
class FakeSocket implements TrackingSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  sent: string[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1005) {
    this.closedWith = code;
  }
  open() {
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop(code: number, reason = '') {
    this.onclose?.({ code, reason });
  }
}

/** Timers run only when the test moves the clock. */
class FakeTimers implements TrackingTimers {
  now = 0;
  private queue = new Map<number, { at: number; run: () => void }>();
  private next = 1;
  set(run: () => void, ms: number) {
    const id = this.next++;
    this.queue.set(id, { at: this.now + ms, run });
    return id;
  }
  clear(handle: unknown) {
    this.queue.delete(handle as number);
  }
  /** Waits still scheduled, in ms from now, soonest first. */
  pending() {
    return [...this.queue.values()].map((t) => t.at - this.now).sort((a, b) => a - b);
  }
  advance(ms: number) {
    const until = this.now + ms;
    for (;;) {
      const due = [...this.queue.entries()]
        .filter(([, t]) => t.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.queue.delete(due[0]);
      this.now = due[1].at;
      due[1].run();
    }
    this.now = until;
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers = new FakeTimers();
  const messages: TrackingMessage[] = [];
  const connection: TrackingConnection[] = [];
  const reported: number[] = [];
  const client = startTracking({
    url: 'ws://127.0.0.1/api/customer/orders/track?orderID=o1',
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    timers,
    heartbeatMs: 30_000,
    onMessage: (m) => messages.push(m),
    onConnection: (c) => connection.push(c),
    onReportedClose: (code) => reported.push(code),
  });
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  };
  return { client, sockets, timers, messages, connection, reported, last };
}

describe('tracking socket (spec 2 §4 "Live tracking channel", §9)', () => {
  it('opens on the page origin with orderID and the partner code', () => {
    expect(trackingUrl({ protocol: 'https:', host: 'souk.example' }, 'o1', 'souk')).toBe(
      'wss://souk.example/api/customer/orders/track?orderID=o1&partnerCode=souk',
    );
    expect(trackingUrl({ protocol: 'http:', host: '127.0.0.1:3000' }, 'o1', 'souk')).toMatch(
      /^ws:\/\/127\.0\.0\.1:3000\//,
    );
  });

  it('in the native app it carries the kept session token, as a socket sends no header (spec 2 §7)', () => {
    const page = { protocol: 'https:', host: 'souk.example' };
    expect(new URL(trackingUrl(page, 'o1', 'souk', 'tok en')).searchParams.get('token')).toBe(
      'tok en',
    );
    expect(trackingUrl(page, 'o1', 'souk', null)).not.toContain('token=');
  });

  it('reports connected on open and hands over only messages the contract accepts', () => {
    const t = harness();
    t.last().open();
    expect(t.connection).toEqual(['connected']);
    t.last().receive({ type: 'HEARTBEAT' });
    t.last().receive({ type: 'COURIER_FOUND', orderId: 'o1', courier: { name: 'A', phone: '1' } });
    t.last().receive({ type: 'COURIER_FOUND', orderId: 'o1' });
    t.last().receive({ type: 'SOMETHING_NEW' });
    t.last().receive('not json');
    expect(t.messages.map((m) => m.type)).toEqual(['HEARTBEAT', 'COURIER_FOUND']);
  });

  it('sends a heartbeat every 30 s while open', () => {
    const t = harness();
    t.last().open();
    t.timers.advance(30_000);
    t.last().receive({ type: 'HEARTBEAT' });
    t.timers.advance(30_000);
    expect(t.last().sent).toEqual(['{"type":"HEARTBEAT"}', '{"type":"HEARTBEAT"}']);
  });

  it('retries a lost socket after about e^(10 − remaining) s, growing, and gives up after 10', () => {
    const t = harness();
    t.last().open();
    t.last().drop(1006);
    expect(t.connection.at(-1)).toBe('reconnecting');
    const waits: number[] = [];
    for (;;) {
      const [wait] = t.timers.pending();
      if (wait === undefined) break;
      waits.push(wait);
      t.timers.advance(wait);
      // A failed open: the browser reports it as a close with 1006.
      t.last().drop(1006);
    }
    expect(waits).toEqual([
      1000, 2718, 7389, 20086, 54598, 148413, 403429, 1096633, 2980958, 8103084,
    ]);
    expect(t.sockets).toHaveLength(11);
    expect(t.connection.at(-1)).toBe('stopped');
  });

  it('a socket that opens earns all ten tries back', () => {
    const t = harness();
    t.last().drop(1006);
    t.timers.advance(1000);
    t.last().drop(1006);
    expect(t.timers.pending()).toEqual([2718]);
    t.timers.advance(2718);
    t.last().open();
    t.last().drop(1001, 'server restarting');
    expect(t.timers.pending()).toEqual([1000]);
  });

  it('never reconnects after 1000 (the order finished)', () => {
    const t = harness();
    t.last().open();
    t.last().drop(1000);
    expect(t.timers.pending()).toEqual([]);
    expect(t.sockets).toHaveLength(1);
    expect(t.connection.at(-1)).toBe('stopped');
  });

  it("never reconnects after the page's own close (-1), and closes the socket with 1000", () => {
    const t = harness();
    t.last().open();
    t.client.stop();
    expect(t.last().closedWith).toBe(1000);
    t.last().drop(1000);
    t.timers.advance(10_000_000);
    expect(t.sockets).toHaveLength(1);
    expect(t.reported).toEqual([]);
  });

  it('reports closes other than 1000 and 1006 (spec 2 §8)', () => {
    const t = harness();
    t.last().open();
    t.last().drop(1006);
    t.timers.advance(1000);
    t.last().drop(1011, 'state unavailable');
    t.timers.advance(2718);
    t.last().drop(1001);
    t.timers.advance(7389);
    t.last().open();
    t.last().drop(1000);
    expect(t.reported).toEqual([1011, 1001]);
  });

  it('replaces a socket that heard nothing for two heartbeats', () => {
    const t = harness();
    t.last().open();
    t.timers.advance(64_999);
    expect(t.sockets).toHaveLength(1);
    t.timers.advance(1);
    expect(t.sockets[0]?.closedWith).toBe(4000);
    expect(t.connection.at(-1)).toBe('reconnecting');
    t.timers.advance(1000);
    expect(t.sockets).toHaveLength(2);
    expect(t.reported).toEqual([]);
  });

  it('retries a socket that cannot even be created', () => {
    const timers = new FakeTimers();
    let tries = 0;
    const connection: TrackingConnection[] = [];
    startTracking({
      url: 'ws://127.0.0.1/x',
      openSocket: () => {
        tries++;
        throw new Error('blocked');
      },
      timers,
      onMessage: () => undefined,
      onConnection: (c) => connection.push(c),
      onReportedClose: () => undefined,
    });
    timers.advance(1000 + 2718);
    expect(tries).toBe(3);
    expect(connection).toEqual(['reconnecting', 'reconnecting', 'reconnecting']);
  });
});
