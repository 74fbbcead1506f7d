/**
 * GET /images/:imageId/:variant — pictures rendered on first request and cached on disk.
 * An image row never changes (a new picture is a new row), so a cached file is valid forever
 * and the response is `immutable`.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '#api/db/client.ts';
import { images } from '#api/db/schema/index.ts';
import type { ImageVariant } from './image-variants.ts';
import { ALL_VARIANT_NAMES, findVariant } from './image-variants.ts';
import type { RenderableImage } from './render-image.ts';
import { renderImage } from './render-image.ts';

export interface ImageRoutesOptions {
  db: Db;
  /** One folder per image id, one file per variant. */
  cacheDir: string;
  /** Replaceable so tests can count renders. */
  render?: (image: RenderableImage, variant: ImageVariant) => Promise<Buffer>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const imageRoutes: FastifyPluginAsync<ImageRoutesOptions> = async (app, options) => {
  const render = options.render ?? renderImage;
  // Concurrent first requests for one variant share one render instead of racing.
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function produce(
    imageId: string,
    variantName: string,
    file: string,
  ): Promise<Buffer | null> {
    const cached = await readIfExists(file);
    if (cached) return cached;
    const [row] = await options.db
      .select({
        kind: images.kind,
        emoji: images.emoji,
        background: images.background,
        label: images.label,
      })
      .from(images)
      .where(eq(images.id, imageId))
      .limit(1);
    const variant = row ? findVariant(row.kind, variantName) : undefined;
    if (!row || !variant) return null;
    const picture = await render(row, variant);
    // A full or read-only disk costs the cache, not the picture.
    await writeAtomically(file, picture).catch((error: unknown) => {
      app.log.warn({ err: error, file }, 'could not cache a rendered image');
    });
    return picture;
  }

  app.get<{ Params: { imageId: string; variant: string } }>(
    '/images/:imageId/:variant',
    { schema: { hide: true } },
    async (request, reply) => {
      const { imageId, variant } = request.params;
      if (!UUID.test(imageId) || !ALL_VARIANT_NAMES.has(variant)) return notFound(reply);
      const id = imageId.toLowerCase();
      const key = `${id}/${variant}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = produce(id, variant, path.join(options.cacheDir, id, variant)).finally(() =>
          inFlight.delete(key),
        );
        inFlight.set(key, pending);
      }
      const picture = await pending;
      if (!picture) return notFound(reply);

      const etag = `"${createHash('sha1').update(picture).digest('base64url').slice(0, 22)}"`;
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/webp').send(picture);
    },
  );
};

function notFound(reply: FastifyReply) {
  return reply.code(404).send({
    statusCode: 404,
    type: 'NotFoundException',
    errorCode: 'not_found',
    message: 'Image not found',
  });
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Temp file plus rename: a crash or a concurrent reader never sees half a picture. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}
