import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '#api/db/client.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HOST = '127.0.0.1';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm run dev` as the README gives it, in a process group of its own so it ends whole. */
function startDev(port: number, dataDir: string) {
  // Only what npm and node need from this environment: vitest's own variables (BASE_URL=/,
  // MODE, …) would be read as Souk's settings, and DATABASE_URL would leave the temporary
  // embedded database unused.
  const inherited = ['PATH', 'HOME', 'TMPDIR', 'LANG'].filter((name) => process.env[name]);
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(inherited.map((name) => [name, process.env[name]])),
    NODE_ENV: 'development',
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  };
  const child = spawn('npm', ['run', 'dev'], {
    cwd: apiDir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  return {
    output: () => output,
    count: (pattern: RegExp) => output.match(new RegExp(pattern, 'g'))?.length ?? 0,
    running: () => running,
    /**
     * Kills npm, its shell, the watcher and the server at once. No graceful shutdown: a server
     * still closing its database after npm has gone would write into the folder being removed.
     */
    async stop() {
      signalGroup('SIGKILL');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    },
  };
}

type DevProcess = ReturnType<typeof startDev>;

/**
 * Writes the demo database the api project's global setup prepared into the data folder, so
 * the dev server reopens it instead of spending most of its first start migrating and seeding.
 * Without the template (the file run on its own elsewhere) the server seeds it itself.
 */
async function copyDemoDatabase(dataDir: string): Promise<void> {
  const template = inject('testDatabaseTemplates')?.pglite.demo;
  if (!template) return;
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: new Blob([await fs.readFile(template)]),
  });
  await database.close();
}

/** Polls until `condition` holds; fails early, with the log, if the dev process has ended. */
async function waitFor(dev: DevProcess, what: string, condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (!dev.running())
      throw new Error(`dev server ended while waiting for ${what}:\n${dev.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${dev.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens Vite's HMR WebSocket on the page's own port and returns the first message. */
function hmrHello(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: HOST,
      port,
      path: '/',
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': Buffer.from('souk-dev-server!').toString('base64'),
        'Sec-WebSocket-Protocol': 'vite-hmr',
      },
    });
    request.on('upgrade', (_response, socket, head: Buffer) => {
      // A short unmasked text frame: two header bytes, then the payload. It may have come in
      // the same packet as the upgrade answer.
      const read = (frame: Buffer) => {
        resolve(frame.subarray(2).toString());
        socket.destroy();
      };
      if (head.length > 0) read(head);
      else socket.once('data', read);
    });
    request.on('response', (response) => reject(new Error(`no upgrade: ${response.statusCode}`)));
    request.on('error', reject);
    request.end();
  });
}

const LISTENING = /Server listening at/;
const RESTARTING = /Restarting '/;

describe('npm run dev', () => {
  it('starts once, serves pages through Vite in Fastify, restarts once per server change', async () => {
    const port = await freePort();
    const origin = `http://${HOST}:${port}`;
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'souk-dev-'));
    await copyDemoDatabase(dataDir);
    const dev = startDev(port, dataDir);
    try {
      // Vite's first start (and a seed without the template) is slow on a busy 2-core machine.
      await waitFor(dev, 'the server to listen', () => dev.count(LISTENING) >= 1, 50_000);

      const page = await fetch(`${origin}/en`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      // React Router's dev scripts: the HMR runtime, and route modules that load Vite's client.
      expect(await page.text()).toContain('virtual:react-router/inject-hmr-runtime');
      const root = await (await fetch(`${origin}/app/root.tsx`)).text();
      expect(root).toContain('"/@vite/client"');
      const client = await fetch(`${origin}/@vite/client`);
      expect(client.status).toBe(200);
      await client.body?.cancel();
      expect(await hmrHello(port)).toContain('"connected"');

      // The page made Vite compile routes; nothing of that may restart the server.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(dev.count(RESTARTING)).toBe(0);

      // Touching a server file (the content stays) is a change of server code: one restart.
      const now = new Date();
      await fs.utimes(path.join(apiDir, 'src/server.ts'), now, now);
      await waitFor(dev, 'the restarted server', () => dev.count(LISTENING) >= 2, 40_000);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(dev.count(RESTARTING)).toBe(1);
      const health = await fetch(`${origin}/api/health`);
      expect(health.status).toBe(200);
      await health.body?.cancel();
    } finally {
      await dev.stop();
      await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
    }
  }, 120_000);
});
