import type { Product } from '@souk/contracts';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';

/**
 * Spec 1 §2 product list item "availability text": sold out, or when a product outside its
 * section's hours can be pre-ordered for. Null when it can be ordered now.
 */
function availabilityText(product: Product, format: CatalogFormat, showTime = true): string | null {
  if (!product.available) return format.t('catalogue.soldOut');
  if (!showTime) return null;
  const { available, closestPreorderDateTime } = product.timeAvailabilityInfo;
  if (available) return null;
  if (!closestPreorderDateTime) return format.t('catalogue.sectionUnavailable');
  return format.t('catalogue.preorderFrom', format.localDateTime(closestPreorderDateTime));
}

interface ProductAvailabilityProps {
  product: Product;
  format: CatalogFormat;
  showTime?: boolean;
}

export function ProductAvailability({
  product,
  format,
  showTime = true,
}: ProductAvailabilityProps) {
  const text = availabilityText(product, format, showTime);
  if (!text) return null;
  return (
    <p data-testid="product-availability" className="text-sm font-medium text-muted">
      {text}
    </p>
  );
}
