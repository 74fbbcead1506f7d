/**
 * Several server processes on one port (`WORKERS=N`). Node runs a process's JavaScript on one
 * thread, so one process uses one core however many the machine has; node:cluster forks N
 * processes that share the listening socket (the primary accepts connections and hands them to
 * the workers in turn). Nothing a request needs may then live in one process only: sessions,
 * carts and sign-in limits are rows in PostgreSQL, and every catalogue cache checks the
 * catalogue version in the database on each request (decision 013), so a change made through one
 * process is seen by all on their next request.
 *
 * The primary serves nothing: it applies migrations (and seeds an empty database) once, before
 * any worker starts, so N processes never race to migrate; it forks the workers, replaces one
 * that dies, and on SIGTERM/SIGINT asks every worker to close gracefully and exits once all have.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

export interface WorkerPoolOptions {
  workers: number;
  log: Logger;
  /** Runs once in the primary before any worker is forked: migrations and the demo seed. */
  prepare(): Promise<void>;
}

/** The process code of the primary: resolves with the exit code once every worker is gone. */
export async function runWorkerPool(options: WorkerPoolOptions): Promise<number> {
  const { log } = options;
  await options.prepare();

  const listening = new Set<Worker>();
  let stopping = false;
  let failed = false;
  let announced = false;

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', (address) => {
      listening.add(worker);
      if (!announced && listening.size === options.workers) {
        announced = true;
        const host = address.address ?? '0.0.0.0';
        log.info(
          { workers: options.workers },
          `all ${options.workers} workers listening at http://${host}:${address.port}`,
        );
      }
    });
    return worker;
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: every worker finishes its in-flight requests');
    // SIGTERM whatever came in: a worker closes the same way for either, and a terminal's Ctrl-C
    // has already sent SIGINT to the whole process group (a worker ignores the repeat).
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };

  const allGone = new Promise<void>((resolve) => {
    cluster.on('exit', (worker, code, signal) => {
      const hadStarted = listening.delete(worker);
      const graceful = code === 0 || signal === 'SIGTERM' || signal === 'SIGINT';
      if (stopping) {
        if (!graceful) failed = true;
        log.info({ pid: worker.process.pid, code, signal }, 'worker stopped');
      } else if (hadStarted) {
        // Died while serving (a crash, the OOM killer): the others carry on, a new one joins.
        log.error({ pid: worker.process.pid, code, signal }, 'worker died: starting another');
        fork();
      } else {
        // Died before it ever listened: a replacement would fail the same way, over and over.
        log.error({ pid: worker.process.pid, code, signal }, 'worker failed to start: stopping');
        failed = true;
        stop('SIGTERM');
      }
      if (Object.keys(cluster.workers ?? {}).length === 0) resolve();
    });
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < options.workers; i += 1) fork();
  await allGone;
  log.info('all workers stopped');
  return failed ? 1 : 0;
}
