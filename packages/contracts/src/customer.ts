/** The signed-in customer (spec 1 §3 "User", §7 GET/PATCH/DELETE /customer/me, §5 field rules). */
import { isValidEmail, isValidName, isValidNameWithSpaces } from '@souk/core/validation';
import { z } from 'zod';
import { localeCodeSchema } from './common.ts';

const CUSTOMER_STATUSES = ['ACTIVE', 'DELETION_SCHEDULED'] as const;
/** Spec 1 §4: "Account deletion takes effect within 30 days and is cancelable by logging in." */
export const ACCOUNT_DELETION_DAYS = 30;
const EMAIL_MAX_LENGTH = 254;

export const customerMeSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.iso.date().nullable(),
  email: z.string().nullable(),
  healthyLifestyle: z.boolean(),
  lang: localeCodeSchema.nullable(),
  gaUserId: z.string().nullable(),
  status: z.enum(CUSTOMER_STATUSES),
  /** Set while a deletion is scheduled: the moment the account will be anonymised. */
  deletionDueAt: z.iso.datetime().nullable(),
});
export type CustomerMe = z.infer<typeof customerMeSchema>;

/** Spec 1 §5: "Name: 2 to 30 letters. Name with spaces: 3 to 30 letters or spaces." */
const customerNameSchema = z
  .string()
  .max(64, 'At most 30 letters')
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .refine(
    (value) => isValidName(value) || isValidNameWithSpaces(value),
    'A name is 2 to 30 letters, or 3 to 30 letters and spaces',
  );

const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, `At most ${EMAIL_MAX_LENGTH} characters`)
  .refine(isValidEmail, 'Invalid e-mail address');

/** A real calendar day, YYYY-MM-DD, not before 1900; "not in the future" is checked on the server's clock. */
const birthDateSchema = z.iso
  .date('Expected a date as YYYY-MM-DD')
  .refine((value) => value >= '1900-01-01', 'Too far in the past');

/** PATCH /customer/me: only the fields that changed; null clears an optional field. */
export const updateCustomerMeBodySchema = z.strictObject({
  name: customerNameSchema.optional(),
  birthDate: birthDateSchema.nullable().optional(),
  email: emailSchema.nullable().optional(),
  healthyLifestyle: z.boolean().optional(),
  lang: localeCodeSchema.optional(),
});
export type UpdateCustomerMeBody = z.input<typeof updateCustomerMeBodySchema>;

export const accountDeletionSchema = z.object({
  status: z.literal('DELETION_SCHEDULED'),
  deletionDueAt: z.iso.datetime(),
});

/** PUT /customer/me/session/fcm-token (native only, with X-Platform): the device's push token. */
export const fcmTokenBodySchema = z.strictObject({
  token: z.string().trim().min(1, 'Required').max(4096, 'At most 4096 characters'),
  projectId: z.string().trim().min(1, 'Required').max(128, 'At most 128 characters'),
});
export const fcmTokenSavedSchema = z.object({ saved: z.literal(true) });
