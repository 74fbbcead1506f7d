/**
 * GET /robots.txt and GET /sitemap.xml, served by the API process at the site root. Registered
 * as plain routes before the storefront's SSR catch-all, which they therefore take precedence
 * over.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '#api/http/not-found.ts';
import { TtlCache } from '#api/lib/ttl-cache.ts';
import type { SeoRepository } from './seo-repository.ts';
import type { SitemapPage } from './sitemap.ts';
import {
  SITEMAP_MAX_URLS,
  robotsTxt,
  sitemapIndexXml,
  sitemapPages,
  sitemapXml,
} from './sitemap.ts';

export interface SeoRoutesOptions {
  repository: SeoRepository;
  partnerCode: string;
  baseUrl: string;
  /** How long a built sitemap is served before the catalogue is read again. */
  cacheTtlMs?: number;
}

const XML = 'application/xml; charset=utf-8';
const CACHE_CONTROL = 'public, max-age=300';
const partParamsSchema = z.object({ part: z.coerce.number().int().min(1).max(10_000) });

export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, options) => {
  const { repository, partnerCode, baseUrl } = options;
  const robots = robotsTxt(baseUrl);
  // Building a sitemap reads every visible vendor: done once per period, not per crawler hit.
  const cache = new TtlCache<SitemapPage[]>(options.cacheTtlMs ?? 60_000, 4);
  const pages = () =>
    cache.getOrLoad('pages', async () => {
      const source = await repository.sitemapSource(partnerCode);
      return source ? sitemapPages(source) : [];
    });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const all = await pages();
    const body =
      all.length > SITEMAP_MAX_URLS
        ? sitemapIndexXml(baseUrl, Math.ceil(all.length / SITEMAP_MAX_URLS))
        : sitemapXml(baseUrl, all);
    return reply.type(XML).header('cache-control', CACHE_CONTROL).send(body);
  });

  app.get('/sitemap-:part(^\\d+).xml', { schema: { hide: true } }, async (request, reply) => {
    const parsed = partParamsSchema.safeParse(request.params);
    const all = await pages();
    const part = parsed.success ? parsed.data.part : 0;
    const slice = all.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS);
    if (part < 1 || slice.length === 0 || all.length <= SITEMAP_MAX_URLS) throw notFound();
    return reply.type(XML).header('cache-control', CACHE_CONTROL).send(sitemapXml(baseUrl, slice));
  });
};
