import type { PreorderDayLabel } from '@souk/core';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';

/**
 * A preorder day in words: "Today", "Tomorrow", then day and month (spec 2 §4). The time
 * button and the cart both use it, so a day is never "Tomorrow" in one and a date in the other.
 */
export function dayName(
  format: CatalogFormat,
  label: PreorderDayLabel,
  value: string,
  /** Inside a sentence ("Pick up tomorrow at 11:00") rather than as a picker's option. */
  inline = false,
): string {
  if (label.kind === 'today') return format.t(inline ? 'preorder.todayInline' : 'preorder.today');
  if (label.kind === 'tomorrow')
    return format.t(inline ? 'preorder.tomorrowInline' : 'preorder.tomorrow');
  return format.localDateTime(`${value.slice(0, 10)}T00:00`).date;
}
