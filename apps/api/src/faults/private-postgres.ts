/**
 * A PostgreSQL server of the test's own, so the fault suite can stop and restart a real server
 * without disturbing the shared one other tests use. It runs from the installed binaries
 * (pg_config --bindir, else /usr/lib/postgresql/<newest>/bin) in a temporary folder, on a free
 * loopback port. PostgreSQL refuses to run as root, so as root (CI) every command runs as the
 * `postgres` system user through runuser.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** A clean restart's first half: `pg_ctl stop -m fast` (what a service restart does). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

export async function findPostgresBinaries(): Promise<string | null> {
  const candidates: string[] = [];
  try {
    const { stdout } = await run('pg_config', ['--bindir']);
    candidates.push(stdout.trim());
  } catch {
    // No pg_config on the PATH: look where Debian and Ubuntu install the server.
  }
  const versions = await fs.readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  versions.sort((a, b) => Number(b) - Number(a));
  candidates.push(...versions.map((version) => path.join('/usr/lib/postgresql', version, 'bin')));
  for (const bindir of candidates) {
    const found = await fs.access(path.join(bindir, 'initdb')).then(
      () => true,
      () => false,
    );
    if (found) return bindir;
  }
  return null;
}

export async function startPrivatePostgres(bindir: string): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'souk-faults-pg-'));
  const dataDir = path.join(folder, 'data');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await fs.chown(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const pg = (tool: string, args: string[]) => {
    const command = path.join(bindir, tool);
    return asRoot
      ? run('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: folder })
      : run(command, args, { cwd: folder });
  };
  const port = await freePort();
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder}`;
  const start = async () => {
    await pg('pg_ctl', [
      'start',
      '-w',
      '-D',
      dataDir,
      '-l',
      path.join(folder, 'log'),
      '-o',
      options,
    ]);
  };
  const stop = async () => {
    await pg('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', dataDir]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined);
      await fs.rm(folder, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
