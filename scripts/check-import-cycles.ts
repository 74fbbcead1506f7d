/**
 * `npm run lint:cycles`: no import cycle between the files of the API, the web app and the
 * packages, and none between the API's feature modules (apps/api/src/modules/<name>/). The second
 * check is needed because `cards/card-routes.ts -> addresses/x.ts` and `addresses/y.ts -> cards/z.ts` form no
 * file cycle, yet tie the two modules together; app.ts wires the modules, so none registers
 * another. Type-only imports count too: a cycle through types is still a tangle. A test file
 * is no module's dependency (nothing imports it), so the module check leaves its imports out: a
 * catalog test may drive a cart through the carts' test kit.
 *
 * In the web app a lazy `import()` counts as an edge as well: a lazily loaded part that imports a
 * type back from the file that loads it is still a knot, so the shared type gets a file of its own.
 */
import { parseCircular, parseDependencyTree } from 'dpdm';
import type { DependencyTree } from 'dpdm';

const FILES = [
  'apps/api/src/**/*.ts',
  'apps/web/app/**/*.ts',
  'apps/web/app/**/*.tsx',
  'packages/*/src/**/*.ts',
];
const MODULE_OF_FILE = /^apps\/api\/src\/modules\/([^/]+)\//;

/** For each module, the modules it imports, with one file import that shows each edge. */
function moduleGraph(tree: DependencyTree): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const [file, dependencies] of Object.entries(tree)) {
    const from = MODULE_OF_FILE.exec(file)?.[1];
    if (!from || !dependencies || file.endsWith('.test.ts')) continue;
    for (const dependency of dependencies) {
      const to = dependency.id ? MODULE_OF_FILE.exec(dependency.id)?.[1] : undefined;
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${file} -> ${dependency.id}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** One cycle per back edge found by a depth-first walk, each as its chain of modules. */
function moduleCycles(graph: Map<string, Map<string, string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const walk = (module: string) => {
    path.push(module);
    for (const next of graph.get(module)?.keys() ?? []) {
      const start = path.indexOf(next);
      if (start >= 0) cycles.push([...path.slice(start), next]);
      else if (!done.has(next)) walk(next);
    }
    path.pop();
    done.add(module);
  };
  for (const module of graph.keys()) if (!done.has(module)) walk(module);
  return cycles;
}

const tree = await parseDependencyTree(FILES, { context: process.cwd() });
const fileCycles = parseCircular(tree);
const graph = moduleGraph(tree);
const cycles = moduleCycles(graph);

for (const cycle of fileCycles) console.error(`file cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
for (const cycle of cycles) {
  console.error(`module cycle: ${cycle.join(' -> ')}`);
  for (let i = 0; i + 1 < cycle.length; i++) {
    console.error(`  ${graph.get(cycle[i]!)?.get(cycle[i + 1]!)}`);
  }
}
if (fileCycles.length > 0 || cycles.length > 0) process.exit(1);
const ownFiles = Object.keys(tree).filter((file) => !file.includes('node_modules/'));
console.log(`No import cycles among ${ownFiles.length} files, nor between the API's modules.`);
