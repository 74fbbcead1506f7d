/**
 * Heartbeats spread over their period. Beating every socket in one timer callback sends two
 * frames to each of them in one turn of the event loop, and their answers come back together:
 * with 10,000 sockets that is a stall of a few hundred milliseconds every period, during which
 * every tracking event waits (the benchmark's p99 was that stall). Sockets are dealt round-robin
 * into slots instead, and each tick beats one slot, so each socket still gets exactly one beat
 * per period, and the work comes in small, even pieces.
 */

interface Beating {
  heartbeat(): void;
}

/** A tick is never shorter than this, whatever the period. */
const SHORTEST_TICK_MS = 100;
const MOST_SLOTS = 30;

export class HeartbeatWheel<T extends Beating> {
  private readonly slots: Set<T>[];
  private readonly tickMs: number;
  private next = 0;
  private dealt = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(periodMs: number) {
    const count = Math.max(1, Math.min(MOST_SLOTS, Math.floor(periodMs / SHORTEST_TICK_MS)));
    this.slots = Array.from({ length: count }, () => new Set<T>());
    this.tickMs = periodMs / count;
  }

  /** Beats `item` once per period from now on; the returned function stops it. */
  add(item: T): () => void {
    const slot = this.slots[this.dealt % this.slots.length];
    this.dealt += 1;
    slot?.add(item);
    return () => slot?.delete(item);
  }

  start(): void {
    this.timer ??= setInterval(() => this.tick(), this.tickMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private tick(): void {
    const slot = this.slots[this.next];
    this.next = (this.next + 1) % this.slots.length;
    if (slot) for (const item of slot) item.heartbeat();
  }
}
