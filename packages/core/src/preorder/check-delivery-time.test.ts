import { describe, expect, it } from 'vitest';
import type { WorkingHoursEntry } from '../working-hours-label.ts';
import { WEEKDAYS } from '../working-hours-label.ts';
import { checkDeliveryTime } from './check-delivery-time.ts';
import type { DeliveryTimeContext } from './check-delivery-time.ts';

const RIGA = 'Europe/Riga'; // UTC+2 in winter, UTC+3 in summer
const everyDay = (from: string, until: string): WorkingHoursEntry[] =>
  WEEKDAYS.map((day) => ({ day, from, until }));

// Wednesday 2026-11-25 12:00 in Riga.
const context = (overrides: Partial<DeliveryTimeContext> = {}): DeliveryTimeContext => ({
  now: new Date('2026-11-25T10:00:00Z'),
  timeZone: RIGA,
  preorderPeriod: { type: 'DAYS', value: 4 },
  workingHours: everyDay('10:00:00', '22:00:00'),
  deliveryMinutes: 60,
  ...overrides,
});

describe('checkDeliveryTime: spec 2 §5 "A delivery time is valid only if at least 1 hour ahead of now"', () => {
  it('accepts a time exactly one hour ahead, on the locality clock', () => {
    expect(checkDeliveryTime('2026-11-25T13:00:00', context())).toBeNull();
  });

  it('refuses a time under one hour ahead, and one already past', () => {
    expect(checkDeliveryTime('2026-11-25T12:59:00', context())?.reason).toBe('TOO_SOON');
    expect(checkDeliveryTime('2026-11-25T12:30:00', context())?.reason).toBe('TOO_SOON');
    expect(checkDeliveryTime('2026-11-24T15:00:00', context())?.reason).toBe('TOO_SOON');
  });

  it('reads the time in the locality zone, not UTC: 13:00 Riga is 11:00Z', () => {
    // One minute before 12:00 local the same 13:00 is 61 minutes ahead.
    const early = context({ now: new Date('2026-11-25T09:59:00Z') });
    expect(checkDeliveryTime('2026-11-25T13:00:00', early)).toBeNull();
    // In Kuwait (UTC+3) the same instant is 13:00 already: 13:00 is now, too soon.
    const kuwait = context({ timeZone: 'Asia/Kuwait' });
    expect(checkDeliveryTime('2026-11-25T13:00:00', kuwait)?.reason).toBe('TOO_SOON');
  });

  it('suggests the first slot the preorder modal would offer: now + 1 h + duration, rounded up', () => {
    // 12:00 + 60 + 60 = 14:00.
    expect(checkDeliveryTime('2026-11-25T12:30:00', context())?.nearest).toBe(
      '2026-11-25T14:00:00',
    );
  });
});

describe('checkDeliveryTime: the preorder period (spec 2 §3 "Type is DAYS or NONE")', () => {
  it('accepts the last day of DAYS n and refuses the day after', () => {
    expect(checkDeliveryTime('2026-11-29T21:00:00', context())).toBeNull();
    expect(checkDeliveryTime('2026-11-30T12:00:00', context())).toEqual({
      reason: 'BEYOND_PREORDER_PERIOD',
      nearest: '2026-11-25T14:00:00',
    });
  });

  it('DAYS 0 still allows a later time today', () => {
    const todayOnly = context({ preorderPeriod: { type: 'DAYS', value: 0 } });
    expect(checkDeliveryTime('2026-11-25T20:00:00', todayOnly)).toBeNull();
    expect(checkDeliveryTime('2026-11-26T12:00:00', todayOnly)?.reason).toBe(
      'BEYOND_PREORDER_PERIOD',
    );
  });

  it('"NONE disables preorder": any preorder time is refused, ASAP is fine', () => {
    const none = context({ preorderPeriod: { type: 'NONE', value: 0 } });
    expect(checkDeliveryTime('2026-11-25T20:00:00', none)).toEqual({
      reason: 'PREORDER_DISABLED',
      nearest: null,
    });
    expect(checkDeliveryTime(null, none)).toBeNull();
  });
});

