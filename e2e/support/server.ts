import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  /** The server's DATA_DIR (journeys publish native bundles into its `updates` folder). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the real production server (built storefront + API) on a fresh embedded database with
 * the demo seed, as `npm start` does, on a free loopback port. Used by the end-to-end tests, the
 * screenshot script and the Lighthouse audit. NODE_ENV is production unless `env` says otherwise:
 * the end-to-end run uses 'test', whose dev routes (the SMS outbox) the sign-in journeys read.
 */
export async function startProductionServer(
  /** Extra or replaced environment variables (tests that need dev routes or test keys). */
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const buildEntry = path.join(root, 'apps/web/build/server/index.js');
  await fs.access(buildEntry).catch(() => {
    throw new Error('No production build: run `npm run build` first');
  });
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'souk-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // A local demo: codes stay in the server (the journeys read the dev outbox under NODE_ENV=test).
      ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Vitest sets BASE_URL for its own use; the server needs its real origin.
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const baseUrl = await new Promise<string>((resolve, reject) => {
    const deadline = setTimeout(
      () => reject(new Error(`server did not start:\n${output}`)),
      90_000,
    );
    const timer = setInterval(() => {
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        clearTimeout(deadline);
        resolve(match[1]);
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      clearTimeout(deadline);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });

  return {
    baseUrl,
    dataDir: env.DATA_DIR ?? dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
