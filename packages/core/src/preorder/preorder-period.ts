/**
 * The locality's preorder period (spec 2 §3 "Preorder period: {type, value}. Type is DAYS or
 * NONE."). Structural, so the contracts' locality type satisfies it.
 */
type PreorderPeriodType = 'DAYS' | 'NONE';

export interface PreorderPeriod {
  readonly type: PreorderPeriodType;
  readonly value: number;
}

/** Spec 2 §9: "Default preorder period: 4 days (type DAYS)". */
export const DEFAULT_PREORDER_PERIOD: PreorderPeriod = { type: 'DAYS', value: 4 };

/** Spec 2 §9: "Default params: type none, value 0" (a locality that sets nothing). */
export const NO_PREORDER_PERIOD: PreorderPeriod = { type: 'NONE', value: 0 };

/** "NONE disables preorder." */
export function preorderEnabled(period: PreorderPeriod): boolean {
  return period.type === 'DAYS' && period.value >= 0;
}

/**
 * The last day offset a preorder may fall on (0 = today), or null when preorder is off. DAYS n
 * offers today and the n days after it, the range the storefront's time filter has always used.
 */
export function lastPreorderDayOffset(period: PreorderPeriod): number | null {
  return preorderEnabled(period) ? Math.floor(period.value) : null;
}
