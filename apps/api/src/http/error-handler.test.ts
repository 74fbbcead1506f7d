import { describe, expect, it } from 'vitest';
import { toApiError } from './error-handler.ts';

describe('toApiError', () => {
  it('text the database cannot store (a NUL byte) is the client’s 400, also when wrapped', () => {
    const driverError = Object.assign(
      new Error('invalid byte sequence for encoding "UTF8": 0x00'),
      {
        code: '22021',
      },
    );
    const wrapped = new Error('Failed query: select …', { cause: driverError });
    for (const error of [driverError, wrapped]) {
      const apiError = toApiError(error);
      expect(apiError.statusCode).toBe(400);
    }
  });

  it('any other database error stays a 500 that tells nothing', () => {
    const driverError = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const apiError = toApiError(new Error('Failed query', { cause: driverError }));
    expect(apiError.statusCode).toBe(500);
    expect(apiError.message).not.toContain('deadlock');
  });
});
