import { formatPrice } from '@souk/core';
import { useTranslator } from '#app/i18n/use-translator.ts';
import type { CartGlance } from '../cart-signal.ts';

/**
 * The glance's total as text ('' until the server has answered). Kept apart from the
 * catalog's formatters so the cart buttons do not pull the vendor page's code in.
 */
export function useGlanceTotal(glance: CartGlance | null): string {
  const { locale } = useTranslator();
  if (glance?.total == null || !glance.currency) return '';
  return formatPrice(glance.total, glance.currency, locale);
}
