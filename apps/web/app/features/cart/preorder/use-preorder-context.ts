import type { LocalityParams, VendorDetail } from '@souk/contracts';
import { useParams } from 'react-router';
import { browserApi } from '#app/lib/api-client.ts';
import { getVendor } from '#app/lib/api/get-vendor.ts';
import { useServerState } from '#app/lib/server-state.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useLocalityParams } from '../hooks/use-locality-params.ts';
import { useCartState } from '../state/cart-store.ts';

export interface PreorderContext {
  locality: LocalityParams;
  /** Every vendor of the cart (or the vendor page's): one time must suit them all. */
  vendors: VendorDetail[];
}

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
  const config = root?.clientConfig;
  const vendors = useServerState(
    config ? `preorder-vendors:${locale}:${ids.join(',')}` : null,
    (signal): Promise<VendorDetail[]> => {
      if (!config) throw new Error('No client configuration');
      const api = browserApi(config);
      return Promise.all(ids.map((id) => getVendor(api, locale, id, { signal })));
    },
  );
  if (locality === 'failed' || vendors.status === 'failed') return 'failed';
  if (!locality || vendors.status !== 'ready') return null;
  return { locality, vendors: vendors.data };
}
