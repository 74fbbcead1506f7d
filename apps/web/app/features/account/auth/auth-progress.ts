/**
 * Spec 1 §3 "Auth progress steps: first entry, empty login info, confirm number, empty name,
 * empty address, complete". The step follows from what is known, so a reload (or a second tab)
 * lands on the same step.
 */
const AUTH_STEPS = [
  'FIRST_ENTRY',
  'EMPTY_LOGIN_INFO',
  'CONFIRM_NUMBER',
  'EMPTY_NAME',
  'EMPTY_ADDRESS',
  'COMPLETE',
] as const;
export type AuthStep = (typeof AUTH_STEPS)[number];

export interface AuthFacts {
  /** False until the visitor has opened the sign-in flow at all. */
  started: boolean;
  signedIn: boolean;
  /** A code was sent and is waiting to be typed. */
  codePending: boolean;
  hasName: boolean;
  /** Null while unknown (not loaded): the address step is then not asked for. */
  addressCount: number | null;
}

export function authStep(facts: AuthFacts): AuthStep {
  if (!facts.signedIn) {
    if (facts.codePending) return 'CONFIRM_NUMBER';
    return facts.started ? 'EMPTY_LOGIN_INFO' : 'FIRST_ENTRY';
  }
  if (!facts.hasName) return 'EMPTY_NAME';
  if (facts.addressCount === 0) return 'EMPTY_ADDRESS';
  return 'COMPLETE';
}

/** The modal that asks for what the step lacks; null when nothing is left to ask. */
export function modalForStep(
  step: AuthStep,
): 'AuthModal' | 'AuthConfirmModal' | 'AuthNameModal' | 'AuthAddressModal' | null {
  switch (step) {
    case 'FIRST_ENTRY':
    case 'EMPTY_LOGIN_INFO':
      return 'AuthModal';
    case 'CONFIRM_NUMBER':
      return 'AuthConfirmModal';
    case 'EMPTY_NAME':
      return 'AuthNameModal';
    case 'EMPTY_ADDRESS':
      return 'AuthAddressModal';
    case 'COMPLETE':
      return null;
  }
}

/** The visible steps ("Step 2 of 4"): phone, code, name, address. */
export const VISIBLE_STEPS = 4;

export function visibleStepNumber(step: AuthStep): number {
  return Math.min(Math.max(AUTH_STEPS.indexOf(step), 1), VISIBLE_STEPS);
}
