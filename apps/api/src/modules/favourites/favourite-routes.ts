/**
 * Spec 1 §7: GET /customer/me/favourites, GET /customer/me/favourites/vendors (pages of 30),
 * POST and DELETE /customer/me/favourites/vendors/{id}, and the same for products.
 * Adding and removing are idempotent; an id that is unknown, hidden or another partner's is 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  favouriteIdParamsSchema,
  favouriteVendorsPageSchema,
  favouriteVendorsQuerySchema,
  favouritesSchema,
} from '@souk/contracts';
import { z } from 'zod';
import { requestLanguage } from '#api/http/i18n-text.ts';
import { customerOwner } from '#api/modules/sessions/customer-owner.ts';
import { productNotFound, vendorNotFound } from '#api/modules/catalog/catalog-errors.ts';
import type { CatalogService } from '#api/modules/catalog/catalog-service.ts';
import type { FavouriteRepository } from './favourite-repository.ts';
import { favouriteVendorsPage } from './favourite-vendors-page.ts';

export interface FavouriteRoutesOptions {
  favourites: FavouriteRepository;
  catalog: CatalogService;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const changed = { 204: z.null(), ...errors, 409: apiErrorSchema };

export const favouriteRoutes: FastifyPluginAsyncZod<FavouriteRoutesOptions> = async (
  app,
  { favourites, catalog },
) => {
  app.get(
    '/customer/me/favourites',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Ids of the favourite products and vendors, most recent first',
        response: { 200: favouritesSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const owner = customerOwner(request);
      const [productIds, vendorRefs] = await Promise.all([
        favourites.productIds(owner),
        favourites.vendorRefs(owner),
      ]);
      return {
        products: productIds.map((id) => ({ id })),
        vendors: vendorRefs.map((ref) => ({ id: ref.vendorId })),
      };
    },
  );

  app.get(
    '/customer/me/favourites/vendors',
    {
      schema: {
        tags: ['favourites'],
        summary: 'One page of 30 favourite vendors, as vendor cards',
        description:
          'localityCode limits the list to one locality; latitude/longitude give distances.',
        querystring: favouriteVendorsQuerySchema,
        response: { 200: favouriteVendorsPageSchema, ...errors },
      },
    },
    async (request) => {
      const owner = customerOwner(request);
      const refs = await favourites.vendorRefs(owner, request.query.localityCode);
      return favouriteVendorsPage(catalog, owner.partnerId, refs, request.query, (lang) =>
        requestLanguage(request, lang),
      );
    },
  );

  const kinds = [
    {
      path: '/customer/me/favourites/vendors/:id',
      noun: 'vendor',
      isVisible: (partnerId: string, id: string) => favourites.isVisibleVendor(partnerId, id),
      add: favourites.addVendor.bind(favourites),
      remove: favourites.removeVendor.bind(favourites),
      notFound: vendorNotFound,
    },
    {
      path: '/customer/me/favourites/products/:id',
      noun: 'product',
      isVisible: (partnerId: string, id: string) => favourites.isVisibleProduct(partnerId, id),
      add: favourites.addProduct.bind(favourites),
      remove: favourites.removeProduct.bind(favourites),
      notFound: productNotFound,
    },
  ] as const;

  for (const kind of kinds) {
    app.post(
      kind.path,
      {
        schema: {
          tags: ['favourites'],
          summary: `Adds a ${kind.noun} to the favourites (again is fine)`,
          params: favouriteIdParamsSchema,
          response: changed,
        },
      },
      async (request, reply) => {
        const owner = customerOwner(request);
        if (!(await kind.isVisible(owner.partnerId, request.params.id))) throw kind.notFound();
        await kind.add(owner, request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      kind.path,
      {
        schema: {
          tags: ['favourites'],
          summary: `Removes a ${kind.noun} from the favourites (again is fine)`,
          params: favouriteIdParamsSchema,
          response: changed,
        },
      },
      async (request, reply) => {
        const owner = customerOwner(request);
        if (!(await kind.isVisible(owner.partnerId, request.params.id))) throw kind.notFound();
        await kind.remove(owner, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
};
