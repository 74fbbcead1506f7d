/**
 * GET /sw.js: the storefront's service worker (issue 16 part 6), written for the build being
 * served. What it keeps and what it never keeps:
 * - hashed files under /assets/ never change, so they are answered from its cache first;
 * - pages always come from the network, so a deploy is never hidden behind stale HTML and no
 *   signed-in page (name, phone, orders) is ever stored; when the network fails, the offline
 *   page of the visitor's language (/{lang}/offline, kept ahead of time) answers instead;
 * - everything else, the API above all, passes through untouched and is never stored.
 * Its cache is named after the build, and older builds' caches are deleted once it takes over.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerBuild } from 'react-router';
import { SUPPORTED_LOCALE_CODES } from '@souk/contracts';

export interface ServiceWorkerInput {
  /** Changes with every build: React Router's hash of the build's assets. */
  buildId: string;
  /** The files every page needs (entry, root route), stored at install. */
  shell: string[];
  locales: readonly string[];
  /** Whose offline page is kept when the language of a page is unknown. */
  fallbackLocale: string;
}

/** The shell of a React Router build: the client entry and the root route, with their imports. */
export function shellAssets(assets: ServerBuild['assets']): string[] {
  const root = assets.routes.root;
  return [
    ...new Set([
      assets.entry.module,
      ...assets.entry.imports,
      ...(root ? [root.module, ...(root.imports ?? []), ...(root.css ?? [])] : []),
    ]),
  ].filter((file) => file.startsWith('/assets/'));
}

export function serviceWorkerScript(input: ServiceWorkerInput): string {
  return `'use strict';
const CACHE_PREFIX = 'souk-';
const CACHE = CACHE_PREFIX + ${JSON.stringify(input.buildId)};
const SHELL = ${JSON.stringify(input.shell)};
const LOCALES = ${JSON.stringify(input.locales)};
const FALLBACK_LOCALE = ${JSON.stringify(input.fallbackLocale)};

function offlinePage(locale) {
  return '/' + locale + '/offline';
}

function localeOf(url) {
  const first = new URL(url).pathname.split('/')[1];
  return LOCALES.includes(first) ? first : null;
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // The offline page in the fallback language and in the languages of the open pages.
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const locales = new Set([FALLBACK_LOCALE]);
    for (const client of windows) {
      const locale = localeOf(client.url);
      if (locale) locales.add(locale);
    }
    await cache.addAll([...SHELL, ...[...locales].map(offlinePage)]);
    await bypassWorker(event);
    await self.skipWaiting();
  })());
});

/**
 * Requests the worker has nothing to do with skip it altogether (the Static Routing API, where
 * the browser has it): no worker start-up before an API call, and they are the page's own
 * requests as without a worker. Where only simpler conditions are known, the API at least.
 */
async function bypassWorker(event) {
  if (typeof event.addRoutes !== 'function') return;
  const workerHandled = { or: [{ requestMode: 'navigate' }, { urlPattern: '/assets/*' }] };
  try {
    await event.addRoutes([{ condition: { not: workerHandled }, source: 'network' }]);
  } catch {
    await event
      .addRoutes([{ condition: { urlPattern: '/api/*' }, source: 'network' }])
      .catch(() => undefined);
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
    }
    if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(hashedAsset(request));
  }
  // Anything else (/api/*, page data, pictures) goes to the network and is never stored here.
});

async function navigate(event) {
  const locale = localeOf(event.request.url) || FALLBACK_LOCALE;
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    event.waitUntil(keepOfflinePage(locale));
    return response;
  } catch (error) {
    const cache = await caches.open(CACHE);
    const page =
      (await cache.match(offlinePage(locale))) || (await cache.match(offlinePage(FALLBACK_LOCALE)));
    if (page) return page;
    throw error;
  }
}

/** A page in a language not yet kept: keep its offline page too, for the next time. */
async function keepOfflinePage(locale) {
  const cache = await caches.open(CACHE);
  if (await cache.match(offlinePage(locale))) return;
  await cache.add(offlinePage(locale)).catch(() => undefined);
}

async function hashedAsset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
`;
}

export interface ServiceWorkerRouteOptions {
  build: ServerBuild;
  fallbackLocale?: string;
}

export const serviceWorkerRoute: FastifyPluginAsync<ServiceWorkerRouteOptions> = async (
  app,
  options,
) => {
  const script = serviceWorkerScript({
    buildId: options.build.assets.version,
    shell: shellAssets(options.build.assets),
    locales: SUPPORTED_LOCALE_CODES,
    fallbackLocale: options.fallbackLocale ?? 'en',
  });
  app.get('/sw.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      // The browser checks for a new worker on every visit; it must never get an old one.
      .header('cache-control', 'no-cache')
      .send(script),
  );
};
