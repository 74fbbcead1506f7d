import { addDays, wallTime } from '@souk/core/zoned-time';

export interface PreorderDay {
  /** YYYY-MM-DD in the locality's calendar. */
  date: string;
  /** 0 today, 1 tomorrow, … */
  offset: number;
  /** HH:MM starts, in the locality's wall clock. */
  times: string[];
}

const pad = (value: number) => String(value).padStart(2, '0');
const hhmm = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/**
 * Days and times a customer can pick in the TimeFilter: today through `days` ahead (the
 * locality's preorder period), every `step` minutes, today's slots starting `lead` minutes from
 * now. Empty when the locality takes no preorders.
 */
export function preorderDays(
  now: Date,
  timeZone: string,
  days: number,
  { step = 30, lead = 30 }: { step?: number; lead?: number } = {},
): PreorderDay[] {
  if (days <= 0) return [];
  const today = wallTime(now, timeZone);
  const result: PreorderDay[] = [];
  for (let offset = 0; offset <= days; offset += 1) {
    const date = addDays(today, offset);
    const first = offset === 0 ? Math.ceil((today.minuteOfDay + lead) / step) * step : 0;
    const times: string[] = [];
    for (let minute = first; minute < 24 * 60; minute += step) times.push(hhmm(minute));
    if (times.length === 0) continue;
    result.push({ date: `${date.year}-${pad(date.month)}-${pad(date.day)}`, offset, times });
  }
  return result;
}

/** `preorderDateTime` as the API wants it: local, seconds included, no trailing Z (spec 1 §5). */
export function preorderDateTime(date: string, time: string): string {
  return `${date}T${time}:00`;
}
