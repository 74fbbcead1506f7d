/** Spec 2 §7 "POST customer/me/orders/{id}/reorder" with an address body. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartErrorSchema, reorderRequestSchema, reorderResponseSchema } from '@souk/contracts';
import { z } from 'zod';
import { requestLanguage } from '#api/http/i18n-text.ts';
import { customerOwner } from '#api/modules/sessions/customer-owner.ts';
import type { ReorderDeps } from './reorder.ts';
import { reorder } from './reorder.ts';

export const reorderRoutes: FastifyPluginAsyncZod<ReorderDeps> = async (app, deps) => {
  app.post(
    '/customer/me/orders/:id/reorder',
    {
      schema: {
        tags: ['orders'],
        summary: "Puts the order's lines into the customer's cart again",
        description:
          'Takes a place as POST /carts does (`customerAddressId` or `location`, optional ' +
          '`receiptType` — the order’s by default — and `preorderDateTime`) and adds each line ' +
          'with its options and comment under the usual cart rules. Answers the cart with its ' +
          '`validateCartResult`, its `cartId`, and `notAdded`: the lines that could not be ' +
          'added today, with the reason.',
        params: z.object({ id: z.uuid() }),
        body: reorderRequestSchema,
        response: {
          200: reorderResponseSchema,
          400: cartErrorSchema,
          401: cartErrorSchema,
          404: cartErrorSchema,
        },
      },
    },
    async (request) =>
      reorder(deps, customerOwner(request), request.params.id, request.body, (localityLang) =>
        requestLanguage(request, localityLang),
      ),
  );
};
