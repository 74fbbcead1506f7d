/**
 * Sign-in calls (spec 1 §7 "Auth and user"): SMS code by phone for customers and couriers,
 * partner-signed token and third-party (Firebase) ID token for customers.
 */
import { normalizePhone, parsePhone } from '@souk/core/phone';
import { z } from 'zod';
import { apiErrorSchema } from './errors.ts';

/** Spec 1 §9 / §8: a new code for the same phone only after 60 seconds. */
export const PHONE_CONFIRMATION_RESEND_SECONDS = 60;
/** A code is good for 5 minutes. */
export const PHONE_CONFIRMATION_TTL_SECONDS = 300;
/** Wrong tries one code allows before a new code is needed ("Attempts used up"). */
export const PHONE_CONFIRMATION_MAX_ATTEMPTS = 5;
export const PHONE_CONFIRMATION_CODE_LENGTH = 6;

export const SESSION_COOKIE = 'souk_session';
export const COURIER_SESSION_COOKIE = 'souk_courier_session';

/**
 * Spec 1 §5: plus, spaces and brackets are dropped and a leading plus added, then the number
 * must be a valid international one; the value becomes E.164 ("+37120000000").
 */
const phoneSchema = z
  .string()
  .max(32, 'At most 32 characters')
  .transform((value, ctx) => {
    const e164 = parsePhone(normalizePhone(value.trim()));
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: 'Invalid phone number' });
      return z.NEVER;
    }
    return e164;
  });

/** The SMS code: exactly 6 digits (spaces a user pasted are ignored). */
const confirmationCodeSchema = z
  .string()
  .max(16, 'At most 16 characters')
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'The SMS verification code is 6 digits'));

/** Sign-in errors may say when to retry (PhoneConfirmationTimeLimitException) or how many tries are left. */
export const authErrorSchema = apiErrorSchema.extend({
  retryAfterSeconds: z.number().int().optional(),
  attemptsLeft: z.number().int().optional(),
});

export const sendPhoneConfirmationQuerySchema = z.object({ phone: phoneSchema });

export const courierSendPhoneConfirmationQuerySchema = z.object({
  phone: phoneSchema,
  localityId: z.uuid('Expected a locality id').optional(),
});

export const phoneConfirmationSentSchema = z.object({
  /** The number the code went to, masked except the country code and last 2 digits. */
  maskedPhone: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type PhoneConfirmationSent = z.infer<typeof phoneConfirmationSentSchema>;

/** POST /customer/auth/login and courier/auth/login: `token` is the SMS code. */
export const phoneLoginBodySchema = z.strictObject({
  phone: phoneSchema,
  token: confirmationCodeSchema,
});

const jwtSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(8192, 'At most 8192 characters')
  .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'Expected a signed JWT');

/** POST /customer/auth/onde/login/by-token: a JWT the partner signed for this customer. */
export const partnerTokenLoginBodySchema = z.strictObject({ token: jwtSchema });

/** POST /customer/auth/firebase-auth: an ID token of the locality's sign-in provider. */
export const firebaseAuthBodySchema = z.strictObject({
  idToken: jwtSchema,
  localityCode: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/, 'Expected a locality code'),
});

/** GET /api/dev/sms-outbox (development and tests only). */
export const smsOutboxSchema = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      text: z.string(),
      code: z.string(),
      sentAt: z.iso.datetime(),
    }),
  ),
});
