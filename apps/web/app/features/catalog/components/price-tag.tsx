import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';

interface PriceTagProps {
  price: number;
  originalPrice: number;
  discount: number | null;
  format: CatalogFormat;
  size?: 'base' | 'large';
}

/** The price to pay; with a discount also the old price struck through and a % badge. */
export function PriceTag({ price, originalPrice, discount, format, size = 'base' }: PriceTagProps) {
  const discounted = discount !== null && originalPrice > price;
  const priceClass = size === 'large' ? 'text-xl' : 'text-base';
  if (!discounted) {
    return (
      <span data-testid="product-price" className={`${priceClass} font-bold tabular-nums`}>
        {format.money(price)}
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span
        data-testid="product-price"
        className={`${priceClass} font-bold text-primary tabular-nums`}
      >
        <span className="sr-only">{format.t('catalogue.newPrice')} </span>
        {format.money(price)}
      </span>
      <s className="text-sm text-muted tabular-nums">
        <span className="sr-only">{format.t('catalogue.oldPrice')} </span>
        {format.money(originalPrice)}
      </s>
      <span
        data-testid="product-discount"
        className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-contrast"
      >
        {format.discount(discount)}
      </span>
    </span>
  );
}
