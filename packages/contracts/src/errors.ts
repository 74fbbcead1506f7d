import { z } from 'zod';

/** Every error the API returns has this body: `type` names the exception, `errorCode` is stable snake_case. */
const fieldErrorSchema = z.object({
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

export const ERROR_TYPES = {
  validation: { type: 'ValidationException', errorCode: 'validation_failed' },
  localityNotFound: { type: 'LocalityNotFoundException', errorCode: 'locality_not_found' },
  partnerUnknown: { type: 'PartnerNotFoundException', errorCode: 'partner_unknown' },
  partnerMissing: { type: 'PartnerCodeMissingException', errorCode: 'partner_code_missing' },
  partnerSuspended: { type: 'PartnerSuspendedException', errorCode: 'partner_suspended' },
  notFound: { type: 'NotFoundException', errorCode: 'not_found' },
  payloadTooLarge: { type: 'PayloadTooLargeException', errorCode: 'payload_too_large' },
  rateLimited: { type: 'TooManyRequestsException', errorCode: 'rate_limited' },
  unauthorized: { type: 'UnauthorizedException', errorCode: 'unauthorized' },
  crossOriginRefused: { type: 'CrossOriginRequestException', errorCode: 'cross_origin_refused' },
  phoneConfirmationTimeLimit: {
    type: 'PhoneConfirmationTimeLimitException',
    errorCode: 'phone_confirmation_time_limit',
  },
  confirmationCodeInvalid: {
    type: 'InvalidConfirmationCodeException',
    errorCode: 'confirmation_code_invalid',
  },
  confirmationAttemptsUsedUp: {
    type: 'ConfirmationAttemptsExceededException',
    errorCode: 'confirmation_attempts_used_up',
  },
  confirmationCodeExpired: {
    type: 'PhoneConfirmationNotFoundException',
    errorCode: 'confirmation_code_expired',
  },
  courierNotFound: { type: 'CourierNotFoundException', errorCode: 'courier_not_found' },
  smsDeliveryFailed: { type: 'SmsDeliveryException', errorCode: 'sms_delivery_failed' },
  invalidLoginToken: { type: 'InvalidTokenException', errorCode: 'invalid_login_token' },
  authProviderNotEnabled: {
    type: 'AuthProviderNotEnabledException',
    errorCode: 'auth_provider_not_enabled',
  },
  internal: { type: 'InternalServerErrorException', errorCode: 'internal_error' },
  cartNotFound: { type: 'CartNotFoundException', errorCode: 'cart_not_found' },
  cartVendorsMaxLimit: {
    type: 'CartVendorsMaxLimitException',
    errorCode: 'cart_vendors_max_limit',
  },
} as const;
