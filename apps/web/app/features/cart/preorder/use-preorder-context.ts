import type { LocalityParams, VendorDetail } from '@souk/contracts';
import { useParams } from 'react-router';
import { useCartVendors } from '../hooks/use-cart-vendors.ts';
import { useLocalityParams } from '../hooks/use-locality-params.ts';
import { useCartState } from '../state/cart-store.ts';

export interface PreorderContext {
  locality: LocalityParams;
  /** Every vendor of the cart (or the vendor page's): one time must suit them all. */
  vendors: VendorDetail[];
}

/**
 * What the preorder pickers are built from: the locality's time zone and preorder period, and
 * the hours and delivery duration of the cart's vendors (or the vendor page's).
 */
export function usePreorderContext(): PreorderContext | null | 'failed' {
  const params = useParams();
  const { cart, pendingAfterPreorder } = useCartState();
  const locality = useLocalityParams(cart?.localityCode ?? params.localityCode ?? null);
  const cartVendors = cart?.vendorCarts.map((v) => v.vendorId) ?? [];
  // A single-vendor home names no vendor in its URL: the waiting product's vendor does.
  const pageVendor = params.id ?? pendingAfterPreorder?.vendorId;
  const ids = cartVendors.length > 0 ? cartVendors : pageVendor ? [pageVendor] : [];
  const vendors = useCartVendors(ids);
  if (locality === 'failed' || vendors === 'failed') return 'failed';
  if (!locality || (ids.length > 0 && !vendors)) return null;
  return { locality, vendors: vendors ?? [] };
}
