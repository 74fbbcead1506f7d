/**
 * Tip rules (spec 1 §3 tipSettings: enabled, tipMax, tipStep, tipValues; §9 defaults: disabled,
 * tipMax 1000, tipStep 1, tipValues 1, 5, 10). Settings are in major units as the locality
 * stores them; the cart's tip is minor units, so the caller converts the settings first.
 */

export interface TipRules {
  readonly enabled: boolean;
  /** Minor units. */
  readonly tipMax: number;
  /** Minor units; a tip is a multiple of it. */
  readonly tipStep: number;
}

export type TipProblem = 'TIPS_DISABLED' | 'OVER_MAX' | 'OFF_STEP' | 'NOT_AN_AMOUNT';

/** Null when the tip may be kept; 0 (no tip) is always fine. */
export function tipProblem(tipAmount: number, rules: TipRules): TipProblem | null {
  if (!Number.isSafeInteger(tipAmount) || tipAmount < 0) return 'NOT_AN_AMOUNT';
  if (tipAmount === 0) return null;
  if (!rules.enabled) return 'TIPS_DISABLED';
  if (tipAmount > rules.tipMax) return 'OVER_MAX';
  if (rules.tipStep > 0 && tipAmount % rules.tipStep !== 0) return 'OFF_STEP';
  return null;
}
