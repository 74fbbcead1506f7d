/**
 * Spec 2 §7 "Payments": GET /customer/me/payment-methods?localityCode=&cartId=,
 * GET /customer/supported-payment-methods, and the cards bind form under the customer path,
 * GET /customer/me/cards/bind-form?paymentOptionCode=&localityCode= (its failure is shown as
 * "ERROR_{status}" by the storefront).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bindFormQuerySchema,
  bindFormResponseSchema,
  paymentErrorSchema,
  paymentMethodsQuerySchema,
  paymentMethodsResponseSchema,
  supportedPaymentMethodsQuerySchema,
  supportedPaymentMethodsResponseSchema,
} from '@souk/contracts';
import type { Db } from '#api/db/client.ts';
import { requestLanguage } from '#api/http/i18n-text.ts';
import type { CardRepository } from '#api/modules/cards/card-repository.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';
import { customerOwner } from '#api/modules/sessions/customer-owner.ts';
import { startCardBinding } from './card-binding.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import {
  localityByCode,
  localityFor,
  methodsOf,
  optionsOf,
  publicLocalities,
} from './payment-options.ts';

export interface PaymentMethodRoutesOptions {
  db: Db;
  now: () => Date;
  gateway: PaymentGateway;
  cards: CardRepository;
}

const tags = ['payments'];
const errors = { 400: paymentErrorSchema, 401: paymentErrorSchema, 404: paymentErrorSchema };

export const paymentMethodRoutes: FastifyPluginAsyncZod<PaymentMethodRoutesOptions> = async (
  app,
  { db, now, gateway, cards },
) => {
  app.get(
    '/customer/me/payment-methods',
    {
      schema: {
        tags,
        summary: 'How the customer can pay in a locality: cash, stored cards, a new card',
        description: 'Names the locality by `localityCode`, or by the customer’s own `cartId`.',
        querystring: paymentMethodsQuerySchema,
        response: { 200: paymentMethodsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const owner = customerOwner(request);
      const locality = await localityFor(db, owner, request.query);
      const options = optionsOf([locality], gateway.name);
      const stored = options.showStoredCards ? await cards.list(owner) : [];
      return { ...options, methods: methodsOf(options, stored) };
    },
  );

  app.get(
    '/customer/supported-payment-methods',
    {
      schema: {
        tags,
        summary: 'The payment types and options a locality (or the whole marketplace) takes',
        querystring: supportedPaymentMethodsQuerySchema,
        response: {
          200: supportedPaymentMethodsResponseSchema,
          400: paymentErrorSchema,
          404: paymentErrorSchema,
        },
      },
    },
    async (request) => {
      const partnerId = requirePartner(request).id;
      const { localityCode } = request.query;
      const rows = localityCode
        ? [await localityByCode(db, partnerId, localityCode)]
        : await publicLocalities(db, partnerId);
      return optionsOf(rows, gateway.name);
    },
  );

  app.get(
    '/customer/me/cards/bind-form',
    {
      schema: {
        tags: ['cards', ...tags],
        summary: 'Opens the gateway’s card form to bind a new card; answers its URL',
        description:
          'Open `url` in the IframeModal. When the form reports success the card is stored ' +
          '(masked number and gateway token only) and appears in GET /customer/me/cards.',
        querystring: bindFormQuerySchema,
        response: { 200: bindFormResponseSchema, ...errors, 503: paymentErrorSchema },
      },
    },
    async (request) =>
      startCardBinding(
        { db, now, gateway },
        customerOwner(request),
        request.query,
        requestLanguage(request),
      ),
  );
};
