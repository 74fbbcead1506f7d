/** Spec 1 §7: GET /content-pages and GET /content-pages/{id} (about, terms, support …). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  contentPageParamsSchema,
  contentPageSchema,
  contentPagesResponseSchema,
} from '@souk/contracts';
import { ApiError } from '#api/http/api-error.ts';
import { requestLanguage } from '#api/http/i18n-text.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';
import { toContentPage, toContentPageSummary } from './content-mapper.ts';
import type { ContentRepository } from './content-repository.ts';

const CONTENT_PAGE_NOT_FOUND = {
  type: 'ContentPageNotFoundException',
  errorCode: 'content_page_not_found',
} as const;

export interface ContentRoutesOptions {
  content: ContentRepository;
}

export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (
  app,
  { content },
) => {
  app.get(
    '/content-pages',
    {
      schema: {
        tags: ['content'],
        summary: 'Content pages of the marketplace (titles only)',
        response: { 200: contentPagesResponseSchema },
      },
    },
    async (request) => {
      const partner = requirePartner(request);
      const lang = requestLanguage(request, partner.defaultLocale);
      const pages = await content.pages(partner.id);
      return { pages: pages.map((page) => toContentPageSummary(page, lang)) };
    },
  );

  app.get(
    '/content-pages/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One content page by id or slug, its body in the request language',
        params: contentPageParamsSchema,
        response: { 200: contentPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const partner = requirePartner(request);
      const page = await content.find(partner.id, request.params.id);
      if (!page) {
        throw new ApiError(404, CONTENT_PAGE_NOT_FOUND, 'Unable to find this page');
      }
      return toContentPage(page, requestLanguage(request, partner.defaultLocale));
    },
  );
};
