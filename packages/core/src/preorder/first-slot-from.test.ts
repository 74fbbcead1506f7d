import { describe, expect, it } from 'vitest';
import { firstSlotFrom } from './first-slot-from.ts';
import type { PreorderDay } from './slots.ts';

const days: PreorderDay[] = [
  { value: '2026-11-26', offset: 0, label: { kind: 'today' }, times: ['23:00', '23:30'] },
  {
    value: '2026-11-27',
    offset: 1,
    label: { kind: 'tomorrow' },
    times: ['06:30', '07:00', '07:30'],
  },
];

describe('firstSlotFrom: issue 17 item 2, a product that waits for a time preselects its first slot', () => {
  it('skips every slot before the product can be ordered, today included', () => {
    expect(firstSlotFrom(days, '2026-11-27T07:00:00')).toEqual({
      asap: false,
      day: '2026-11-27',
      time: '07:00',
    });
  });

  it('takes the next half hour when the opening is between two slots', () => {
    expect(firstSlotFrom(days, '2026-11-27T07:10:00')?.time).toBe('07:30');
  });

  it('without a known opening the very first slot is taken, ASAP off', () => {
    expect(firstSlotFrom(days, null)).toEqual({ asap: false, day: '2026-11-26', time: '23:00' });
  });

  it('skips the slots the product itself would be refused at (its section keeps other hours)', () => {
    const fromSeven = (value: string) => value >= '2026-11-27T07:30:00';
    expect(firstSlotFrom(days, '2026-11-27T07:00:00', fromSeven)?.time).toBe('07:30');
    expect(firstSlotFrom(days, null, () => false)).toBeNull();
  });

  it('null when nothing is offered from then on', () => {
    expect(firstSlotFrom(days, '2026-11-28T08:00:00')).toBeNull();
    expect(firstSlotFrom([], null)).toBeNull();
  });
});
