/**
 * Dev-only order moves (never registered in production, like the SMS outbox): until the vendor
 * console and the courier app exist, tests and the demo move an order as its vendor, courier or
 * the operator would, through the same transition rules.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_STATUSES } from '@souk/core';
import { orderErrorSchema, orderResponseSchema, trackingLocationSchema } from '@souk/contracts';
import { z } from 'zod';
import type { Db } from '#api/db/client.ts';
import { notFound } from '#api/http/not-found.ts';
import { moveCourier } from '#api/modules/tracking/courier-moves.ts';
import { orderNotFound } from './order-errors.ts';
import type { OrderService } from './order-service.ts';

const moveSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  actor: z.enum(['payment', 'vendor', 'courier', 'system']).default('system'),
});

const courierMoveSchema = trackingLocationSchema.extend({ courierId: z.uuid().optional() });

const paymentFailureSchema = orderErrorSchema.extend({ failureCode: z.string().optional() });

export const devOrderRoutes: FastifyPluginAsyncZod<{ orders: OrderService; db: Db }> = async (
  app,
  { orders, db },
) => {
  app.post(
    '/dev/orders/:id/status',
    {
      config: { partnerOptional: true },
      schema: {
        tags: ['dev'],
        summary: 'Moves an order to {status} as {actor} would (default: the operator)',
        description:
          "Accepting (APPROVED) captures the order's card payment first; when the gateway " +
          'refuses (502 PaymentCaptureRefusedException) or cannot be reached (503 ' +
          'PaymentGatewayUnavailableException) the order stays where it was. Cancelling or ' +
          'declining voids or refunds the payment.',
        params: z.object({ id: z.uuid() }),
        body: moveSchema,
        response: {
          200: orderResponseSchema,
          400: orderErrorSchema,
          404: orderErrorSchema,
          502: paymentFailureSchema,
          503: paymentFailureSchema,
        },
      },
    },
    async (request) => ({
      order: await orders.move(request.params.id, request.body.status, request.body.actor),
    }),
  );

  app.post(
    '/dev/orders/:id/courier-location',
    {
      config: { partnerOptional: true },
      schema: {
        tags: ['dev'],
        summary: "Puts the order's courier at {latitude, longitude}, assigning {courierId} first",
        params: z.object({ id: z.uuid() }),
        body: courierMoveSchema,
        response: { 204: z.null(), 400: orderErrorSchema, 404: orderErrorSchema },
      },
    },
    async (request, reply) => {
      const { courierId, ...location } = request.body;
      const result = await moveCourier(db, request.params.id, { location, courierId });
      if (result === 'no-order') throw orderNotFound();
      if (result === 'no-courier') throw notFound('No such courier');
      return reply.code(204).send(null);
    },
  );
};
