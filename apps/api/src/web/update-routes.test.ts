import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '#api/http/error-handler.ts';
import { publishBundle } from './update-store.ts';
import { updateRoutes } from './update-routes.ts';

/**
 * Spec 1 §7 "GET {updates bucket}/{partner code}/customer/metadata.json returns version, url,
 * minNativeVersion, appStoreLink": with no bucket configured, Souk is the bucket (issue 16 part 4).
 */
describe('native bundles served by Souk', () => {
  let dir: string;
  let app: FastifyInstance;
  const zip = Buffer.from('PK\u0003\u0004 pretend bundle');

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'souk-updates-'));
    app = Fastify();
    installErrorHandler(app);
    await app.register(updateRoutes, { updatesDir: dir, partnerCode: 'souk' });
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('before anything is published, the metadata is a JSON 404', async () => {
    const res = await app.inject({ url: '/updates/souk/customer/metadata.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'not_found' });
  });

  it('a published bundle is announced with its URL and checksum, and served whole', async () => {
    const bundlePath = path.join(dir, 'client.zip');
    await fs.writeFile(bundlePath, zip);
    const published = await publishBundle({
      updatesDir: dir,
      partnerCode: 'souk',
      baseUrl: 'https://shop.example/',
      bundlePath,
      version: '1.4.0',
      minNativeVersion: { ios: '2.0.0', android: '2.1.0' },
      appStoreLink: 'https://store.example/souk',
    });

    const res = await app.inject({ url: '/updates/souk/customer/metadata.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      version: '1.4.0',
      url: 'https://shop.example/updates/souk/customer/bundles/1.4.0.zip',
      minNativeVersion: { ios: '2.0.0', android: '2.1.0' },
      appStoreLink: 'https://store.example/souk',
      checksum: createHash('sha256').update(zip).digest('hex'),
    });
    expect(res.json()).toEqual(published);

    const bundle = await app.inject({ url: new URL(published.url).pathname });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toBe('application/zip');
    expect(bundle.rawPayload.equals(zip)).toBe(true);
  });

  it("another partner's folder, a missing bundle or a path out of the folder is a 404", async () => {
    for (const url of [
      '/updates/other/customer/metadata.json',
      '/updates/other/customer/bundles/1.4.0.zip',
      '/updates/souk/customer/bundles/9.9.9.zip',
      '/updates/souk/customer/bundles/..%2Fmetadata.json',
      '/updates/souk/customer/bundles/%2E%2E%2F%2E%2E%2Fclient.zip',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('metadata that is not valid is not offered', async () => {
    await fs.writeFile(path.join(dir, 'souk', 'customer', 'metadata.json'), '{"version": "1.5');
    expect((await app.inject({ url: '/updates/souk/customer/metadata.json' })).statusCode).toBe(
      404,
    );
    await fs.writeFile(path.join(dir, 'souk', 'customer', 'metadata.json'), '{"version":"1.5"}');
    expect((await app.inject({ url: '/updates/souk/customer/metadata.json' })).statusCode).toBe(
      404,
    );
  });

  it('a version that would not make a safe file name is refused before anything is written', async () => {
    await expect(
      publishBundle({
        updatesDir: dir,
        partnerCode: 'souk',
        baseUrl: 'https://shop.example',
        bundlePath: path.join(dir, 'client.zip'),
        version: '../1.0',
        minNativeVersion: '',
        appStoreLink: '',
      }),
    ).rejects.toThrow(/Not a usable version/);
  });
});
