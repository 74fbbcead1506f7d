/**
 * Real server processes for the tests that kill them: a demo-seeded database a process can open
 * (a PGlite data folder or a PostgreSQL database of its own), the bundled server spawned on it
 * with a loopback port, and SIGKILL. Every process started here is remembered, so a failed test
 * leaves none behind (`killAllServers` in the file's afterAll).
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { openDatabase } from '#api/db/client.ts';
import { prepare, withAdmin } from './database-templates.ts';
import type { TestTarget } from './test-database.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerStorage {
  /** What a server process needs in its environment to open the database. */
  env: Record<string, string>;
  /** The same database, opened by the test itself. */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

/** A demo-seeded database the server process can open: a PGlite data dir or a PostgreSQL db. */
export async function demoStorage(target: TestTarget): Promise<ServerStorage> {
  const templates = inject('testDatabaseTemplates');
  if (target === 'pglite') {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'souk-crash-'));
    const pgliteDir = path.join(dataDir, 'pglite');
    const template = templates?.pglite.demo;
    const seeded = template
      ? await openDatabase({
          kind: 'pglite',
          dataDir: pgliteDir,
          loadDataDir: new Blob([await fs.readFile(template)]),
        })
      : await prepare(await openDatabase({ kind: 'pglite', dataDir: pgliteDir }), 'demo');
    await seeded.close();
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir: pgliteDir }),
      remove: () => fs.rm(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `souk_crash_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const template = templates?.postgres?.adminUrl === adminUrl && templates.postgres.demo;
  await withAdmin(adminUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const open = () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  if (!template) await (await prepare(await open(), 'demo')).close();
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir() },
    open,
    remove: async () => {
      await withAdmin(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

export interface RunningServer {
  /** `http://127.0.0.1:{port}`. */
  url: string;
  child: ChildProcessWithoutNullStreams;
  exited: Promise<void>;
}

/** Every server process started here and not yet gone. */
const children = new Set<ChildProcessWithoutNullStreams>();

/** A spawned server process, with everything it printed so far and its exit code. */
export interface SpawnedServer {
  child: ChildProcessWithoutNullStreams;
  output(): string;
  exitCode: Promise<number | null>;
}

/**
 * Spawns the bundled server (`entry`, see server-bundle.ts) without waiting for it. No web
 * build, no seeding, and no demo simulator: nothing but the test may move an order. `env` must
 * not raise LOG_LEVEL above info: starts are read from "listening" lines, info lines.
 */
export function spawnServer(entry: string, env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, [entry], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_BUILD_DIR: path.join(os.tmpdir(), 'souk-no-web-build'),
      SEED_ON_EMPTY: 'false',
      DEMO_SIMULATOR: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exitCode = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exitCode };
}

/** Spawns the bundled server (see spawnServer) and resolves once it listens. */
export async function startServer(
  entry: string,
  env: Record<string, string>,
): Promise<RunningServer> {
  const { child, output, exitCode } = spawnServer(entry, env);
  const exited = exitCode.then(() => undefined);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 20);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited early:\n${output()}`));
    });
  });
  return { url, child, exited };
}

/** SIGKILL: no shutdown hook runs, no close frame goes out, as when the machine dies. */
export async function killServer(server: RunningServer): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

export function killAllServers(): void {
  for (const child of children) child.kill('SIGKILL');
}
