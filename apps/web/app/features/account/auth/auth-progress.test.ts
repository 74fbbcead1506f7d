import { describe, expect, it } from 'vitest';
import { authStep, modalForStep, visibleStepNumber, type AuthFacts } from './auth-progress.ts';

const anonymous: AuthFacts = {
  started: false,
  signedIn: false,
  codePending: false,
  hasName: false,
  addressCount: null,
};

describe('auth progress steps (spec 1 §3)', () => {
  it('walks first entry → empty login info → confirm number → empty name → empty address → complete', () => {
    const steps = [
      anonymous,
      { ...anonymous, started: true },
      { ...anonymous, started: true, codePending: true },
      { ...anonymous, signedIn: true, addressCount: 0 },
      { ...anonymous, signedIn: true, hasName: true, addressCount: 0 },
      { ...anonymous, signedIn: true, hasName: true, addressCount: 2 },
    ].map(authStep);
    expect(steps).toEqual([
      'FIRST_ENTRY',
      'EMPTY_LOGIN_INFO',
      'CONFIRM_NUMBER',
      'EMPTY_NAME',
      'EMPTY_ADDRESS',
      'COMPLETE',
    ]);
  });

  it('asks the name before the address, and nothing more once both exist', () => {
    expect(modalForStep(authStep({ ...anonymous, signedIn: true, addressCount: 0 }))).toBe(
      'AuthNameModal',
    );
    const named = { ...anonymous, signedIn: true, hasName: true };
    expect(modalForStep(authStep({ ...named, addressCount: 0 }))).toBe('AuthAddressModal');
    expect(modalForStep(authStep({ ...named, addressCount: 1 }))).toBeNull();
  });

  it('does not ask for an address while the address list is unknown', () => {
    expect(authStep({ ...anonymous, signedIn: true, hasName: true })).toBe('COMPLETE');
  });

  it('numbers the visible steps 1 to 4', () => {
    expect(
      (
        [
          'FIRST_ENTRY',
          'EMPTY_LOGIN_INFO',
          'CONFIRM_NUMBER',
          'EMPTY_NAME',
          'EMPTY_ADDRESS',
        ] as const
      ).map(visibleStepNumber),
    ).toEqual([1, 1, 2, 3, 4]);
  });
});
