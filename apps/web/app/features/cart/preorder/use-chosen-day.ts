import type { Cart } from '@souk/contracts/cart';
import { preorderDayLabelOf } from '@souk/core';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import { useLocalityParams } from '../hooks/use-locality-params.ts';
import { dayName } from './day-name.ts';

/**
 * The cart's chosen day inside a sentence ("tomorrow", "27 November"), worded as the time
 * dialog's button words it (issue 17 item 13). The day is counted on the locality's clock, so
 * it waits for the locality's time zone: null until then, and for ASAP.
 */
export function useChosenDayName(cart: Cart, format: CatalogFormat): string | null {
  const params = useLocalityParams(cart.localityCode);
  const chosen = cart.preorderDateTime;
  if (!chosen || !params || params === 'failed') return null;
  const label = preorderDayLabelOf(chosen, new Date(), params.timeZone);
  return label ? dayName(format, label, chosen, true) : null;
}
