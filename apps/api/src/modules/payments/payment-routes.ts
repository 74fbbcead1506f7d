/**
 * Spec 2 §7 payment calls under /api/customer/me/orders/{id}/: payment/create,
 * payment-intent/create, payment/authorize and payment/cancel. Only the order's customer may
 * call them (404 OrderNotFoundException for anybody else's order).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authorizePaymentRequestSchema,
  createPaymentRequestSchema,
  paymentErrorSchema,
  paymentResponseSchema,
} from '@souk/contracts';
import { z } from 'zod';
import { requestLanguage } from '#api/http/i18n-text.ts';
import { customerOwner } from '#api/modules/sessions/customer-owner.ts';
import type { PaymentService } from './payment-service.ts';

const params = z.object({ id: z.uuid() });
const tags = ['payments'];
const response = {
  200: paymentResponseSchema,
  400: paymentErrorSchema,
  401: paymentErrorSchema,
  404: paymentErrorSchema,
  503: paymentErrorSchema,
};

const CREATE_DESCRIPTION =
  'Charges the order’s finalTotal (never an amount from the client) with a saved card ' +
  '(`paymentMethod`) or a new card typed into the hosted form: open `payment.formUrl` in the ' +
  'IframeModal, then call payment/authorize with `transactionID`. A saved card may answer ' +
  'AUTHORIZED or FAILED at once, or PENDING with a 3-D Secure page in `formUrl`. Repeating the ' +
  'call while a payment is open answers that same payment, so a double click charges once. ' +
  'FAILED and ERROR carry the message and alert to show; the order stays CREATED, so another ' +
  'card can be tried. AUTHORIZED moves the order to WAITING_APPROVAL. Only CREATED ONLINE ' +
  'orders can be paid (400 OrderNotPayableException); a gateway that does not answer is ' +
  '503 PaymentGatewayUnavailableException.';

export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  for (const path of ['payment/create', 'payment-intent/create']) {
    app.post(
      `/customer/me/orders/:id/${path}`,
      {
        schema: {
          tags,
          summary:
            path === 'payment/create'
              ? 'Pays the order by card'
              : 'Pays the order by card, Stripe-style: answers the intent and its client secret',
          description: CREATE_DESCRIPTION,
          params,
          body: createPaymentRequestSchema,
          response,
        },
      },
      async (request) =>
        payments.create(
          customerOwner(request),
          request.params.id,
          request.body,
          requestLanguage(request),
        ),
    );
  }

  app.post(
    '/customer/me/orders/:id/payment/authorize',
    {
      schema: {
        tags,
        summary: 'Confirms a payment after its form closed: answers where it stands now',
        params,
        body: authorizePaymentRequestSchema,
        response,
      },
    },
    async (request) =>
      payments.authorize(customerOwner(request), request.params.id, request.body.transactionID),
  );

  app.post(
    '/customer/me/orders/:id/payment/cancel',
    {
      schema: {
        tags,
        summary: 'Calls off the open payment; the order stays CREATED',
        params,
        response,
      },
    },
    async (request) => payments.cancel(customerOwner(request), request.params.id),
  );
};
