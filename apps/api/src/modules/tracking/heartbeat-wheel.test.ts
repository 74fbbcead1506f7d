/**
 * The tracking heartbeat (spec 2 §9: one per 30 s) reaches every socket once a period, in
 * small slices rather than all at once, so a period's beats never stall the event loop.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeartbeatWheel } from './heartbeat-wheel.ts';

class Counting {
  beats = 0;
  heartbeat() {
    this.beats += 1;
  }
}

describe('heartbeat wheel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('beats each socket exactly once a period, a thirtieth of them at a time', () => {
    const wheel = new HeartbeatWheel<Counting>(30_000);
    const sockets = Array.from({ length: 900 }, () => new Counting());
    for (const socket of sockets) wheel.add(socket);
    wheel.start();
    const beaten = () => sockets.filter((s) => s.beats > 0).length;

    vi.advanceTimersByTime(1_000);
    expect(beaten()).toBe(30);
    vi.advanceTimersByTime(29_000);
    expect(sockets.every((s) => s.beats === 1)).toBe(true);
    vi.advanceTimersByTime(30_000);
    expect(sockets.every((s) => s.beats === 2)).toBe(true);
    wheel.stop();
  });

  it('stops beating a socket once it is taken off, and after stop', () => {
    const wheel = new HeartbeatWheel<Counting>(3_000);
    const kept = new Counting();
    const gone = new Counting();
    wheel.add(kept);
    const remove = wheel.add(gone);
    remove();
    wheel.start();
    vi.advanceTimersByTime(3_000);
    expect([kept.beats, gone.beats]).toEqual([1, 0]);
    wheel.stop();
    vi.advanceTimersByTime(30_000);
    expect(kept.beats).toBe(1);
  });

  it('keeps ticks of at least 100 ms for short periods (the tests use 200 ms)', () => {
    const wheel = new HeartbeatWheel<Counting>(200);
    const sockets = [new Counting(), new Counting(), new Counting()];
    for (const socket of sockets) wheel.add(socket);
    wheel.start();
    vi.advanceTimersByTime(99);
    expect(sockets.map((s) => s.beats)).toEqual([0, 0, 0]);
    vi.advanceTimersByTime(101);
    expect(sockets.map((s) => s.beats)).toEqual([1, 1, 1]);
    wheel.stop();
  });
});
