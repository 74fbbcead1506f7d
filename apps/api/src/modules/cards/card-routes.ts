/**
 * Spec 1 §7: GET /customer/me/cards?localityCode=, PUT /customer/me/cards/{id}/default,
 * DELETE /customer/me/cards/{id}/unbind?localityCode=. Binding is the payment gateway's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  cardIdParamsSchema,
  cardListSchema,
  cardsQuerySchema,
} from '@souk/contracts';
import { z } from 'zod';
import { customerOwner } from '#api/modules/sessions/customer-owner.ts';
import { cardNotFound } from './card-errors.ts';
import type { CardRepository } from './card-repository.ts';

export interface CardRoutesOptions {
  cards: CardRepository;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const cardRoutes: FastifyPluginAsyncZod<CardRoutesOptions> = async (app, { cards }) => {
  app.get(
    '/customer/me/cards',
    {
      schema: {
        tags: ['cards'],
        summary: "The customer's bound cards, newest first; exactly one is the default",
        description: 'maskedCardNumber is null when the gateway gave none ("broken card").',
        querystring: cardsQuerySchema,
        response: { 200: cardListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => cards.list(customerOwner(request)),
  );

  app.put(
    '/customer/me/cards/:id/default',
    {
      schema: {
        tags: ['cards'],
        summary: 'Makes this card the only default one; answers the cards',
        params: cardIdParamsSchema,
        response: { 200: cardListSchema, ...errors },
      },
    },
    async (request) => {
      const list = await cards.setDefault(customerOwner(request), request.params.id);
      if (!list) throw cardNotFound();
      return list;
    },
  );

  app.delete(
    '/customer/me/cards/:id/unbind',
    {
      schema: {
        tags: ['cards'],
        summary: 'Unbinds a card; a removed default passes to the newest card left',
        params: cardIdParamsSchema,
        querystring: cardsQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await cards.unbind(customerOwner(request), request.params.id))) throw cardNotFound();
      return reply.code(204).send(null);
    },
  );
};
