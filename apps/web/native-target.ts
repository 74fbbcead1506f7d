/**
 * The storefront built for Souk's native app (`SOUK_BUILD_TARGET=native`, docs/native.md).
 *
 * The app loads the storefront from the device, so there is no server to run the pages'
 * loaders: the same loaders run in the page instead. They already reach the API only through
 * the load context's `apiFetch` and the `.server.ts` modules they import only call the API or
 * read bundled tables, so nothing in them needs a server; what changes is who supplies the
 * context (`app/features/native/native-load-context.ts`: the API by absolute URL).
 *
 * Two things stand between those loaders and a browser build, and this plugin removes them
 * for this target only (the web build is untouched):
 * - React Router refuses `.server.ts` imports in browser code: here they resolve under an id
 *   with a query, which its check does not match.
 * - A build without a server may not export `loader`: each route's `loader` becomes a local
 *   function and the route exports a `clientLoader` that calls it with the app's context.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const NATIVE_TARGET = 'native';

export function isNativeTarget(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SOUK_BUILD_TARGET === NATIVE_TARGET;
}

/**
 * The API the app calls (spec 1 §7: the base URL comes from the app's configuration). Required:
 * an app built without it would call its own device origin.
 */
export function nativeApiOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.SOUK_API_URL;
  if (!value) {
    throw new Error(
      'SOUK_API_URL is required for SOUK_BUILD_TARGET=native (e.g. https://api.example.com)',
    );
  }
  return new URL(value).origin;
}

const SERVER_MODULE = /\.server\.tsx?$/;
const APP_ALIAS = '#app/';
const APP_DIRECTORY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'app');
const IN_PAGE = '?in-page';
const ROUTE_MODULE = /[\\/]app[\\/](root\.tsx|routes[\\/].+\.tsx)$/;
const SERVER_LOADER = /^export async function loader\(/m;
const CONTEXT_MODULE = '#app/features/native/native-load-context.ts';

/** The route module as the app builds it: its loader runs in the page with the app's context. */
export function toClientLoader(code: string, isRoot: boolean): string | null {
  if (!SERVER_LOADER.test(code)) return null;
  const lines = [
    code.replace(SERVER_LOADER, 'async function loaderInPage('),
    `import { nativeLoaderArgs as __nativeLoaderArgs } from '${CONTEXT_MODULE}';`,
    'export async function clientLoader(args: Parameters<typeof loaderInPage>[0]) {',
    '  return loaderInPage(await __nativeLoaderArgs(args));',
    '}',
  ];
  // Until the root's data is in, the page is the app's splash screen (hidden by the page once
  // its first screen is drawn): nothing to draw under it.
  if (isRoot) lines.push('export function HydrateFallback() { return null; }');
  return lines.join('\n');
}

export function nativeTarget(): Plugin {
  return {
    name: 'souk:native-target',
    // Before React Router's own resolver, which rejects `.server` modules in browser code.
    enforce: 'pre',
    resolveId(id, importer) {
      if (!SERVER_MODULE.test(id) || !importer) return null;
      if (this.environment.config.consumer !== 'client') return null;
      // Resolved here rather than through the other resolvers, React Router's among them, which
      // would refuse the module: the storefront names them by `#app/…` or a relative path.
      const file = id.startsWith(APP_ALIAS)
        ? path.join(APP_DIRECTORY, id.slice(APP_ALIAS.length))
        : path.resolve(path.dirname(importer.split('?')[0] ?? importer), id);
      return `${file}${IN_PAGE}`;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!ROUTE_MODULE.test(file)) return null;
      const changed = toClientLoader(code, /[\\/]app[\\/]root\.tsx$/.test(file));
      return changed === null ? null : { code: changed, map: null };
    },
  };
}
