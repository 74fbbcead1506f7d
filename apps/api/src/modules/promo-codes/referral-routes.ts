/**
 * Spec 2 §7 "Payments, promo codes, referral": GET /customer/me/promo-codes/referral, and the
 * claim of a friend's code by a new customer (issue 12 part 7).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  claimReferralRequestSchema,
  claimReferralResponseSchema,
  referralCodeQuerySchema,
  referralCodeResponseSchema,
} from '@souk/contracts';
import type { Db } from '#api/db/client.ts';
import { requireCustomer } from '#api/modules/sessions/session-context.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';
import { claimReferral } from '#api/modules/referrals/referral-claim.ts';
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

  app.post(
    '/customer/me/promo-codes/referral',
    {
      schema: {
        tags: ['cart'],
        summary: 'A new customer names the referral code they signed up with (once)',
        description:
          "Links the customer to the code's owner, who gets the program's reward when this " +
          "customer's first order is completed. Refused for one's own code (400 " +
          'ReferralOwnCodeException), a second claim (400 ReferralAlreadyClaimedException), a ' +
          'customer who has ordered already (400 ReferralNotNewCustomerException), an unknown ' +
          'code (404 ReferralCodeNotFoundException) and where no locality of the partner runs ' +
          'the program (404 ReferralProgramDisabledException).',
        body: claimReferralRequestSchema,
        response: {
          200: claimReferralResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const customerId = requireCustomer(request);
      const partner = requirePartner(request);
      if (!(await referralProgramOn(db, partner.id, undefined))) throw referralProgramDisabled();
      await claimReferral(db, partner.id, customerId, request.body.code);
      return { referred: true as const };
    },
  );
};
