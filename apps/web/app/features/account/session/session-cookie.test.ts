import { describe, expect, it } from 'vitest';
import { hasSessionCookie } from './session-cookie.ts';

describe('hasSessionCookie', () => {
  it('finds the session cookie among others', () => {
    expect(hasSessionCookie('lang=ar; souk_session=abc.def; x=1')).toBe(true);
    expect(hasSessionCookie('souk_session=t')).toBe(true);
  });

  it('is false for anonymous visitors, so their pages make no customer call', () => {
    expect(hasSessionCookie(null)).toBe(false);
    expect(hasSessionCookie('')).toBe(false);
    expect(hasSessionCookie('lang=en')).toBe(false);
    expect(hasSessionCookie('souk_session=')).toBe(false);
    expect(hasSessionCookie('not_souk_session=abc')).toBe(false);
  });
});
