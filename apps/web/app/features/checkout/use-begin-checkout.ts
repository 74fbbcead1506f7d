import type { Cart } from '@souk/contracts/cart';
import { useEffect } from 'react';
import { sendAnalyticsEvent } from '#app/lib/analytics.ts';
import { useRootData } from '#app/lib/root-data.ts';

/** begin_checkout once per cart when its checkout opens (spec 2 §6 tracked events). */
export function useBeginCheckout(cart: Cart): void {
  const config = useRootData()?.clientConfig;
  const { cartId, currencyCode } = cart;
  const { cartTotal, finalTotal } = cart.prices;
  useEffect(() => {
    if (!config) return;
    sendAnalyticsEvent(config, 'begin_checkout', {
      cart_total: cartTotal,
      value: finalTotal,
      currency: currencyCode,
    });
    // Once per cart: a changed total (a tip) is the same checkout, not a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, cartId]);
}
