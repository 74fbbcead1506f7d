import { describe, expect, it } from 'vitest';
import { loggableUrl } from './loggable-url.ts';

/** Issue 14: the production log holds no phone number, code or token from a query string. */
describe('loggableUrl', () => {
  it('replaces the phone a sign-in code is sent to', () => {
    expect(loggableUrl('/api/customer/auth/sendPhoneConfirmation?phone=%2B37129638527')).toBe(
      '/api/customer/auth/sendPhoneConfirmation?phone=[redacted]',
    );
  });

  it('keeps the path and the other parameters, and replaces tokens whatever their case', () => {
    expect(loggableUrl('/api/x?page=2&Token=abc&sort=name&code=123456')).toBe(
      '/api/x?page=2&Token=[redacted]&sort=name&code=[redacted]',
    );
  });

  it('leaves a URL without a query as it is', () => {
    expect(loggableUrl('/api/public/localities')).toBe('/api/public/localities');
  });
});
