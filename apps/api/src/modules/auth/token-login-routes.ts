/**
 * Spec 1 §7: POST /customer/auth/onde/login/by-token (the partner app's webview hands over its
 * signed-in user) and POST /customer/auth/firebase-auth (a locality whose
 * customerAuthOtpProvider is FIREBASE signs in by Firebase phone auth).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  customerSessionSchema,
  firebaseAuthBodySchema,
  partnerTokenLoginBodySchema,
} from '@souk/contracts';
import type { Db } from '#api/db/client.ts';
import { localities } from '#api/db/schema/index.ts';
import { ApiError } from '#api/http/api-error.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';
import type { CustomerSignIn } from './customer-session.ts';
import { startCustomerSession } from './customer-session.ts';
import { findOrLinkCustomer } from './token-login.ts';
import type { TokenVerifiers } from './token-verifiers.ts';

export interface TokenLoginRoutesOptions extends CustomerSignIn {
  db: Db;
  verifiers: TokenVerifiers;
}

const TOKEN_BODY_LIMIT = 16 * 1024;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

export const tokenLoginRoutes: FastifyPluginAsyncZod<TokenLoginRoutesOptions> = async (
  app,
  options,
) => {
  const { db, verifiers, customers } = options;

  app.post(
    '/customer/auth/onde/login/by-token',
    {
      bodyLimit: TOKEN_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: "Signs in the partner app's user from a JWT the partner signed (sub, phone, name)",
        body: partnerTokenLoginBodySchema,
        response: { 200: customerSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const partner = requirePartner(request);
      if (!verifiers.hasPartnerKey(partner.code)) {
        throw new ApiError(400, 'authProviderNotEnabled', 'Partner login is not set up');
      }
      const verified = await verifiers.partnerToken(partner.code, request.body.token);
      const customer = await findOrLinkCustomer(customers, partner.id, {
        key: 'partnerUserId',
        id: verified.partnerUserId,
        phone: verified.phone,
        name: verified.name,
      });
      return startCustomerSession(options, request, reply, customer);
    },
  );

  app.post(
    '/customer/auth/firebase-auth',
    {
      bodyLimit: TOKEN_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary:
          "Signs in with a Firebase ID token, where the locality's sign-in provider is FIREBASE",
        body: firebaseAuthBodySchema,
        response: { 200: customerSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const partner = requirePartner(request);
      const [locality] = await db
        .select({
          provider: localities.customerAuthOtpProvider,
          projectId: localities.firebaseProjectId,
        })
        .from(localities)
        .where(
          and(eq(localities.partnerId, partner.id), eq(localities.code, request.body.localityCode)),
        );
      if (!locality) {
        throw new ApiError(404, 'localityNotFound', 'Unable to find the locality for this URL');
      }
      if (locality.provider !== 'FIREBASE' || !locality.projectId) {
        throw new ApiError(400, 'authProviderNotEnabled', 'This locality signs in by SMS code');
      }
      const verified = await verifiers.firebaseToken(locality.projectId, request.body.idToken);
      const customer = await findOrLinkCustomer(customers, partner.id, {
        key: 'firebaseUid',
        id: verified.uid,
        phone: verified.phone,
        name: undefined,
      });
      return startCustomerSession(options, request, reply, customer);
    },
  );
};
