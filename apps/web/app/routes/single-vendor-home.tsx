import type { ComponentProps } from 'react';
import { SingleVendorHome as CatalogHome } from '#app/features/catalog/single-vendor-home.tsx';
import { CartActionsProvider } from '#app/frame/cart-actions-provider.tsx';

/**
 * The locality home in the SINGLE_VENDOR flow (not a route of its own: locality-home.tsx loads
 * it lazily): the catalog's home with the cart's actions its product items use.
 */
export default function SingleVendorHome(props: ComponentProps<typeof CatalogHome>) {
  return (
    <CartActionsProvider>
      <CatalogHome {...props} />
    </CartActionsProvider>
  );
}