describe('checkDeliveryTime: working hours and the two hour modes (spec 2 §4)', () => {
  it('default mode (vendor open now): the working hours, their end included', () => {
    expect(checkDeliveryTime('2026-11-26T10:00:00', context())).toBeNull();
    expect(checkDeliveryTime('2026-11-26T22:00:00', context())).toBeNull();
    expect(checkDeliveryTime('2026-11-26T09:30:00', context())).toEqual({
      reason: 'OUTSIDE_WORKING_HOURS',
      nearest: '2026-11-25T14:00:00',
    });
  });

  it('"shifted by one hour when … not working at the preorder time": up to an hour after closing', () => {
    expect(checkDeliveryTime('2026-11-26T22:30:00', context())).toBeNull();
    expect(checkDeliveryTime('2026-11-26T23:00:00', context())).toBeNull();
    expect(checkDeliveryTime('2026-11-26T23:30:00', context())?.reason).toBe(
      'OUTSIDE_WORKING_HOURS',
    );
  });

  it('"shifted by one hour when the vendor is closed now": deliveries start an hour after opening', () => {
    const night = context({ now: new Date('2026-11-25T21:00:00Z') }); // 23:00, closed
    expect(checkDeliveryTime('2026-11-26T10:30:00', night)?.reason).toBe('OUTSIDE_WORKING_HOURS');
    expect(checkDeliveryTime('2026-11-26T11:00:00', night)).toBeNull();
    expect(checkDeliveryTime('2026-11-26T23:00:00', night)).toBeNull();
  });

  it("a day without hours (the vendor's weekend) has no delivery time", () => {
    const noSunday = everyDay('10:00:00', '22:00:00').filter((h) => h.day !== 'SUNDAY');
    const ctx = context({ workingHours: noSunday });
    expect(checkDeliveryTime('2026-11-29T12:00:00', ctx)?.reason).toBe('OUTSIDE_WORKING_HOURS');
    // Nor Sunday 00:30: Saturday's shifted window already ended at 23:00.
    expect(checkDeliveryTime('2026-11-29T00:30:00', ctx)?.reason).toBe('OUTSIDE_WORKING_HOURS');
  });

  it('"Overnight hours carry from the previous day."', () => {
    const lateBar = everyDay('18:00:00', '02:00:00');
    const ctx = context({ now: new Date('2026-11-25T17:00:00Z'), workingHours: lateBar }); // 19:00
    expect(checkDeliveryTime('2026-11-26T01:30:00', ctx)).toBeNull();
    expect(checkDeliveryTime('2026-11-26T02:00:00', ctx)).toBeNull();
    expect(checkDeliveryTime('2026-11-26T03:30:00', ctx)?.reason).toBe('OUTSIDE_WORKING_HOURS');
  });

  it('without vendor hours only the lead time and the period apply', () => {
    const anyHour = context({ workingHours: null });
    expect(checkDeliveryTime('2026-11-26T04:00:00', anyHour)).toBeNull();
  });
});

describe('checkDeliveryTime: ASAP (preorderDateTime null)', () => {
  it('is valid while the vendor is open now', () => {
    expect(checkDeliveryTime(null, context())).toBeNull();
  });

  it('is refused while the vendor is closed, suggesting the first slot after opening + 1 h', () => {
    const night = context({ now: new Date('2026-11-25T21:00:00Z') }); // 23:00
    expect(checkDeliveryTime(null, night)).toEqual({
      reason: 'CLOSED_NOW',
      nearest: '2026-11-26T11:00:00',
    });
  });
});

describe('checkDeliveryTime: malformed input', () => {
  it.each(['2026-02-30T12:00:00', '2026-11-25T24:10:00', '2026-11-25 12:00', 'tomorrow', ''])(
    'refuses %j as MALFORMED',
    (value) => {
      expect(checkDeliveryTime(value, context())?.reason).toBe('MALFORMED');
    },
  );

  it('tolerates a trailing Z and seconds, reading the wall clock all the same', () => {
    expect(checkDeliveryTime('2026-11-26T12:00:00Z', context())).toBeNull();
    expect(checkDeliveryTime('2026-11-26T12:00', context())).toBeNull();
  });
});
