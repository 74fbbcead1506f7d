import { formatCountBadge } from '@souk/core';
import { Link, useLocation } from 'react-router';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { focusRing } from '#app/ui/styles.ts';
import { useBump } from '../hooks/use-bump.ts';
import { useCartGlance } from '../hooks/use-cart-glance.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useGlanceTotal } from '../hooks/use-glance-money.ts';
import { BasketIcon } from './cart-icon.tsx';

/**
 * Spec 2 §2 "Floating cart button": shown while a vendor cart exists, opens the cart, animates
 * briefly when the total changes. Phones and tablets only: wide screens have the side bar.
 */
export function FloatingCartButton() {
  const glance = useCartGlance();
  const { search } = useLocation();
  const format = useTranslator();
  const total = useGlanceTotal(glance);
  const ref = useBump<HTMLAnchorElement>(glance?.total ?? 0);
  if (!glance?.count) return null;
  const link = modalLink(search, 'Cart');
  return (
    <Link
      ref={ref}
      to={link.to}
      state={link.state}
      preventScrollReset
      aria-haspopup="dialog"
      data-testid="floating-cart"
      className={`${focusRing} fixed inset-x-4 bottom-20 z-30 mx-auto flex max-w-md items-center gap-3 rounded-full bg-primary px-5 py-3 font-bold text-primary-contrast shadow-lg md:bottom-6 xl:hidden`}
    >
      <BasketIcon />
      <span className="rounded-full bg-black/15 px-2 text-sm">
        {formatCountBadge(glance.count)}
      </span>
      <span className="flex-1">{format.t('cart.viewCart')}</span>
      <span data-testid="floating-cart-total" className="tabular-nums">
        {total}
      </span>
    </Link>
  );
}
