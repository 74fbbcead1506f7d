import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import { createTestDatabase } from './test/test-database.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('server process', () => {
  it('stops at start-up on a bad setting, naming the variable', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
  });

  it('starts on an empty embedded database, seeds it, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'souk-server-'));
    const server = startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: path.join(dataDir, 'no-build'),
    });
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
        if (match?.[1]) {
          clearInterval(timer);
          resolve(match[1]);
        }
      }, 100);
      server.exited.then(() => reject(new Error(`server exited early:\n${server.output()}`)));
    });
    const localities = await fetch(`${address}/api/public/localities`, {
      headers: { 'x-partner-code': 'souk', 'x-build-version': 'test' },
    });
    expect(localities.status).toBe(200);
    expect(
      ((await localities.json()) as { localities: unknown[] }).localities.length,
    ).toBeGreaterThanOrEqual(4);
    // The embedded database persists under DATA_DIR.
    expect(await fs.readdir(path.join(dataDir, 'pglite'))).not.toHaveLength(0);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 120_000);
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then refuses new connections', async () => {
    const opened = await createTestDatabase('pglite');
    let databaseClosed = false;
    const database = {
      ...opened,
      close: async () => {
        databaseClosed = true;
        await opened.close();
      },
    };
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database,
      logger: false,
      webBuildDir: null,
    });
    // Close once the request is inside its handler (not after a guessed delay: on a busy
    // machine the request may not have arrived yet, and a request arriving while closing is
    // refused with 503 by design).
    let handlerEntered: () => void = () => {};
    const entered = new Promise<void>((resolve) => {
      handlerEntered = resolve;
    });
    app.get('/slow-test', async () => {
      handlerEntered();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/slow-test`);
    await entered;
    const closed = app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closed;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    // The database was closed with the server.
    expect(databaseClosed).toBe(true);
  });
});
