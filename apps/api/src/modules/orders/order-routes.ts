/**
 * Spec 2 §7 "Orders", under /api/customer/me/orders: place, list, read and cancel. Every route
 * is the signed-in customer's own (401 without a session, 404 for another's order).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  activeOrdersResponseSchema,
  orderErrorSchema,
  orderResponseSchema,
  ordersResponseSchema,
  placeOrderRequestSchema,
} from '@souk/contracts';
import { z } from 'zod';
import { ApiError } from '#api/http/api-error.ts';
import { requestLanguage } from '#api/http/i18n-text.ts';
import { customerOwner } from '#api/modules/sessions/customer-owner.ts';
import type { OrderService } from './order-service.ts';

const errors = { 400: orderErrorSchema, 401: orderErrorSchema, 404: orderErrorSchema };
const tags = ['orders'];
const orderIdParams = z.object({ id: z.uuid() });

function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  if (
    typeof value !== 'string' ||
    value.length === 0 ||
    value.length > IDEMPOTENCY_KEY_MAX_LENGTH
  ) {
    throw new ApiError(400, 'validation', 'Invalid Idempotency-Key header', {
      fieldErrors: [
        {
          field: 'headers.idempotency-key',
          message: `Expected 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
        },
      ],
    });
  }
  return value;
}

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (
  app,
  { orders },
) => {
  app.post(
    '/customer/me/orders',
    {
      schema: {
        tags,
        summary: 'Places an order from one vendor part of the cart',
        description:
          'Checks the cart again as it is now, freezes it into an order and takes that part out ' +
          'of the cart, all in one transaction. Send an `Idempotency-Key` header (any unique ' +
          'string, e.g. a UUID): a retry with the same key and body answers the first order ' +
          'again (header `Idempotent-Replayed: true`); the same key with another body is ' +
          '422 IdempotencyKeyReusedException; keys are kept 24 hours. Refusals (400) name the ' +
          'cart alert to show in `alert`.',
        body: placeOrderRequestSchema,
        response: { 201: orderResponseSchema, ...errors, 422: orderErrorSchema },
      },
    },
    async (request, reply) => {
      const owner = customerOwner(request);
      const key = idempotencyKey(request);
      const answer = await orders.place(
        owner,
        request.body,
        (localityLang) => requestLanguage(request, localityLang),
        key,
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      // A fresh answer or the stored copy of one: the 201 schema above checks it on the way out,
      // so it is not parsed a second time here (a placement's hot path).
      return reply.code(answer.status).send(answer.body as z.infer<typeof orderResponseSchema>);
    },
  );

  app.get(
    '/customer/me/orders',
    {
      schema: {
        tags,
        summary: "The customer's active and delivered orders, newest first",
        response: { 200: ordersResponseSchema, 401: orderErrorSchema },
      },
    },
    async (request) => orders.lists(customerOwner(request)),
  );

  app.get(
    '/customer/me/orders/active',
    {
      schema: {
        tags,
        summary: "The customer's orders still under way, newest first",
        response: { 200: activeOrdersResponseSchema, 401: orderErrorSchema },
      },
    },
    async (request) => ({ orders: await orders.active(customerOwner(request)) }),
  );

  app.get(
    '/customer/me/orders/:id',
    {
      schema: {
        tags,
        summary: 'One of the customer’s orders',
        params: orderIdParams,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => ({ order: await orders.get(customerOwner(request), request.params.id) }),
  );

  app.post(
    '/customer/me/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancels the order while the vendor has not accepted it',
        description:
          'Once the vendor has accepted: 400 OrderAlreadyProcessingException ("We can\'t cancel ' +
          'the order as it\'s already processing...").',
        params: orderIdParams,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => ({ order: await orders.cancel(customerOwner(request), request.params.id) }),
  );
};
