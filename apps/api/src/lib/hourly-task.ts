import type { FastifyInstance } from 'fastify';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs `task` once when the server is ready, then every hour until it closes. Every process runs
 * it; the tasks are idempotent single statements, so running them twice at once is harmless.
 */
export function scheduleHourly(
  app: FastifyInstance,
  name: string,
  task: () => Promise<number>,
): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    task().then(
      (count) => {
        if (count > 0) app.log.info({ task: name, count }, 'hourly task done');
      },
      (error: unknown) => app.log.error({ err: error, task: name }, 'hourly task failed'),
    );
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
