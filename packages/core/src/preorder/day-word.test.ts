import { describe, expect, it } from 'vitest';
import { preorderDayLabelOf } from './day-word.ts';

// Thursday 2026-11-26 23:30 in Riga (UTC+2) is already Friday in Kuwait (UTC+3).
const now = new Date('2026-11-26T21:30:00Z');

describe('preorderDayLabelOf: issue 17 item 13, spec 2 §4 "today, tomorrow, then day and month"', () => {
  it('names today and tomorrow by word, on the locality clock', () => {
    expect(preorderDayLabelOf('2026-11-26T23:45:00', now, 'Europe/Riga')).toEqual({
      kind: 'today',
    });
    expect(preorderDayLabelOf('2026-11-27T11:00:00', now, 'Europe/Riga')).toEqual({
      kind: 'tomorrow',
    });
    expect(preorderDayLabelOf('2026-11-27T11:00:00', now, 'Asia/Kuwait')).toEqual({
      kind: 'today',
    });
  });

  it('later days by day and month; a malformed time has no label', () => {
    expect(preorderDayLabelOf('2026-11-28T11:00:00', now, 'Europe/Riga')).toEqual({
      kind: 'date',
      day: 28,
      month: 11,
    });
    expect(preorderDayLabelOf('tomorrow', now, 'Europe/Riga')).toBeNull();
  });
});
