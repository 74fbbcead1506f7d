import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { openDatabase } from '#api/db/client.ts';
import { insertImage } from '#api/seed/factories.ts';
import { imageRoutes } from './image-routes.ts';
import { imageVariants, toImageDto } from './image-variants.ts';
import type { ImageVariant } from './image-variants.ts';
import type { RenderableImage } from './render-image.ts';
import { renderImage } from './render-image.ts';

describe('GET /images/:imageId/:variant', () => {
  let database: Database;
  let app: FastifyInstance;
  let cacheDir: string;
  let productId: string;
  let bannerId: string;
  let renders = 0;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    productId = (
      await insertImage(database.db, { kind: 'product', emoji: '1f355', background: '#fde68a' })
    ).id;
    bannerId = (
      await insertImage(database.db, {
        kind: 'banner',
        emoji: '1f959',
        background: '#b45309',
        label: 'ليلة الشاورما',
      })
    ).id;
    cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'souk-images-'));
    app = Fastify();
    await app.register(imageRoutes, {
      db: database.db,
      cacheDir,
      render: (image: RenderableImage, variant: ImageVariant) => {
        renders += 1;
        return renderImage(image, variant);
      },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await fs.rm(cacheDir, { recursive: true, force: true });
  });

  it('renders a WebP of the variant size with long-lived caching headers', async () => {
    const res = await app.inject({ method: 'GET', url: `/images/${productId}/600x400.webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^".+"$/);
    const body = res.rawPayload;
    expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 400]);
  });

  it('serves the second request from the disk cache, byte for byte', async () => {
    const url = `/images/${productId}/300x200.webp`;
    const first = await app.inject({ method: 'GET', url });
    const before = renders;
    const second = await app.inject({ method: 'GET', url });
    expect(renders).toBe(before);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const cached = await fs.readFile(path.join(cacheDir, productId, '300x200.webp'));
    expect(cached.equals(first.rawPayload)).toBe(true);
    // Only finished files are left behind.
    expect(
      (await fs.readdir(path.join(cacheDir, productId))).filter((f) => f.endsWith('.tmp')),
    ).toEqual([]);
  });

  it('answers 304 when the ETag matches', async () => {
    const url = `/images/${productId}/300x200.webp`;
    const first = await app.inject({ method: 'GET', url });
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('renders a variant once for concurrent first requests', async () => {
    const before = renders;
    const url = `/images/${bannerId}/1200x600.webp`;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'GET', url })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(renders - before).toBe(1);
    const meta = await sharp(responses[0]?.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 600]);
  });

  it.each([
    ['an unknown id', () => `/images/00000000-0000-4000-8000-000000000000/600x400.webp`],
    ['an id that is not a UUID', () => `/images/not-a-uuid/600x400.webp`],
    ['a variant of no kind', () => `/images/${productId}/601x400.webp`],
    ['a variant of another kind', () => `/images/${productId}/1200x600.webp`],
    ['a path-traversal variant', () => `/images/${productId}/..%2F..%2Fetc%2Fpasswd`],
  ])('answers 404 for %s', async (_case, url) => {
    const res = await app.inject({ method: 'GET', url: url() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      type: 'NotFoundException',
      errorCode: 'not_found',
      message: 'Image not found',
    });
  });

  it('describes every variant of a kind with an absolute base path', () => {
    const dto = toImageDto('http://localhost:3000/', { id: productId, kind: 'product' });
    expect(dto.basePath).toBe(`http://localhost:3000/images/${productId}`);
    expect(dto.variants).toEqual([
      { w: 100, h: 100, n: '100x100.webp' },
      { w: 300, h: 200, n: '300x200.webp' },
      { w: 600, h: 400, n: '600x400.webp' },
    ]);
    expect(imageVariants('vendor-cover').map((v) => v.n)).toContain('1500x1500.webp');
  });
});
