import { formatPreorderDateTime, parsePreorderDateTime } from '@souk/core/preorder/local-date-time';
import { invalidField } from './cart-errors.ts';

/**
 * The stored form of a preorder time: `YYYY-MM-DDTHH:MM:00`, local, no Z. A value of the right
 * shape that is no calendar date (February 30th) is a 400.
 */
export function normalizePreorderDateTime(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const local = parsePreorderDateTime(value);
  if (!local) throw invalidField('preorderDateTime', 'Not a calendar date and time');
  return formatPreorderDateTime(local, local.minuteOfDay);
}
