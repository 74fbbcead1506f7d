import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import type { CodeSplittingGroup } from 'rolldown';

const require = createRequire(import.meta.url);
/**
 * React Router's package points every import condition at its development build; the
 * production build is the same code with the development warnings compiled out.
 */
const routerProduction = path.join(
  path.dirname(require.resolve('react-router')),
  '..',
  'production',
);

/**
 * Browser chunks. Left to itself the bundler splits the locality home into some twenty files
 * of a few hundred bytes, each compressed on its own (about 5 KB more gzip in total than the
 * same code in a few files). Each group takes the matching modules and, recursively, their
 * static imports; lazy imports (modal bodies, error views, the single-vendor catalogue) stay
 * in their own chunks.
 */
const chunkGroups: CodeSplittingGroup[] = [
  // Changes only with a dependency upgrade, so it stays cached across releases.
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 4,
  },
  // What every page renders: root, layouts (header, bottom navigation), i18n; with money,
  // which the home and the vendor page both format with, and the rating filter values, which
  // the API schemas (every lazy chunk that fetches) need.
  {
    name: 'shell',
    test: /app[\\/](root\.tsx|routes[\\/]layouts[\\/])|packages[\\/]core[\\/]src[\\/](money|rating-filter)\.ts/,
    priority: 3,
  },
  { name: 'locality-home', test: /app[\\/]routes[\\/]locality-home\.tsx/, priority: 1 },
  // Shared by the vendor page and chunks the home loads later (modal host, empty list): kept
  // apart so that those do not pull in the vendor page.
  {
    name: 'modal-state',
    test: /features[\\/]modals[\\/](use-modal|closing-rules|modal-names)\.ts/,
    priority: 2,
  },
  { name: 'empty-state', test: /app[\\/]ui[\\/](empty-state|illustrations)\.tsx/, priority: 2 },
  // Weekdays and working hours: the vendor page, the footer and the API schemas share them.
  {
    name: 'working-hours',
    test: /packages[\\/]core[\\/]src[\\/]working-hours-label\.ts/,
    priority: 2,
  },
  { name: 'vendor-page', test: /app[\\/]routes[\\/]vendor\.tsx/, priority: 1 },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  ...(isSsrBuild
    ? {}
    : {
        build: {
          rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
        },
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: path.join(routerProduction, 'index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: path.join(routerProduction, 'dom-export.mjs'),
            },
          ],
        },
      }),
}));
