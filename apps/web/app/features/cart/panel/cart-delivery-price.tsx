import type { Cart } from '@souk/contracts/cart';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import { InfoIcon } from '#app/ui/browsing-icons.tsx';
import { InfoPopover } from '#app/ui/info-popover.tsx';

/**
 * The sentences of CartDeliveryPriceVendorPopUp, from the server's numbers only: the first
 * vendor cart's delivery cost and free-delivery threshold, and the cart's amountToGetFreeDelivery
 * (spec 2 §3 prices). The first vendor's part is what gets ordered next, and the amount left is
 * about it, so the popup explains that vendor's delivery.
 */
export function deliveryPriceLines(
  cart: Cart,
  format: Pick<CatalogFormat, 't' | 'money'>,
): string[] {
  const part = cart.vendorCarts[0];
  if (!part) return [];
  const { t, money } = format;
  const promoFree = cart.prices.discounts.some(
    (discount) => discount.type === 'FREE_DELIVERY' && discount.discountTotal > 0,
  );
  const left = cart.prices.amountToGetFreeDelivery;
  const lines: string[] = [];
  // A vendor cart's cost is 0 once its threshold is reached; a promo code is taken off later.
  if (part.deliveryCost > 0)
    lines.push(t('cart.deliveryPopupPrice', { price: money(part.deliveryCost) }));
  if (part.freeDeliveryFrom !== null) {
    lines.push(t('cart.deliveryPopupFreeFrom', { price: money(part.freeDeliveryFrom) }));
  }
  if (promoFree) lines.push(t('cart.deliveryPopupPromo'));
  else if (left === 0) lines.push(t('cart.deliveryPopupFreeNow'));
  else if (left !== null) lines.push(t('cart.deliveryPopupLeft', { amount: money(left) }));
  return lines;
}

/** The Delivery term of the cart's totals, opening CartDeliveryPriceVendorPopUp (spec 2 cart popups). */
export function CartDeliveryPrice({ cart, format }: { cart: Cart; format: CatalogFormat }) {
  const vendorName = cart.vendorCarts[0]?.vendorName ?? '';
  const lines = deliveryPriceLines(cart, format);
  const delivery = format.t('cart.delivery');
  if (lines.length === 0) return <>{delivery}</>;
  return (
    <InfoPopover
      name="CartDeliveryPriceVendorPopUp"
      look="line"
      label={format.t('cart.deliveryPopupOpen', { delivery })}
      chip={
        <>
          {delivery}
          <InfoIcon />
        </>
      }
      title={format.t('cart.deliveryPopupTitle', { vendor: vendorName })}
    >
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </InfoPopover>
  );
}
