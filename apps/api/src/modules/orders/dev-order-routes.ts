/**
 * Dev-only order moves (never registered in production, like the SMS outbox): until the vendor
 * console and the courier app exist, tests and the demo move an order as its vendor, courier or
 * the operator would, through the same transition rules.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_STATUSES } from '@souk/core';
import { orderErrorSchema, orderResponseSchema } from '@souk/contracts';
import { z } from 'zod';
import type { OrderService } from './order-service.ts';

const moveSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  actor: z.enum(['payment', 'vendor', 'courier', 'system']).default('system'),
});

export const devOrderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (
  app,
  { orders },
) => {
  app.post(
    '/dev/orders/:id/status',
    {
      config: { partnerOptional: true },
      schema: {
        tags: ['dev'],
        summary: 'Moves an order to {status} as {actor} would (default: the operator)',
        params: z.object({ id: z.uuid() }),
        body: moveSchema,
        response: { 200: orderResponseSchema, 400: orderErrorSchema, 404: orderErrorSchema },
      },
    },
    async (request) => ({
      order: await orders.move(request.params.id, request.body.status, request.body.actor),
    }),
  );
};
