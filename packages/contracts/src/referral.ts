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
