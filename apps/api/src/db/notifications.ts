/**
 * LISTEN on PostgreSQL: one connection of its own per channel, outside the pool, because a
 * pooled connection is handed to other queries and a listener must stay put. When the server
 * drops it (restart, failover), it reconnects with growing waits and LISTENs again, and says so
 * through `onReconnect`: notifications sent meanwhile are lost, so whoever relies on them reads
 * the state afresh.
 */
import pg from 'pg';

export interface NotificationHandlers {
  onNotify(payload: string): void;
  /** Called after a dropped connection came back; notifications in between were missed. */
  onReconnect?(): void;
}

export interface Listening {
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 10_000;
/** A channel name is an identifier: anything else would need quoting, so it is refused. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertChannelName(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Bad notification channel name: ${channel}`);
}

export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listening> {
  assertChannelName(channel);
  let closed = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    // An error without a listener would end the process; the 'end' that follows reconnects.
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      if (!closed) scheduleReconnect(FIRST_RETRY_MS);
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  const scheduleReconnect = (waitMs: number) => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      connect().then(
        () => handlers.onReconnect?.(),
        () => {
          if (!closed) scheduleReconnect(Math.min(waitMs * 2, LONGEST_RETRY_MS));
        },
      );
    }, waitMs);
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
