import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rolldown } from 'vite';
import { isNativeTarget, nativeApiOrigin, nativeTarget } from './native-target.ts';
import { compactPreloadHelper } from './preload-helper.ts';
import { precompressAssets } from './precompress-assets.ts';
import { yieldBeforeSchemas } from './yield-before-schemas.ts';

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
 * static imports; lazy imports (modal bodies, error views, the single-vendor catalog) stay
 * in their own chunks.
 */
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // Changes only with a dependency upgrade, so it stays cached across releases.
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 4,
  },
  // What every page renders: root, layouts (header, bottom navigation), i18n; with the count
  // badges, which the bottom navigation and the vendor page both use, and the rating filter
  // values, which the API schemas (every lazy chunk that fetches) need.
  {
    name: 'shell',
    test: /app[\\/](root\.tsx|routes[\\/]layouts[\\/])|packages[\\/]core[\\/]src[\\/](rating-filter|count-badge)\.ts/,
    priority: 3,
  },
  { name: 'locality-home', test: /app[\\/]routes[\\/]locality-home\.tsx/, priority: 1 },
  // Shared by the vendor page and chunks the home loads later (modal host, empty list): kept
  // apart so that those do not pull in the vendor page.
  {
    name: 'modal-state',
    test: /app[\\/]lib[\\/]modals[\\/](use-modal|closing-rules|modal-names)\.ts/,
    priority: 2,
  },
  // Client-side meta of the pages that still build it in the browser (vendor, content pages).
  { name: 'page-meta', test: /app[\\/]lib[\\/]meta\.ts/, priority: 2 },
  // The header's address store travels with the selector that reads it (the selection code,
  // loaded later, imports it from there): one chunk fewer named in every page's preload list.
  {
    name: 'address-selector',
    test: /features[\\/]account[\\/]addresses[\\/](components[\\/]address-selector\.tsx|selection[\\/]header-address-store\.ts)/,
    priority: 2,
  },
  // Prices: the vendor page, and what the home loads later (vendor pager, product popup, search).
  { name: 'money', test: /packages[\\/]core[\\/]src[\\/]money\.ts/, priority: 2 },
  { name: 'empty-state', test: /app[\\/]ui[\\/](empty-state|illustrations)\.tsx/, priority: 2 },
  // Weekdays and working hours: the vendor page, the footer and the API schemas share them.
  {
    name: 'working-hours',
    test: /packages[\\/]core[\\/]src[\\/]working-hours-label\.ts/,
    priority: 2,
  },
  // API schemas (and zod): every chunk that fetches needs them, the home's first load does not.
  // Apart, so that a lazy chunk (cart, address selector, error views) does not pull in the page
  // that happened to import them first. Building the schemas is work the browser does when
  // their chunk runs (a long task on a slow phone), so this chunk holds what every page's
  // idle-loaded cart needs (catalogue, cart, localities, errors); the orders', payments',
  // sign-in's and addresses' schemas (with the phone numbers' metadata) go with the code that
  // uses them. None of the schemas here imports one of those.
  {
    name: 'contracts',
    test: /packages[\\/]contracts[\\/]src[\\/](?!(orders|tracking|payments|cards|vendor-console|courier-app|auth|address|favourites|referral)\.ts)|node_modules[\\/]zod[\\/]/,
    priority: 2,
  },
  // The API client and the catalog's pieces (price formats, product items and pictures,
  // availability) are used by the vendor page and by lazy chunks of every page (cart, sign-in,
  // addresses, product popups): apart, so those never pull in the vendor page itself.
  // With it, the typed calls that several lazy parts share (lib/api/): on their own they would
  // be chunks of a few hundred bytes, each named in every page's preload list.
  { name: 'api-client', test: /app[\\/]lib[\\/](api-client\.ts|api[\\/])/, priority: 2 },
  {
    name: 'catalog-kit',
    test: /features[\\/]catalog[\\/](components|hooks|api)[\\/]|app[\\/]lib[\\/]use-catalog-format\.ts|app[\\/]ui[\\/](product-image|remote-fallback)\.tsx/,
    priority: 2,
  },
  // The cart's actions for product items and modals (vendor page, single-vendor home, the
  // modals that add to the cart or switch the locality): apart, so that none of those pulls in
  // the vendor page.
  {
    name: 'cart-actions',
    test: /app[\\/](frame[\\/]cart-actions-provider\.tsx|(features[\\/]cart|lib)[\\/]cart-actions\.ts)/,
    priority: 3,
  },
  // The code that defers a page's body and holds the taps made before it runs, shared by the
  // vendor, cart and orders pages: apart, so that none of them pulls in another's route module.
  {
    name: 'deferred-body',
    test: /app[\\/](lib[\\/]early-taps\.ts|ui[\\/]deferred-body\.tsx)/,
    priority: 2,
  },
  { name: 'vendor-page', test: /app[\\/]routes[\\/]vendor\.tsx/, priority: 1 },
  // What the offline screen fetches ahead (its picture, the native app's close button, which the
  // error pages share): one file, one name in every page's first JavaScript.
  {
    name: 'offline-extras',
    test: /features[\\/]errors[\\/]components[\\/](offline-extras|native-close-button)\.tsx/,
    priority: 2,
  },
];

/**
 * What a lazy chunk needs besides itself: every page has already loaded the framework and
 * the shell (their styles are the routes' own `<link>`s), so only the rest is worth a link.
 */
const LOADED_BY_EVERY_PAGE = /(^|\/)(framework|shell|rolldown-runtime)-[\w-]+\.(js|css)$/;
function withoutPageChunks(_filename: string, deps: string[]): string[] {
  return deps.filter((dep) => !LOADED_BY_EVERY_PAGE.test(dep));
}

const native = isNativeTarget();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    ...(native ? [nativeTarget()] : []),
    reactRouter(),
    compactPreloadHelper(),
    yieldBeforeSchemas(),
    ...(native ? [] : [precompressAssets()]),
  ],
  define: {
    // Where the page's API calls go: '' on the web (the page's own origin, which serves both).
    'import.meta.env.SOUK_API_ORIGIN': JSON.stringify(native ? nativeApiOrigin() : ''),
  },
  ...(isSsrBuild
    ? {}
    : {
        build: {
          modulePreload: { resolveDependencies: withoutPageChunks },
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
