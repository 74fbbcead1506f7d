import { describe, expect, it } from 'vitest';
import type { WorkingHoursEntry } from '../working-hours-label.ts';
import { WEEKDAYS } from '../working-hours-label.ts';
import { checkDeliveryTime } from './check-delivery-time.ts';
import {
  asapStart,
  combinePreorderSchedules,
  firstPreorderSlot,
  preorderSchedule,
} from './slots.ts';
import type { PreorderSlotsInput } from './slots.ts';

const RIGA = 'Europe/Riga';
const everyDay = (from: string, until: string): WorkingHoursEntry[] =>
  WEEKDAYS.map((day) => ({ day, from, until }));
const halfHours = (from: string, until: string): string[] => {
  const toMinute = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const times: string[] = [];
  for (let m = toMinute(from); m <= toMinute(until); m += 30) {
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return times;
};

// Wednesday 2026-11-25 12:00 in Riga (UTC+2).
const input = (overrides: Partial<PreorderSlotsInput> = {}): PreorderSlotsInput => ({
  now: new Date('2026-11-25T10:00:00Z'),
  timeZone: RIGA,
  preorderPeriod: { type: 'DAYS', value: 4 },
  workingHours: everyDay('10:00:00', '22:00:00'),
  deliveryMinutes: 60,
  ...overrides,
});

describe('spec 2 §4 "For ASAP the start is shifted one hour ahead of now, the delivery duration is added, and the result is rounded up to the next half hour."', () => {
  it('12:00 + 1 h + 60 min is 14:00, already on the half hour', () => {
    expect(asapStart(new Date('2026-11-25T10:00:00Z'), RIGA, 60)).toEqual({
      year: 2026,
      month: 11,
      day: 25,
      minuteOfDay: 14 * 60,
    });
  });

  it('12:10 + 1 h + 45 min is 13:55, rounded up to 14:00', () => {
    expect(asapStart(new Date('2026-11-25T10:10:00Z'), RIGA, 45).minuteOfDay).toBe(14 * 60);
  });

  it('half a minute past the half hour rounds up to the next one', () => {
    expect(asapStart(new Date('2026-11-25T10:00:30Z'), RIGA, 60).minuteOfDay).toBe(14 * 60 + 30);
  });

  it('rounds on the wall clock of a zone with a :45 offset (Kathmandu, UTC+5:45)', () => {
    // 06:00Z is 11:45 in Kathmandu; + 2 h = 13:45, rounded up to 14:00 local.
    expect(asapStart(new Date('2026-11-25T06:00:00Z'), 'Asia/Kathmandu', 60).minuteOfDay).toBe(
      14 * 60,
    );
  });

  it('runs into tomorrow late in the evening', () => {
    // 22:40 + 2 h is 00:40, rounded up to 01:00 on Thursday.
    expect(asapStart(new Date('2026-11-25T20:40:00Z'), RIGA, 60)).toEqual({
      year: 2026,
      month: 11,
      day: 26,
      minuteOfDay: 60,
    });
  });

  it("today's times start there; the vendor's delivery duration defaults to 60 minutes (spec 2 §9)", () => {
    const schedule = preorderSchedule(input({ deliveryMinutes: undefined }));
    expect(schedule.asapStart).toBe('2026-11-25T14:00:00');
    expect(schedule.days[0]?.times).toEqual(halfHours('14:00', '22:00'));
    const slow = preorderSchedule(input({ deliveryMinutes: 90 }));
    expect(slow.days[0]?.times[0]).toBe('14:30');
  });
});

describe('spec 2 §4 "Slots are half-hour steps." within the vendor hours', () => {
  it('a full day runs from opening to closing, every 30 minutes', () => {
    const [, tomorrow] = preorderSchedule(input()).days;
    expect(tomorrow?.times).toEqual(halfHours('10:00', '22:00'));
    expect(tomorrow?.times).toHaveLength(25);
  });

  it('a split shift offers both parts and nothing in between', () => {
    const split: WorkingHoursEntry[] = WEEKDAYS.flatMap((day) => [
      { day, from: '09:00:00', until: '12:00:00' },
      { day, from: '17:00:00', until: '20:00:00' },
    ]);
    const now = new Date('2026-11-25T08:00:00Z'); // 10:00, open: default mode
    const [, tomorrow] = preorderSchedule(input({ now, workingHours: split })).days;
    expect(tomorrow?.times).toEqual([
      ...halfHours('09:00', '12:00'),
      ...halfHours('17:00', '20:00'),
    ]);
  });

  it('without vendor hours every half hour of the day is offered', () => {
    const [, tomorrow] = preorderSchedule(input({ workingHours: null })).days;
    expect(tomorrow?.times).toEqual(halfHours('00:00', '23:30'));
  });
});

describe('spec 2 §4 "Two hour modes exist: default, and shifted by one hour when the vendor is closed now or not working at the preorder time."', () => {
  it('default while the vendor is open now', () => {
    const schedule = preorderSchedule(input());
    expect(schedule.hourMode).toBe('default');
    expect(schedule.days[1]?.times[0]).toBe('10:00');
    expect(schedule.days[1]?.times.at(-1)).toBe('22:00');
  });

  it('shifted while the vendor is closed now', () => {
    const schedule = preorderSchedule(input({ now: new Date('2026-11-25T06:00:00Z') })); // 08:00
    expect(schedule.hourMode).toBe('shifted');
    expect(schedule.days[0]?.times).toEqual(halfHours('11:00', '23:00'));
  });

  it('shifted when the chosen preorder time falls outside the working hours', () => {
    const schedule = preorderSchedule(input({ preorderDateTime: '2026-11-26T22:30:00' }));
    expect(schedule.hourMode).toBe('shifted');
    expect(schedule.days[1]?.times).toEqual(halfHours('11:00', '23:00'));
  });

  it('stays default when the chosen time is within them, their end included', () => {
    expect(preorderSchedule(input({ preorderDateTime: '2026-11-26T22:00:00' })).hourMode).toBe(
      'default',
    );
  });
});

describe('spec 2 §4 "The last slot is 23:30 when the day runs past midnight."', () => {
  it('hours until midnight end the day at 23:30 and add no 00:00 to the next', () => {
    const toMidnight = everyDay('10:00:00', '00:00:00');
    const [, tomorrow, after] = preorderSchedule(input({ workingHours: toMidnight })).days;
    expect(tomorrow?.times.at(-1)).toBe('23:30');
    expect(after?.times[0]).toBe('10:00');
  });

  it('overnight hours end the evening at 23:30 and carry on from 00:00 the next day', () => {
    const lateBar = everyDay('18:00:00', '02:00:00');
    const now = new Date('2026-11-25T17:00:00Z'); // 19:00, open
    const [today, tomorrow] = preorderSchedule(input({ now, workingHours: lateBar })).days;
    expect(today?.times).toEqual(halfHours('21:00', '23:30'));
    expect(tomorrow?.times).toEqual([
      ...halfHours('00:00', '02:00'),
      ...halfHours('18:00', '23:30'),
    ]);
  });

  it('a shifted window that crosses midnight does the same', () => {
    const lateKitchen = everyDay('12:00:00', '23:30:00');
    const now = new Date('2026-11-25T08:00:00Z'); // 10:00, closed → shifted
    const [today, tomorrow] = preorderSchedule(input({ now, workingHours: lateKitchen })).days;
    expect(today?.times.at(-1)).toBe('23:30');
    expect(tomorrow?.times.slice(0, 2)).toEqual(['00:00', '00:30']);
    expect(tomorrow?.times[2]).toBe('13:00');
  });
});

describe('spec 2 §4 "Days are listed as today, tomorrow, then day and month, up to the preorder period."', () => {
  it('DAYS 4 (the default period of spec 2 §9) lists today and the four days after it', () => {
    const { days } = preorderSchedule(input());
    expect(days.map((d) => d.value)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(days.map((d) => d.label)).toEqual([
      { kind: 'today' },
      { kind: 'tomorrow' },
      { kind: 'date', day: 27, month: 11 },
      { kind: 'date', day: 28, month: 11 },
      { kind: 'date', day: 29, month: 11 },
    ]);
  });

  it('"NONE disables preorder": no day at all', () => {
    const schedule = preorderSchedule(input({ preorderPeriod: { type: 'NONE', value: 0 } }));
    expect(schedule.days).toEqual([]);
    expect(firstPreorderSlot(schedule)).toBeNull();
  });

  it('today is left out once no slot is left, and tomorrow keeps its label', () => {
    const late = new Date('2026-11-25T19:30:00Z'); // 21:30: 23:30 is past closing
    const { days } = preorderSchedule(input({ now: late }));
    expect(days[0]).toMatchObject({ value: '2026-11-26', offset: 1, label: { kind: 'tomorrow' } });
  });

  it("a vendor's day off is left out", () => {
    const noFriday = everyDay('10:00:00', '22:00:00').filter((h) => h.day !== 'FRIDAY');
    const { days } = preorderSchedule(input({ workingHours: noFriday }));
    expect(days.map((d) => d.value)).not.toContain('2026-11-27');
    expect(days).toHaveLength(4);
  });

  it('reads today in the locality zone: 23:30Z is already Thursday in Kuwait', () => {
    const { days } = preorderSchedule(
      input({ now: new Date('2026-11-25T23:30:00Z'), timeZone: 'Asia/Kuwait', workingHours: null }),
    );
    expect(days[0]).toMatchObject({ value: '2026-11-26', label: { kind: 'today' } });
    expect(days[0]?.times[0]).toBe('04:30'); // 02:30 + 1 h + 1 h
  });

  it('crosses a month and a year', () => {
    const { days } = preorderSchedule(
      input({ now: new Date('2026-12-30T10:00:00Z'), workingHours: null }),
    );
    expect(days.map((d) => d.value)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(days[2]?.label).toEqual({ kind: 'date', day: 1, month: 1 });
  });
});

describe('daylight saving time, on the locality clock', () => {
  it('spring forward: 03:00 and 03:30 do not exist on 2027-03-28 in Riga and are not offered', () => {
    const { days } = preorderSchedule(
      input({ now: new Date('2027-03-27T10:00:00Z'), workingHours: null }),
    );
    const sunday = days.find((d) => d.value === '2027-03-28');
    expect(sunday?.times).toHaveLength(46);
    expect(sunday?.times).not.toContain('03:00');
    expect(sunday?.times).not.toContain('03:30');
    expect(sunday?.times).toContain('04:00');
  });

  it('fall back: 2026-10-25 in Riga offers each wall time once', () => {
    const { days } = preorderSchedule(
      input({ now: new Date('2026-10-24T10:00:00Z'), workingHours: null }),
    );
    const sunday = days.find((d) => d.value === '2026-10-25');
    expect(sunday?.times).toEqual(halfHours('00:00', '23:30'));
  });

  it('working hours keep their wall-clock times across the change', () => {
    const { days } = preorderSchedule(input({ now: new Date('2027-03-27T10:00:00Z') }));
    const sunday = days.find((d) => d.value === '2027-03-28');
    expect(sunday?.times).toEqual(halfHours('10:00', '22:00'));
  });
});

describe('every offered slot passes checkDeliveryTime at the same moment', () => {
  const hourSets: Record<string, WorkingHoursEntry[]> = {
    day: everyDay('10:00:00', '22:00:00'),
    overnight: everyDay('18:00:00', '02:00:00'),
    midnight: everyDay('08:30:00', '00:00:00'),
    split: WEEKDAYS.flatMap((day) => [
      { day, from: '09:00:00', until: '11:00:00' },
      { day, from: '19:00:00', until: '23:00:00' },
    ]),
    weekdays: everyDay('07:00:00', '19:00:00').filter(
      (h) => h.day !== 'SATURDAY' && h.day !== 'SUNDAY',
    ),
  };
  const nows = Array.from(
    { length: 24 },
    (_, i) => new Date(Date.UTC(2027, 2, 26, 0, 0) + i * 97 * 60_000 + i * 13_000),
  );

  it.each(Object.entries(hourSets))('%s hours', (_, workingHours) => {
    for (const now of nows) {
      for (const deliveryMinutes of [0, 45, 60]) {
        const context = { ...input({ workingHours, deliveryMinutes }), now };
        const schedule = preorderSchedule(context);
        for (const day of schedule.days) {
          for (const time of day.times) {
            expect(checkDeliveryTime(`${day.value}T${time}:00`, context)).toBeNull();
          }
        }
      }
    }
  });
});

describe('combinePreorderSchedules: one time for a cart of several vendors', () => {
  const now = new Date('2026-11-25T08:00:00Z'); // 10:00 in Riga
  const cafe = preorderSchedule(input({ now, workingHours: everyDay('08:00:00', '16:00:00') }));
  const bar = preorderSchedule(
    input({ now, workingHours: everyDay('12:00:00', '23:00:00'), deliveryMinutes: 90 }),
  );

  it('offers only the times every vendor offers, from the latest ASAP start', () => {
    const both = combinePreorderSchedules([cafe, bar]);
    expect(both?.asapStart).toBe(bar.asapStart);
    // The bar is closed at 10:00, so its hours are shifted: 13:00–24:00.
    expect(both?.hourMode).toBe('shifted');
    expect(both?.days[0]?.times).toEqual(halfHours('13:00', '16:00'));
    expect(both?.days[1]?.times).toEqual(halfHours('13:00', '16:00'));
  });

  it('drops a day one vendor does not work', () => {
    const noFriday = preorderSchedule(
      input({
        now,
        workingHours: everyDay('08:00:00', '16:00:00').filter((h) => h.day !== 'FRIDAY'),
      }),
    );
    const both = combinePreorderSchedules([cafe, noFriday]);
    expect(both?.days.map((d) => d.value)).not.toContain('2026-11-27');
  });

  it('is the schedule itself for one vendor, and null for none', () => {
    expect(combinePreorderSchedules([cafe])).toEqual(cafe);
    expect(combinePreorderSchedules([])).toBeNull();
  });
});

describe('a negative delivery duration never brings slots under the one-hour lead', () => {
  it('counts as no duration', () => {
    const schedule = preorderSchedule(input({ deliveryMinutes: -120 }));
    expect(schedule.days[0]?.times[0]).toBe('13:00');
  });
});
