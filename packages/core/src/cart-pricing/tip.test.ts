import { describe, expect, it } from 'vitest';
import { tipProblem } from './tip.ts';

const rules = { enabled: true, tipMax: 2000, tipStep: 100 };

describe('tipProblem: tipSettings enabled, tipMax, tipStep (spec 1 §3)', () => {
  it('keeps 0 always, and multiples of the step up to the max', () => {
    expect(tipProblem(0, { ...rules, enabled: false })).toBeNull();
    expect(tipProblem(500, rules)).toBeNull();
    expect(tipProblem(2000, rules)).toBeNull();
  });

  it('refuses a tip when tips are disabled (the default, spec 1 §9)', () => {
    expect(tipProblem(100, { ...rules, enabled: false })).toBe('TIPS_DISABLED');
  });

  it('refuses over tipMax and off tipStep', () => {
    expect(tipProblem(2100, rules)).toBe('OVER_MAX');
    expect(tipProblem(150, rules)).toBe('OFF_STEP');
  });

  it('refuses what is not an amount', () => {
    expect(tipProblem(-100, rules)).toBe('NOT_AN_AMOUNT');
    expect(tipProblem(1.5, rules)).toBe('NOT_AN_AMOUNT');
  });
});
