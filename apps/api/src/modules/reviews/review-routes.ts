/**
 * Spec 2 §7 "POST customer/me/orders/{id}/vendor_review" and "…/courier_review", spec 1 §7
 * "GET /customer/me/reviews". Only the order's own customer reviews it (404 for anybody else's).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reviewErrorSchema,
  reviewRequestSchema,
  reviewResponseSchema,
  reviewsResponseSchema,
} from '@souk/contracts';
import { z } from 'zod';
import { customerOwner } from '#api/modules/sessions/customer-owner.ts';
import type { ReviewService } from './review-service.ts';

const tags = ['orders'];
const errors = {
  400: reviewErrorSchema,
  401: reviewErrorSchema,
  404: reviewErrorSchema,
  409: reviewErrorSchema,
};
const orderIdParams = z.object({ id: z.uuid() });
const RULES =
  'Only for a COMPLETED order within 48 hours of completion (else 400 ' +
  'OrderNotReviewableException), once (a second is 409 ReviewAlreadyExistsException). ' +
  '`rating` is a whole number 1–5, `text` optional, up to 1000 characters.';

export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (
  app,
  { reviews },
) => {
  app.post(
    '/customer/me/orders/:id/vendor_review',
    {
      schema: {
        tags,
        summary: "Reviews the order's vendor; the vendor's rating follows at once",
        description: RULES,
        params: orderIdParams,
        body: reviewRequestSchema,
        response: { 201: reviewResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const review = await reviews.write(
        customerOwner(request),
        request.params.id,
        'VENDOR',
        request.body,
      );
      return reply.code(201).send({ review });
    },
  );

  app.post(
    '/customer/me/orders/:id/courier_review',
    {
      schema: {
        tags,
        summary: "Reviews the order's courier",
        description: `${RULES} An order no courier delivered is 400 OrderHasNoCourierException.`,
        params: orderIdParams,
        body: reviewRequestSchema,
        response: { 201: reviewResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const review = await reviews.write(
        customerOwner(request),
        request.params.id,
        'COURIER',
        request.body,
      );
      return reply.code(201).send({ review });
    },
  );

  app.get(
    '/customer/me/reviews',
    {
      schema: {
        tags,
        summary: "The customer's reviews by order, the most recently reviewed first",
        response: { 200: reviewsResponseSchema, 401: reviewErrorSchema },
      },
    },
    async (request) => ({ reviews: await reviews.list(customerOwner(request)) }),
  );
};
