/** Spec 1 §7 "Locality and catalogue (public)": every browsing call but search. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  bannersResponseSchema,
  catalogQuerySchema,
  catalogResponseSchema,
  categoriesResponseSchema,
  localityCodeParamsSchema,
  mainPageQuerySchema,
  mainPageResponseSchema,
  productIdParamsSchema,
  productResponseSchema,
  vendorCodeParamsSchema,
  vendorDetailSchema,
  vendorIdParamsSchema,
  vendorsPageSchema,
  vendorsQuerySchema,
} from '@souk/contracts';
import { requestLanguage } from '#api/http/i18n-text.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';
import { sendCachedBody } from './cached-body.ts';
import type { CatalogService, LanguagePicker } from './catalog-service.ts';

export interface CatalogRoutesOptions {
  catalog: CatalogService;
}

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { catalog },
) => {
  app.get(
    '/public/localities/:code/main-page/v2',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Everything the locality home shows, in one call',
        params: localityCodeParamsSchema,
        querystring: mainPageQuerySchema,
        response: { 200: mainPageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const partner = requirePartner(request);
      const body = await catalog.mainPageBody(
        partner,
        request.params.code,
        request.query,
        languageOf(request),
      );
      return sendCachedBody(request, reply, body);
    },
  );

  app.get(
    '/public/localities/:code/banners',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Promo banners of the locality',
        params: localityCodeParamsSchema,
        response: { 200: bannersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const partner = requirePartner(request);
      const banners = await catalog.banners(partner.id, request.params.code, languageOf(request));
      return { banners };
    },
  );

  app.get(
    '/public/localities/:code/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Vendor categories in use: the tree (roots with children) and the top ones',
        params: localityCodeParamsSchema,
        response: { 200: categoriesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const partner = requirePartner(request);
      return catalog.categories(partner.id, request.params.code, languageOf(request));
    },
  );

  app.get(
    '/public/localities/:code/vendors',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One page of 30 vendors matching the filters, open ones first',
        params: localityCodeParamsSchema,
        querystring: vendorsQuerySchema,
        response: { 200: vendorsPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const partner = requirePartner(request);
      const body = await catalog.vendorsPageBody(
        partner.id,
        request.params.code,
        request.query,
        languageOf(request),
      );
      return sendCachedBody(request, reply, body);
    },
  );

  app.get(
    '/vendors/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A vendor with its popular products',
        params: vendorIdParamsSchema,
        querystring: catalogQuerySchema,
        response: { 200: vendorDetailSchema, ...errors },
      },
    },
    async (request) => {
      const partner = requirePartner(request);
      return catalog.vendor(partner.id, request.params.id, request.query, languageOf(request));
    },
  );

  // The three catalogue calls differ only in how the vendor is named and which sections show.
  const catalogCalls = [
    {
      path: '/vendors/:id/catalogue',
      params: vendorIdParamsSchema,
      mode: 'all',
      summary: "A vendor's whole menu",
    },
    {
      path: '/vendors/:id/catalogue-page',
      params: vendorIdParamsSchema,
      mode: 'page',
      summary: 'The sections of one catalog category',
    },
    {
      path: '/vendors/:code/single/catalogue-page',
      params: vendorCodeParamsSchema,
      mode: 'page',
      summary: 'The catalogue page of a single-vendor locality, by vendor code',
    },
  ] as const;
  for (const { path, params, mode, summary } of catalogCalls) {
    app.get(
      path,
      {
        schema: {
          tags: ['catalogue'],
          summary,
          params,
          querystring: catalogQuerySchema,
          response: { 200: catalogResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const partner = requirePartner(request);
        const named: Record<string, string> = request.params;
        const vendor = named.code !== undefined ? { code: named.code } : { id: named.id ?? '' };
        const body = await catalog.catalogBody(
          partner.id,
          vendor,
          request.query,
          languageOf(request),
          mode,
        );
        return sendCachedBody(request, reply, body);
      },
    );
  }

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A product with its option groups, for the product modal',
        params: productIdParamsSchema,
        response: { 200: productResponseSchema, ...errors },
      },
    },
    async (request) => {
      const partner = requirePartner(request);
      return catalog.product(partner.id, request.params.id, languageOf(request));
    },
  );
};

function languageOf(request: FastifyRequest): LanguagePicker {
  return (localityLang) => requestLanguage(request, localityLang);
}
