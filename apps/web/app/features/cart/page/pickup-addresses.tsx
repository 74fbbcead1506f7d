import type { Cart } from '@souk/contracts/cart';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import { useCartVendors } from '../hooks/use-cart-vendors.ts';

/**
 * Where a takeaway is picked up (issue 17 item 7): each vendor's name and street address, in
 * the order of the cart's vendor parts.
 */
export function PickupAddresses({ cart, format }: { cart: Cart; format: CatalogFormat }) {
  const vendors = useCartVendors(cart.vendorCarts.map((part) => part.vendorId));
  if (!vendors || vendors === 'failed') return null;
  return (
    <section aria-labelledby="cart-pickup-title" data-testid="cart-pickup">
      <h2 id="cart-pickup-title" className="mb-2 font-bold">
        {format.t('cart.pickupFrom')}
      </h2>
      <ul className="flex flex-col gap-1">
        {vendors.map((vendor) => (
          <li key={vendor.id} data-testid="cart-pickup-address">
            <span className="font-semibold">{vendor.name}</span>
            {': '}
            {`${vendor.street} ${vendor.houseNumber}, ${vendor.city}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
