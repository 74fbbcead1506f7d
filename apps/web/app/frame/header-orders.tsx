import { formatCountBadge } from '@souk/core';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { activeOrderCount } from '#app/features/account/session/active-order-count.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ghostButton } from '#app/ui/styles.ts';
import { ReceiptIcon } from './bottom-nav.tsx';

/**
 * The header's Orders icon on wide screens (small ones have the bottom navigation's), with the
 * active orders' count once the after-sign-in batch has it.
 */
export function HeaderOrders() {
  const { t, plural, locale } = useTranslator();
  const count = useSyncExternalStore(activeOrderCount.subscribe, activeOrderCount.get, () => null);
  return (
    <Link
      to={`/${locale}/menu/orders`}
      className={`${ghostButton} hidden md:inline-flex`}
      data-testid="header-orders"
    >
      <span className="relative">
        <ReceiptIcon />
        {count ? (
          <span
            aria-hidden="true"
            className="bg-ink text-surface absolute -end-2 -top-1 min-w-5 rounded-full px-1 text-center text-[0.65rem] leading-5 font-bold"
          >
            {formatCountBadge(count)}
          </span>
        ) : null}
      </span>
      <span className="sr-only">
        {t('nav.orders')}
        {count ? `, ${plural('nav.activeOrders', count)}` : ''}
      </span>
    </Link>
  );
}
