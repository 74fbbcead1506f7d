import { describe, expect, it } from 'vitest';
import { MIN_LEAD_MINUTES, LAST_SLOT_MINUTE, SLOT_STEP_MINUTES } from './constants.ts';
import {
  DEFAULT_PREORDER_PERIOD,
  NO_PREORDER_PERIOD,
  lastPreorderDayOffset,
  preorderEnabled,
} from './preorder-period.ts';

describe('spec 2 §9 "Default preorder period: 4 days (type DAYS); NONE disables preorder. Default params: type none, value 0"', () => {
  it('holds the constants of the table', () => {
    expect(DEFAULT_PREORDER_PERIOD).toEqual({ type: 'DAYS', value: 4 });
    expect(NO_PREORDER_PERIOD).toEqual({ type: 'NONE', value: 0 });
    expect(MIN_LEAD_MINUTES).toBe(60); // "Minimum lead time for a delivery time: 1 hour"
    expect(SLOT_STEP_MINUTES).toBe(30); // "Slot step: 30 minutes"
    expect(LAST_SLOT_MINUTE).toBe(23 * 60 + 30); // "Last slot when the day passes midnight: 23:30"
  });

  it('DAYS n allows today and n days after it', () => {
    expect(preorderEnabled(DEFAULT_PREORDER_PERIOD)).toBe(true);
    expect(lastPreorderDayOffset(DEFAULT_PREORDER_PERIOD)).toBe(4);
    expect(lastPreorderDayOffset({ type: 'DAYS', value: 0 })).toBe(0);
  });

  it('NONE (whatever its value) and a negative DAYS disable preorder', () => {
    expect(preorderEnabled(NO_PREORDER_PERIOD)).toBe(false);
    expect(lastPreorderDayOffset({ type: 'NONE', value: 3 })).toBeNull();
    expect(lastPreorderDayOffset({ type: 'DAYS', value: -1 })).toBeNull();
  });
});
