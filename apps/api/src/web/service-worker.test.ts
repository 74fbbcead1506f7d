import vm from 'node:vm';
import Fastify from 'fastify';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serviceWorkerRoute, serviceWorkerScript, shellAssets } from './service-worker.ts';

const assets = {
  version: 'b1d2',
  url: '/assets/manifest-b1d2.js',
  entry: { module: '/assets/entry.client-AAA.js', imports: ['/assets/chunk-BBB.js'] },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: '/assets/root-CCC.js',
      imports: ['/assets/chunk-BBB.js', '/assets/i18n-DDD.js'],
      css: ['/assets/root-EEE.css'],
      hasAction: false,
      hasLoader: true,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: true,
    },
  },
} as unknown as ServerBuild['assets'];

/** Issue 16 part 6: the worker caches the shell and the hashed files, per build. */
describe('the service worker script', () => {
  it("keeps the build's entry and root route files once each, as the shell", () => {
    expect(shellAssets(assets)).toEqual([
      '/assets/entry.client-AAA.js',
      '/assets/chunk-BBB.js',
      '/assets/root-CCC.js',
      '/assets/i18n-DDD.js',
      '/assets/root-EEE.css',
    ]);
  });

  it('is valid JavaScript that names its cache after the build', () => {
    const script = serviceWorkerScript({
      buildId: 'b1d2',
      shell: shellAssets(assets),
      locales: ['en', 'ar'],
      fallbackLocale: 'en',
    });
    expect(() => new vm.Script(script)).not.toThrow();
    expect(script).toContain(`const CACHE = CACHE_PREFIX + "b1d2"`);
    // Old builds' caches are dropped when a new worker takes over.
    expect(script).toMatch(/name\.startsWith\(CACHE_PREFIX\) && name !== CACHE/);
  });

  it('is served fresh on every check, as JavaScript', async () => {
    const app = Fastify();
    await app.register(serviceWorkerRoute, {
      build: { assets } as unknown as ServerBuild,
    });
    const res = await app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('"/assets/root-CCC.js"');
    await app.close();
  });
});
