import type { Order } from '@souk/contracts';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-lg font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The order as placed: its lines, totals, where it goes (or where to collect it) and the courier. */
export function OrderSummary({ order }: { order: Order }) {
  const { t, money } = useCatalogFormat(order.currencyCode);
  const { prices } = order;
  // Product discounts are already in the lines' prices; the promo code's comes off the total.
  const discount = prices.discounts
    .filter((d) => d.type === 'PROMO_CODE')
    .reduce((sum, d) => sum + d.discountTotal, 0);
  return (
    <div className="space-y-6">
      <section aria-labelledby="order-lines" className="space-y-2">
        <h2 id="order-lines" className="text-lg font-bold">
          {t('orders.products')}
        </h2>
        <ul className="divide-line divide-y" data-testid="order-lines">
          {order.items.products.map((line, index) => (
            <li key={`${line.productId}-${index}`} className="flex justify-between gap-4 py-2">
              <div className="min-w-0">
                <p>
                  <span className="font-semibold">{line.count} × </span>
                  {line.name}
                </p>
                {line.components.length > 0 && (
                  <p className="text-muted text-sm">
                    {line.components.map((c) => `${c.count} × ${c.name}`).join(', ')}
                  </p>
                )}
                {line.comment && <p className="text-muted text-sm">{line.comment}</p>}
              </div>
              <span className="shrink-0">{money(line.totalPrice)}</span>
            </li>
          ))}
        </ul>
      </section>
      <dl className="space-y-1" data-testid="order-totals">
        <Row label={t('orders.products')} value={money(prices.cartTotal)} />
        {order.receiptType === 'DELIVERY' && (
          <Row label={t('orders.delivery')} value={money(prices.deliveryTotal)} />
        )}
        {discount > 0 && <Row label={t('orders.discount')} value={`−${money(discount)}`} />}
        {prices.tipAmount > 0 && <Row label={t('orders.tip')} value={money(prices.tipAmount)} />}
        <Row label={t('orders.total')} value={money(order.finalTotal)} strong />
      </dl>
      <dl className="space-y-3">
        {order.receiptType === 'DELIVERY' && order.address && (
          <div>
            <dt className="text-muted text-sm">{t('orders.deliveryTo')}</dt>
            <dd data-testid="order-address">{order.address.text}</dd>
          </div>
        )}
        {order.receiptType === 'TAKEAWAY' && order.vendorAddress && (
          <div>
            <dt className="text-muted text-sm">{t('orders.pickupAt')}</dt>
            <dd data-testid="order-pickup">
              {order.vendorName}, {order.vendorAddress}
            </dd>
          </div>
        )}
        {order.courier && (
          <div>
            <dt className="text-muted text-sm">{t('orders.courier')}</dt>
            <dd data-testid="order-courier">
              {order.courier.name},{' '}
              <a href={`tel:${order.courier.phone}`} dir="ltr" className="underline">
                {order.courier.phone}
              </a>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
