/**
 * The order's state is the first message a tracking client gets (issue 13 part 2): a heartbeat
 * period that falls while the state is still being read sends nothing to that socket.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { Order } from '@souk/contracts';
import { TrackingSocket } from './tracking-socket.ts';
import type { TrackingHub } from './tracking-hub.ts';

/** Just the part of a `ws` socket a TrackingSocket uses, recording what it was sent. */
class RecordingSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  pings = 0;
  send(text: string) {
    this.sent.push(text);
  }
  ping() {
    this.pings += 1;
  }
  close() {}
  terminate() {}
}

describe('tracking socket: the state comes before any heartbeat', () => {
  it('sends no heartbeat while the state is being read, and beats once it was sent', async () => {
    const socket = new RecordingSocket();
    let answerState: (order: Order) => void = () => {};
    const state = new Promise<Order>((resolve) => {
      answerState = resolve;
    });
    const hub = { watch: () => () => {} } as unknown as TrackingHub;
    const tracked = new TrackingSocket(socket as unknown as WebSocket, {
      orderId: 'order-1',
      hub,
      loadState: () => state,
      flood: { messages: 10, windowMs: 10_000 },
      log: { warn() {} } as unknown as FastifyBaseLogger,
      now: () => 0,
    });
    const joining = tracked.join();
    tracked.heartbeat();
    expect(socket.sent).toEqual([]);
    expect(socket.pings).toBe(0);

    answerState({ status: 'PREPARING' } as Order);
    await joining;
    tracked.heartbeat();
    expect(socket.sent.map((text) => (JSON.parse(text) as { type: string }).type)).toEqual([
      'ORDER_STATE',
      'HEARTBEAT',
    ]);
    expect(socket.pings).toBe(1);
  });
});
