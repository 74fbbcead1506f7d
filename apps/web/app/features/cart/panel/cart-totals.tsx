import type { Cart } from '@souk/contracts/cart';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import { CartDeliveryPrice } from './cart-delivery-price.tsx';

/** Spec 2 §3 prices: products, delivery, discounts by type, tip and the final total. */
export function CartTotals({ cart, format }: { cart: Cart; format: CatalogFormat }) {
  const { prices } = cart;
  const row = 'flex justify-between gap-3';
  return (
    <dl data-testid="cart-totals" className="flex flex-col gap-1 text-sm">
      <div className={row}>
        <dt className="text-muted">{format.t('cart.products')}</dt>
        <dd className="tabular-nums">{format.money(prices.originalTotal)}</dd>
      </div>
      {prices.discounts
        .filter((discount) => discount.discountTotal > 0)
        .map((discount) => (
          <div key={discount.type} className={row} data-testid={`cart-discount-${discount.type}`}>
            <dt className="text-muted">{format.t(`cart.discount${discount.type}`)}</dt>
            <dd className="font-semibold text-primary tabular-nums">
              −{format.money(discount.discountTotal)}
            </dd>
          </div>
        ))}
      {cart.receiptType === 'DELIVERY' && (
        <div className={row}>
          <dt className="text-muted">
            <CartDeliveryPrice cart={cart} format={format} />
          </dt>
          <dd className="tabular-nums" data-testid="cart-delivery-total">
            {prices.deliveryTotal === 0
              ? format.t('cart.deliveryFreeValue')
              : format.money(prices.deliveryTotal)}
          </dd>
        </div>
      )}
      {cart.tipAmount > 0 && (
        <div className={row}>
          <dt className="text-muted">{format.t('cart.tipLine')}</dt>
          <dd className="tabular-nums">{format.money(cart.tipAmount)}</dd>
        </div>
      )}
      <div className={`${row} pt-1 text-base font-extrabold`}>
        <dt>{format.t('cart.total')}</dt>
        <dd data-testid="cart-total" className="tabular-nums">
          {format.money(prices.finalTotal)}
        </dd>
      </div>
    </dl>
  );
}
