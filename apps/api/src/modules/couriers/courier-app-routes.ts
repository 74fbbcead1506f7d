/**
 * The courier app's routes (`/api/courier/me/...`): a signed-in courier's presence, position,
 * offers and delivery steps. Every answer is the courier's whole state, so the app redraws from
 * one shape; every id in a path must be the courier's own (else 404).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELIVERY_STEPS,
  courierAppErrorSchema,
  courierOnlineRequestSchema,
  courierPositionRequestSchema,
  courierStateSchema,
} from '@souk/contracts';
import { z } from 'zod';
import { requireCourier } from '#api/modules/sessions/session-context.ts';
import type { CourierWork } from './courier-work.ts';

const errors = {
  400: courierAppErrorSchema,
  401: courierAppErrorSchema,
  404: courierAppErrorSchema,
};

export const courierAppRoutes: FastifyPluginAsyncZod<{ work: CourierWork }> = async (
  app,
  { work },
) => {
  app.get(
    '/courier/me/state',
    {
      schema: {
        tags: ['courier'],
        summary: "The courier's presence, open offer and delivery in hand",
        response: { 200: courierStateSchema, ...errors },
      },
    },
    async (request) => work.state(requireCourier(request)),
  );

  app.put(
    '/courier/me/online',
    {
      schema: {
        tags: ['courier'],
        summary: 'Goes online (offers may come) or offline (an open offer lapses)',
        body: courierOnlineRequestSchema,
        response: { 200: courierStateSchema, ...errors },
      },
    },
    async (request) => work.setOnline(requireCourier(request), request.body.online),
  );

  app.post(
    '/courier/me/position',
    {
      schema: {
        tags: ['courier'],
        summary: "The device's position; moves the courier on the customer's map while delivering",
        body: courierPositionRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await work.report(requireCourier(request), request.body);
      return reply.code(204).send(null);
    },
  );

  const offerParams = z.object({ offerId: z.uuid() });
  const offerResponses = { 200: courierStateSchema, ...errors, 409: courierAppErrorSchema };

  app.post(
    '/courier/me/offers/:offerId/accept',
    {
      schema: {
        tags: ['courier'],
        summary: 'Takes the offered delivery (409 when it lapsed or went elsewhere)',
        params: offerParams,
        response: offerResponses,
      },
    },
    async (request) => work.accept(requireCourier(request), request.params.offerId),
  );

  app.post(
    '/courier/me/offers/:offerId/refuse',
    {
      schema: {
        tags: ['courier'],
        summary: 'Declines the offered delivery; it goes to the next nearest courier',
        params: offerParams,
        response: offerResponses,
      },
    },
    async (request) => work.refuse(requireCourier(request), request.params.offerId),
  );

  app.post(
    '/courier/me/deliveries/:orderId/:step',
    {
      schema: {
        tags: ['courier'],
        summary: 'Picked up, arrived or completed, by the order status rules',
        description:
          'A step the order cannot take from where it stands (e.g. picked up before the kitchen ' +
          'started preparing) is 400 OrderStatusTransitionException.',
        params: z.object({ orderId: z.uuid(), step: z.enum(DELIVERY_STEPS) }),
        response: { 200: courierStateSchema, ...errors },
      },
    },
    async (request) =>
      work.step(requireCourier(request), request.params.orderId, request.params.step),
  );
};
