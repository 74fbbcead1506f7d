/**
 * Issue 14 "Backups": `npm run db:backup` and `npm run db:restore` for the embedded database;
 * a backup restored into a fresh data folder serves the demo.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { vendorsPageSchema } from '@souk/contracts';
import { buildApp } from '#api/app.ts';
import { loadConfig } from '#api/config/config.ts';
import { openDatabase } from '#api/db/client.ts';
import { TEST_PARTNER } from '#api/test/test-app.ts';

const run = promisify(execFile);

/** An operator's shell: none of the test runner's variables (it sets BASE_URL and the like). */
function operatorEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...extra };
}
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Runs `npm run <script>` from the repository root, as an operator would. */
async function npmRun(script: string, args: string[], dataDir: string) {
  try {
    const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
      cwd: repoRoot,
      env: operatorEnv({ DATA_DIR: dataDir }),
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

/**
 * The names of every Riga vendor the API answers from the embedded database under `dataDir`:
 * all the pages, since which vendors make the first page follows the clock (open vendors come
 * first, and a read made a few seconds later can fall on the other side of an opening hour).
 */
async function rigaVendorNames(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const config = loadConfig({
    NODE_ENV: 'test',
    PARTNER_CODE: TEST_PARTNER,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, logger: false, webBuildDir: null });
  try {
    const names: string[] = [];
    for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/public/localities/riga/vendors?page=${page}`,
        headers: { 'x-partner-code': TEST_PARTNER },
      });
      expect(res.statusCode).toBe(200);
      const answer = vendorsPageSchema.parse(res.json());
      names.push(...answer.vendors.map((vendor) => vendor.name));
      totalPages = answer.totalPages;
    }
    return names.sort();
  } finally {
    await app.close();
  }
}

describe('embedded database backup and restore', () => {
  let folder: string;
  let source: string;
  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'souk-backup-'));
    source = path.join(folder, 'source');
    // The demo marketplace in a data folder on disk, as `npm start` leaves it.
    const template = inject('testDatabaseTemplates')?.pglite.demo;
    if (!template) throw new Error('the api test project prepares a demo template');
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(source, 'pglite'),
      loadDataDir: new Blob([await fs.readFile(template)]),
    });
    await database.close();
  });
  afterAll(() => fs.rm(folder, { recursive: true, force: true }));

  it('restores a backup into a fresh data folder that serves the same demo vendors', async () => {
    const file = path.join(folder, 'nightly.tar.gz');
    const backedUp = await npmRun('db:backup', ['--file', file], source);
    expect(backedUp.output).toContain(`to ${file}`);
    expect(backedUp.code).toBe(0);

    const fresh = path.join(folder, 'fresh');
    const restored = await npmRun('db:restore', [file], fresh);
    expect(restored.output).toContain(`Restored ${file}`);
    expect(restored.code).toBe(0);

    const names = await rigaVendorNames(fresh);
    expect(names).toContain('Pizzeria Milano');
    expect(names).toEqual(await rigaVendorNames(source));
  }, 180_000);

  it('refuses to restore over a database unless asked, and then keeps the old one aside', async () => {
    const file = path.join(folder, 'again.tar.gz');
    expect((await npmRun('db:backup', ['--file', file], source)).code).toBe(0);
    const refused = await npmRun('db:restore', [file], source);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('already holds a database');

    const replaced = await npmRun('db:restore', [file, '--replace'], source);
    expect(replaced.code).toBe(0);
    expect(replaced.output).toMatch(/kept at .*pglite\.replaced-/);
    expect(await rigaVendorNames(source)).toContain('Pizzeria Milano');
  }, 180_000);

  it('refuses to back up a database the server has open', async () => {
    const open = await openDatabase({ kind: 'pglite', dataDir: path.join(source, 'pglite') });
    try {
      const refused = await npmRun('db:backup', ['--file', path.join(folder, 'x.tar.gz')], source);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('stop the server first');
    } finally {
      await open.close();
    }
  });

  it('points PostgreSQL deployments to pg_dump', async () => {
    const { code, output } = await run('npm', ['run', '--silent', 'db:backup'], {
      cwd: repoRoot,
      env: operatorEnv({ DATABASE_URL: 'postgres://backup@127.0.0.1:1/none' }),
    }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
    );
    expect(code).toBe(1);
    expect(output).toContain('pg_dump');
  });
});
