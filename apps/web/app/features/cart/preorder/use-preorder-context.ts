import type { LocalityParams, VendorDetail } from '@souk/contracts';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { fetchVendor } from '#app/lib/fetch-vendor.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useLocalityParams } from '../hooks/use-locality-params.ts';
import { useCartState } from '../state/cart-store.ts';

export interface PreorderContext {
  locality: LocalityParams;
  /** Every vendor of the cart (or the vendor page's): one time must suit them all. */
  vendors: VendorDetail[];
}

type Vendors = VendorDetail[] | 'failed';

/**
 * What the preorder pickers are built from: the locality's time zone and preorder period, and
 * the hours and delivery duration of the cart's first vendor (or the vendor page's).
 */
export function usePreorderContext(): PreorderContext | null | 'failed' {
  const root = useRootData();
  const { locale } = useTranslator();
  const params = useParams();
  const { cart } = useCartState();
  const locality = useLocalityParams(cart?.localityCode ?? params.localityCode ?? null);
  const cartVendors = cart?.vendorCarts.map((v) => v.vendorId) ?? [];
  const ids = cartVendors.length > 0 ? cartVendors : params.id ? [params.id] : [];
  const key = ids.join(',');
  const [vendors, setVendors] = useState<{ key: string; value: Vendors } | null>(null);
  useEffect(() => {
    if (!root) return;
    const controller = new AbortController();
    const wanted = key ? key.split(',') : [];
    Promise.all(wanted.map((id) => fetchVendor(root.clientConfig, locale, id, controller.signal)))
      .then((value) => setVendors({ key, value }))
      .catch(() => {
        if (!controller.signal.aborted) setVendors({ key, value: 'failed' });
      });
    return () => controller.abort();
  }, [root, locale, key]);
  if (locality === 'failed' || vendors?.value === 'failed') return 'failed';
  if (!locality || !vendors || vendors.key !== key) return null;
  return { locality, vendors: vendors.value };
}
