import { ERROR_TYPES, type ApiError } from '@souk/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#app/lib/api-client.ts';
import { en } from '#app/i18n/en.ts';
import { loginErrorKey, sendCodeErrorKey } from './auth-errors.ts';

function apiError(status: number, kind?: { type: string; errorCode: string }) {
  const body: ApiError | null = kind ? { statusCode: status, ...kind, message: '' } : null;
  return new ApiRequestError(status, body, '/api/customer/auth/login');
}

describe('sending a code fails (spec 1 §8)', () => {
  it('400 PhoneConfirmationTimeLimitException: verification limit reached', () => {
    const key = sendCodeErrorKey(apiError(400, ERROR_TYPES.phoneConfirmationTimeLimit));
    expect(en[key]).toBe('Verification request limit reached. Please try again in 60 seconds.');
  });

  it('429: rate limit reached', () => {
    const key = sendCodeErrorKey(apiError(429, ERROR_TYPES.rateLimited));
    expect(en[key]).toBe("You've reached the rate limit, please wait a few moments and try again.");
  });

  it('other failures: something went wrong', () => {
    expect(sendCodeErrorKey(apiError(400, ERROR_TYPES.validation))).toBe('auth.somethingWentWrong');
    expect(sendCodeErrorKey(apiError(502))).toBe('auth.somethingWentWrong');
    expect(sendCodeErrorKey(new TypeError('Failed to fetch'))).toBe('auth.somethingWentWrong');
  });

  it("a phone that is not a courier's: not registered as a courier", () => {
    const key = sendCodeErrorKey(apiError(404, ERROR_TYPES.courierNotFound));
    expect(en[key]).toBe('This phone number is not registered as a courier');
  });
});

describe('login fails (spec 1 §8)', () => {
  it.each([
    [ERROR_TYPES.confirmationCodeInvalid, 'Invalid code'],
    [ERROR_TYPES.confirmationAttemptsUsedUp, 'Attempts used up'],
    [ERROR_TYPES.confirmationCodeExpired, 'The SMS verification code is invalid.'],
  ])('%o shows "%s"', (kind, text) => {
    expect(en[loginErrorKey(apiError(400, kind))]).toBe(text);
  });

  it('a phone that is no courier, a 429 and a network failure each have their message', () => {
    expect(loginErrorKey(apiError(404, ERROR_TYPES.courierNotFound))).toBe('auth.courierNotFound');
    expect(loginErrorKey(apiError(429, ERROR_TYPES.rateLimited))).toBe('auth.rateLimit');
    expect(loginErrorKey(new TypeError('Failed to fetch'))).toBe('auth.somethingWentWrong');
  });
});
