import type { CatalogResponse, Product } from '@souk/contracts';
import { decideQuickAdd } from '@souk/core';

/** The products of a catalogue's sections that sell at this hour. */
export function productsOfOpenSections(catalog: CatalogResponse): Product[] {
  return catalog.sections
    .filter((section) => section.timeAvailability.available)
    .flatMap((section) => section.products);
}

/** Orderable now, and taken by quick add at once (nothing to choose first). */
export function quickAddableNow(product: Product): boolean {
  return (
    product.available &&
    product.timeAvailabilityInfo.available &&
    decideQuickAdd(product).result === 'SUCCESS'
  );
}
