/**
 * A node-postgres pool that gets back every connection the database drops while a request holds
 * it. The ORM's transaction checks a connection out, sends BEGIN, and releases it only if BEGIN
 * succeeded: when the server restarts between checkout and BEGIN, that connection would stay
 * checked out forever, and a few restarts would leave the pool with no connection to give (every
 * request then waits for one and fails). Here a checked-out connection that ends is released with
 * an error, which removes it from the pool, and a second release of it is ignored.
 */
import pg from 'pg';

export interface PoolConnections {
  total: number;
  idle: number;
  /** Requests queued for a connection. */
  waiting: number;
}

export class ResilientPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // The pool's own query() uses the callback form and always releases; only checkouts by
    // callers (the ORM's transactions) need the guard.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenDropped);
  }

  connections(): PoolConnections {
    return { total: this.totalCount, idle: this.idleCount, waiting: this.waitingCount };
  }
}

function releasedWhenDropped(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', onDropped);
    release(error);
  };
  const onDropped = () => releaseOnce(new Error('The database closed the connection'));
  client.once('end', onDropped);
  client.release = releaseOnce;
  return client;
}
