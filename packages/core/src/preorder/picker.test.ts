import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../working-hours-label.ts';
import type { DeliveryTimeContext } from './check-delivery-time.ts';
import {
  afterPreorderUpdate,
  canConfirmPreorder,
  initialPreorderChoice,
  preorderConfirmLabel,
  preorderConfirmPlan,
  timeAfterDayChange,
} from './picker.ts';
import type { PreorderDay } from './slots.ts';

const days: PreorderDay[] = [
  { value: '2026-11-25', offset: 0, label: { kind: 'today' }, times: ['20:00', '20:30', '21:00'] },
  {
    value: '2026-11-26',
    offset: 1,
    label: { kind: 'tomorrow' },
    times: ['09:00', '09:30', '17:00', '17:30'],
  },
  {
    value: '2026-11-27',
    offset: 2,
    label: { kind: 'date', day: 27, month: 11 },
    times: ['12:00', '12:30'],
  },
];
const DAYS_4 = { type: 'DAYS', value: 4 } as const;
const NONE = { type: 'NONE', value: 0 } as const;

describe('spec 2 §4 "When the day changes and the current time falls outside the new day\'s first-to-last range, the time resets to the first time of that day."', () => {
  it('keeps a time inside the new day range', () => {
    expect(timeAfterDayChange(days, '2026-11-26', '17:30')).toBe('17:30');
    expect(timeAfterDayChange(days, '2026-11-26', '09:00')).toBe('09:00');
  });

  it('resets a time before the first or after the last to the first time', () => {
    expect(timeAfterDayChange(days, '2026-11-27', '20:30')).toBe('12:00');
    expect(timeAfterDayChange(days, '2026-11-27', '08:00')).toBe('12:00');
  });

  it('keeps a time inside the range that the list skips (a split shift); confirm then stays off', () => {
    expect(timeAfterDayChange(days, '2026-11-26', '12:00')).toBe('12:00');
    expect(canConfirmPreorder(days, '2026-11-26', '12:00')).toBe(false);
  });

  it('gives no time for a day that is not offered', () => {
    expect(timeAfterDayChange(days, '2026-12-01', '12:00')).toBe('');
  });
});

describe('spec 2 §5 "The preorder confirm button is enabled only if the chosen day and time both exist in the offered lists."', () => {
  it('is enabled for a day and one of its own times', () => {
    expect(canConfirmPreorder(days, '2026-11-25', '20:30')).toBe(true);
  });

  it('is disabled for a time of another day, a missing day or an empty choice', () => {
    expect(canConfirmPreorder(days, '2026-11-25', '12:00')).toBe(false);
    expect(canConfirmPreorder(days, '2026-11-28', '12:00')).toBe(false);
    expect(canConfirmPreorder(days, '', '')).toBe(false);
    expect(canConfirmPreorder([], '2026-11-25', '20:00')).toBe(false);
  });
});

describe('spec 2 §2 "The confirm button shows the chosen day and time, or \'Understand\'."', () => {
  it('shows the day label and the time', () => {
    const choice = { asap: false, day: '2026-11-27', time: '12:30' };
    expect(preorderConfirmLabel(DAYS_4, days, choice)).toEqual({
      kind: 'slot',
      day: { kind: 'date', day: 27, month: 11 },
      time: '12:30',
    });
  });

  it("says 'Understand' when preorder is NONE or nothing can be chosen", () => {
    const choice = { asap: false, day: '2026-11-25', time: '20:00' };
    expect(preorderConfirmLabel(NONE, days, choice)).toEqual({ kind: 'understand' });
    expect(preorderConfirmLabel(DAYS_4, [], { asap: true, day: '', time: '' })).toEqual({
      kind: 'understand',
    });
  });
});

describe('spec 2 §4 "Preorder modal confirmation"', () => {
  const choice = { asap: false, day: '2026-11-26', time: '17:00' };

  it('"If the type is NONE, the modal only informs and closes."', () => {
    expect(preorderConfirmPlan(NONE, days, choice, true)).toEqual({ action: 'close' });
  });

  it('"On confirm, the cart\'s preorderDateTime is updated", local without the trailing Z', () => {
    expect(preorderConfirmPlan(DAYS_4, days, choice, true)).toEqual({
      action: 'update',
      preorderDateTime: '2026-11-26T17:00:00',
      fetchCartFirst: false,
    });
  });

  it('"With no cart yet, the user cart is fetched first."', () => {
    expect(preorderConfirmPlan(DAYS_4, days, choice, false)).toMatchObject({
      fetchCartFirst: true,
    });
  });

  it('"Choosing ASAP sends preorderDateTime null and turns quick delivery on."', () => {
    expect(preorderConfirmPlan(DAYS_4, days, { ...choice, asap: true }, true)).toEqual({
      action: 'update',
      preorderDateTime: null,
      fetchCartFirst: false,
    });
  });

  it('does nothing for a choice outside the lists (the button is disabled)', () => {
    const outside = { asap: false, day: '2026-11-26', time: '12:00' };
    expect(preorderConfirmPlan(DAYS_4, days, outside, true)).toEqual({ action: 'blocked' });
  });

  it('"If the response lists invalid vendors, the cart is cleared and the update is retried."', () => {
    expect(afterPreorderUpdate(1, false)).toBe('clear-and-retry');
    expect(afterPreorderUpdate(0, false)).toBe('store');
    // Once: a second refusal is shown, not retried for ever.
    expect(afterPreorderUpdate(1, true)).toBe('store');
  });
});

describe('spec 2 §4 "Cart lifecycle": the active day and time when a cart loads', () => {
  const context: DeliveryTimeContext = {
    now: new Date('2026-11-25T10:00:00Z'), // Wednesday 12:00 in Riga
    timeZone: 'Europe/Riga',
    preorderPeriod: DAYS_4,
    workingHours: WEEKDAYS.map((day) => ({ day, from: '09:00:00', until: '22:00:00' })),
  };

  it('"Without a preorder time, quick delivery (ASAP) is on."', () => {
    expect(initialPreorderChoice(null, days, context)).toEqual({
      asap: true,
      day: '2026-11-25',
      time: '20:00',
      reset: false,
    });
  });

  it('"With a valid preorder time, quick delivery is off and the active day and time are taken from it."', () => {
    expect(initialPreorderChoice('2026-11-26T17:30:00', days, context)).toEqual({
      asap: false,
      day: '2026-11-26',
      time: '17:30',
      reset: false,
    });
  });

  it('"With an invalid preorder time, it is reset to null."', () => {
    expect(initialPreorderChoice('2026-11-25T12:30:00', days, context)).toEqual({
      asap: true,
      day: '2026-11-25',
      time: '20:00',
      reset: true,
    });
  });
});
