/** Spec 2 §7 "Payments, promo codes, referral": GET /customer/me/promo-codes/referral. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  referralCodeQuerySchema,
  referralCodeResponseSchema,
} from '@souk/contracts';
import type { Db } from '#api/db/client.ts';
import { requireCustomer } from '#api/modules/sessions/session-context.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';
import { referralCodeFor, referralProgramDisabled, referralProgramOn } from './referral-code.ts';

export const referralRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/customer/me/promo-codes/referral',
    {
      schema: {
        tags: ['cart'],
        summary: "The signed-in customer's referral code (made on first request, then kept)",
        description:
          'Answers only when the referral program is on in `localityCode` (or, without it, in ' +
          "any of the partner's localities); otherwise 404 `ReferralProgramDisabledException`.",
        querystring: referralCodeQuerySchema,
        response: {
          200: referralCodeResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const customerId = requireCustomer(request);
      const partner = requirePartner(request);
      if (!(await referralProgramOn(db, partner.id, request.query.localityCode))) {
        throw referralProgramDisabled();
      }
      return { code: await referralCodeFor(db, partner.id, customerId) };
    },
  );
};
