/**
 * This process's end of the tracking channel: it LISTENs once, whatever the number of sockets,
 * and hands each event to the sockets it holds for that order. Any number of processes may run
 * side by side on one database; each relays every event to its own sockets only.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TrackingEvent } from '@souk/contracts';
import { trackingEventSchema } from '@souk/contracts';
import type { Database } from '#api/db/client.ts';
import type { Listening } from '#api/db/notifications.ts';
import { TRACKING_CHANNEL } from './tracking-channel.ts';

/** One socket's side, as the hub sees it. */
export interface OrderWatcher {
  /** The event, and the same event already serialised, so N sockets cost one stringify. */
  deliver(event: TrackingEvent, text: string): void;
  /** The listener was down for a while: events may have been missed. */
  resync(): void;
}

export class TrackingHub {
  private readonly watchers = new Map<string, Set<OrderWatcher>>();
  private listening: Listening | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.listening = await this.database.listen(TRACKING_CHANNEL, {
      onNotify: (payload) => this.relay(payload),
      onReconnect: () => {
        this.log.warn('tracking listener reconnected: resending the state of watched orders');
        for (const group of this.watchers.values()) for (const watcher of group) watcher.resync();
      },
    });
  }

  async stop(): Promise<void> {
    await this.listening?.close();
    this.listening = null;
  }

  /** Starts handing `orderId`'s events to `watcher`; the returned function stops it. */
  watch(orderId: string, watcher: OrderWatcher): () => void {
    let group = this.watchers.get(orderId);
    if (!group) {
      group = new Set();
      this.watchers.set(orderId, group);
    }
    group.add(watcher);
    return () => {
      const current = this.watchers.get(orderId);
      if (!current) return;
      current.delete(watcher);
      if (current.size === 0) this.watchers.delete(orderId);
    };
  }

  /** How many sockets watch orders in this process. */
  watcherCount(): number {
    let count = 0;
    for (const group of this.watchers.values()) count += group.size;
    return count;
  }

  private relay(payload: string): void {
    let event: TrackingEvent;
    try {
      // Parsed, not trusted: anything with access to the database can NOTIFY on the channel.
      event = trackingEventSchema.parse(JSON.parse(payload));
    } catch (error) {
      this.log.error({ err: error }, 'dropped a malformed tracking notification');
      return;
    }
    const group = this.watchers.get(event.orderId);
    if (!group) return;
    const text = JSON.stringify(event);
    for (const watcher of group) watcher.deliver(event, text);
  }
}
