import { ERROR_TYPES } from '@souk/contracts';
import { ApiRequestError } from '#app/lib/api-client.ts';

export type SendCodeErrorKey =
  'auth.timeLimit' | 'auth.rateLimit' | 'auth.courierNotFound' | 'auth.somethingWentWrong';

/**
 * Spec 1 §8: the toast for a failed "send the code": 400 PhoneConfirmationTimeLimitException is
 * "verification limit reached", any 429 is "rate limit reached", anything else "something went
 * wrong". A phone that is not a registered courier's gets its own message.
 */
export function sendCodeErrorKey(error: unknown): SendCodeErrorKey {
  if (!(error instanceof ApiRequestError)) return 'auth.somethingWentWrong';
  if (error.status === 429) return 'auth.rateLimit';
  if (error.status === 400 && error.body?.type === ERROR_TYPES.phoneConfirmationTimeLimit.type) {
    return 'auth.timeLimit';
  }
  if (error.body?.type === ERROR_TYPES.courierNotFound.type) return 'auth.courierNotFound';
  return 'auth.somethingWentWrong';
}

export type LoginErrorKey =
  | 'auth.invalidCode'
  | 'auth.attemptsUsedUp'
  | 'auth.codeExpired'
  | 'auth.courierNotFound'
  | 'auth.rateLimit'
  | 'auth.somethingWentWrong';

const LOGIN_ERRORS: Readonly<Record<string, LoginErrorKey>> = {
  [ERROR_TYPES.confirmationCodeInvalid.type]: 'auth.invalidCode',
  [ERROR_TYPES.confirmationAttemptsUsedUp.type]: 'auth.attemptsUsedUp',
  [ERROR_TYPES.confirmationCodeExpired.type]: 'auth.codeExpired',
  [ERROR_TYPES.courierNotFound.type]: 'auth.courierNotFound',
  // A code that is not 6 digits never reaches the server's code check: it is not a valid code.
  [ERROR_TYPES.validation.type]: 'auth.invalidCode',
};

/** Spec 1 §8 "Login failures": "Invalid code", "Attempts used up", "The SMS verification code is invalid." */
export function loginErrorKey(error: unknown): LoginErrorKey {
  if (!(error instanceof ApiRequestError)) return 'auth.somethingWentWrong';
  if (error.status === 429) return 'auth.rateLimit';
  return (error.body && LOGIN_ERRORS[error.body.type]) ?? 'auth.somethingWentWrong';
}
