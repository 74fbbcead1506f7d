import { z } from 'zod';
import { localityCodeSchema } from './locality.ts';

/**
 * GET /customer/me/promo-codes/referral (spec 2 §7 "returns code"): the signed-in customer's
 * own referral code to share, when the locality's referral program is on.
 */
export const referralCodeQuerySchema = z.object({
  /** The locality whose referralProgramSettings decide; without it, any of the partner's. */
  localityCode: localityCodeSchema.optional(),
});
export const referralCodeResponseSchema = z.object({
  code: z.string().regex(/^[A-Z0-9]{8}$/),
});

/** 404 when the referral program is off in that locality (or in all of them). */
export const REFERRAL_ERROR_TYPES = {
  programDisabled: {
    type: 'ReferralProgramDisabledException',
    errorCode: 'referral_program_disabled',
  },
} as const;

/**
 * POST /customer/me/promo-codes/referral: a new customer names the referral code they signed up
 * with, once. Their first completed order then earns the code's owner the program's reward.
 */
export const claimReferralRequestSchema = z.object({
  /** Typed by a person: spaces around it and lower case are forgiven. */
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{8}$/),
});
export const claimReferralResponseSchema = z.object({ referred: z.literal(true) });

/** Refusals of a claim (400, 404 for an unknown code), each its own type for the client. */
export const REFERRAL_CLAIM_ERROR_TYPES = {
  codeNotFound: { type: 'ReferralCodeNotFoundException', errorCode: 'referral_code_not_found' },
  ownCode: { type: 'ReferralOwnCodeException', errorCode: 'referral_own_code' },
  alreadyReferred: {
    type: 'ReferralAlreadyClaimedException',
    errorCode: 'referral_already_claimed',
  },
  notNewCustomer: {
    type: 'ReferralNotNewCustomerException',
    errorCode: 'referral_not_new_customer',
  },
} as const;
