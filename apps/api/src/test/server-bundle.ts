import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoDir = path.resolve(apiDir, '../..');

export interface ServerBundle {
  /** Run with `node <entry>` from the API folder, with the usual environment. */
  entry: string;
  remove(): Promise<void>;
}

/**
 * `src/server.ts` and the workspace's own TypeScript (the API, core, contracts) bundled into one
 * ES module, packages left to node_modules. A test that starts the real server dozens of times
 * pays the TypeScript loader once instead of at every start (a start takes about a third of
 * the time).
 *
 * The bundle sits two folders down in a temporary folder that links to the migrations and to
 * both node_modules, so paths the sources resolve from their own location
 * (`../../drizzle`, packages) point where they do in the repository.
 */
export async function bundleServer(): Promise<ServerBundle> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'souk-server-bundle-'));
  await fs.mkdir(path.join(root, 'api', 'src'), { recursive: true });
  await fs.symlink(path.join(apiDir, 'drizzle'), path.join(root, 'drizzle'));
  await fs.symlink(path.join(repoDir, 'node_modules'), path.join(root, 'node_modules'));
  await fs.symlink(path.join(apiDir, 'node_modules'), path.join(root, 'api', 'node_modules'));
  const entry = path.join(root, 'api', 'src', 'server.mjs');
  await build({
    entryPoints: [path.join(apiDir, 'src', 'server.ts')],
    absWorkingDir: apiDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: entry,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-from-node-modules',
        setup(builder) {
          // Bare imports stay imports, except the workspace's TypeScript packages.
          builder.onResolve({ filter: /^[^.#/]/ }, (args) =>
            args.path.startsWith('@souk/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return { entry, remove: () => fs.rm(root, { recursive: true, force: true }) };
}
