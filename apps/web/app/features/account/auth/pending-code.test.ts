import { describe, expect, it } from 'vitest';
import { secondsUntil } from './pending-code.ts';
import { handedOverToast } from './use-auth-flow.ts';

describe('resend countdown (spec 1 §9: the retry after a verification limit is 60 seconds)', () => {
  const sentAt = Date.UTC(2026, 10, 26, 10, 0, 0);
  const resendAt = sentAt + 60_000;

  it('counts whole seconds down to 0 and stays there', () => {
    expect(secondsUntil(resendAt, sentAt)).toBe(60);
    expect(secondsUntil(resendAt, sentAt + 400)).toBe(60);
    expect(secondsUntil(resendAt, sentAt + 59_001)).toBe(1);
    expect(secondsUntil(resendAt, resendAt)).toBe(0);
    expect(secondsUntil(resendAt, resendAt + 5_000)).toBe(0);
  });
});

describe('a toast handed over to the next sign-in step', () => {
  it('is read back from the history state, and only a known toast', () => {
    expect(handedOverToast({ modalReturn: '', authToast: 'auth.timeLimit' })).toBe(
      'auth.timeLimit',
    );
    expect(handedOverToast({ authToast: 'auth.rateLimit' })).toBe('auth.rateLimit');
    expect(handedOverToast({ authToast: '<script>' })).toBeNull();
    expect(handedOverToast(null)).toBeNull();
    expect(handedOverToast({ modalReturn: '?x=1' })).toBeNull();
  });
});
