import { Link, useLocation } from 'react-router';
import { formatCountBadge, isLongCartBadge } from '@souk/core';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ghostButton } from '#app/ui/styles.ts';
import { useCartGlance } from '../hooks/use-cart-glance.ts';
import { useGlanceTotal } from '../hooks/use-glance-money.ts';
import { BasketIcon } from './cart-icon.tsx';

/**
 * Spec 2 §2 "Header cart button": item count, 'View cart' and the total. It opens the Cart
 * modal, a dropdown under the button on desktop and a sheet on phones.
 */
export function HeaderCartButton() {
  const glance = useCartGlance();
  const { search } = useLocation();
  const format = useTranslator();
  const total = useGlanceTotal(glance);
  if (!glance?.count) return null;
  const link = modalLink(search, 'Cart');
  return (
    <Link
      to={link.to}
      state={link.state}
      preventScrollReset
      aria-haspopup="dialog"
      data-testid="header-cart"
      aria-label={format.t('cart.openWith', {
        items: format.plural('cart.items', glance.count),
        total,
      })}
      className={`${ghostButton} relative bg-primary-soft`}
    >
      <BasketIcon />
      <span
        data-testid="header-cart-count"
        className={`absolute -top-0.5 -end-0.5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-bold text-primary-contrast ${isLongCartBadge(glance.count) ? 'min-w-8' : 'min-w-5'}`}
      >
        {formatCountBadge(glance.count)}
      </span>
      <span className="hidden flex-col items-start leading-tight lg:flex">
        <span className="text-xs text-muted">{format.t('cart.viewCart')}</span>
        <span data-testid="header-cart-total" className="font-bold tabular-nums">
          {total}
        </span>
      </span>
    </Link>
  );
}
