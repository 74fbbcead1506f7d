import { z } from 'zod';

/** Every error the API returns has this body: `type` names the exception, `errorCode` is stable snake_case. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});

export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  type: z.string(),
  errorCode: z.string(),
  message: z.string(),
  fieldErrors: z.array(fieldErrorSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const partnerSuspendedSchema = apiErrorSchema.extend({
  errorCode: z.literal('partner_suspended'),
  partnerType: z.enum(['DEMO', 'PROD']),
});
export type PartnerSuspended = z.infer<typeof partnerSuspendedSchema>;

export const ERROR_TYPES = {
  validation: { type: 'ValidationException', errorCode: 'validation_failed' },
  localityNotFound: { type: 'LocalityNotFoundException', errorCode: 'locality_not_found' },
  partnerUnknown: { type: 'PartnerNotFoundException', errorCode: 'partner_unknown' },
  partnerMissing: { type: 'PartnerCodeMissingException', errorCode: 'partner_code_missing' },
  partnerSuspended: { type: 'PartnerSuspendedException', errorCode: 'partner_suspended' },
  notFound: { type: 'NotFoundException', errorCode: 'not_found' },
  payloadTooLarge: { type: 'PayloadTooLargeException', errorCode: 'payload_too_large' },
  rateLimited: { type: 'TooManyRequestsException', errorCode: 'rate_limited' },
  internal: { type: 'InternalServerErrorException', errorCode: 'internal_error' },
  cartNotFound: { type: 'CartNotFoundException', errorCode: 'cart_not_found' },
  cartVendorsMaxLimit: {
    type: 'CartVendorsMaxLimitException',
    errorCode: 'cart_vendors_max_limit',
  },
} as const;
