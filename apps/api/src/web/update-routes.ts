/**
 * GET /updates/{partner code}/customer/metadata.json and the bundles it names, served by Souk
 * itself when no UPDATES_BUCKET_URL is configured (spec 1 §7, issue 16 part 4). Only the
 * deployment's own partner has an updates folder; anything else is a JSON 404.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseUpdateMetadata } from '@souk/core/native/self-update';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '#api/http/not-found.ts';
import { BUNDLE_FILE, customerFolder } from './update-store.ts';

export interface UpdateRoutesOptions {
  updatesDir: string;
  partnerCode: string;
}

export const updateRoutes: FastifyPluginAsync<UpdateRoutesOptions> = async (app, options) => {
  const folder = customerFolder(options.updatesDir, options.partnerCode);

  app.get<{ Params: { partner: string } }>(
    '/updates/:partner/customer/metadata.json',
    { schema: { hide: true } },
    async (request, reply) => {
      if (request.params.partner !== options.partnerCode) throw notFound('No such partner');
      const text = await fs.readFile(path.join(folder, 'metadata.json'), 'utf8').catch(() => null);
      // A file that is not valid metadata is not offered: it would start no good download.
      const metadata = text === null ? null : parseUpdateMetadata(parseJson(text));
      if (!metadata) throw notFound('No bundle is published');
      // The app asks on every start: always the latest.
      return reply.header('cache-control', 'no-cache').send(metadata);
    },
  );

  app.get<{ Params: { partner: string; file: string } }>(
    '/updates/:partner/customer/bundles/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { partner, file } = request.params;
      if (partner !== options.partnerCode || !BUNDLE_FILE.test(file)) throw notFound();
      const bundle = path.join(folder, 'bundles', file);
      const stat = await fs.stat(bundle).catch(() => null);
      if (!stat?.isFile()) throw notFound('No such bundle');
      return (
        reply
          .type('application/zip')
          .header('content-length', stat.size)
          // A version's bundle never changes: publishing again means a new version.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(createReadStream(bundle))
      );
    },
  );
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
