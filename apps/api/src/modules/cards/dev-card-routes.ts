import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardSchema, maskedCardNumberSchema } from '@souk/contracts';
import { z } from 'zod';
import { customerOwner } from '#api/modules/sessions/customer-owner.ts';
import type { CardRepository } from './card-repository.ts';

/**
 * POST /api/dev/customer/me/cards: binds a demo card to the signed-in customer, so the cards
 * page can be tried (and tested end to end) before the payment gateway binds real ones.
 * app.ts registers it only outside production.
 */
export const devCardRoutes: FastifyPluginAsyncZod<{ cards: CardRepository }> = async (
  app,
  { cards },
) => {
  app.post(
    '/dev/customer/me/cards',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only: binds a demo card ("****4242"; null makes a broken card)',
        body: z
          .object({
            maskedCardNumber: maskedCardNumberSchema.default('****4242'),
            default: z.boolean().optional(),
          })
          .default({ maskedCardNumber: '****4242' }),
        response: { 201: cardSchema },
      },
    },
    async (request, reply) => {
      const card = await cards.bind(customerOwner(request), {
        maskedCardNumber: request.body.maskedCardNumber,
        gatewayToken: null,
        isDefault: request.body.default,
      });
      return reply.code(201).send(card);
    },
  );
};
