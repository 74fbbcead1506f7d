import type { LocalityParams, VendorDetail } from '@souk/contracts';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { fetchVendor } from '#app/features/catalogue/api/browser-requests.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useLocalityParams } from '../hooks/use-locality-params.ts';
import { useCartState } from '../state/cart-store.ts';

export interface PreorderContext {
  locality: LocalityParams;
  vendor: VendorDetail | null;
}

type Vendor = VendorDetail | null | 'failed';

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
  const vendorId = cart?.vendorCarts[0]?.vendorId ?? params.id ?? null;
  const [vendor, setVendor] = useState<{ id: string | null; value: Vendor } | null>(null);
  useEffect(() => {
    if (!root) return;
    if (!vendorId) return setVendor({ id: null, value: null });
    const controller = new AbortController();
    fetchVendor(root.clientConfig, locale, vendorId, controller.signal)
      .then((value) => setVendor({ id: vendorId, value }))
      .catch(() => {
        if (!controller.signal.aborted) setVendor({ id: vendorId, value: 'failed' });
      });
    return () => controller.abort();
  }, [root, locale, vendorId]);
  if (locality === 'failed' || vendor?.value === 'failed') return 'failed';
  if (!locality || !vendor || vendor.id !== vendorId) return null;
  return { locality, vendor: vendor.value };
}
