import type { VendorDetail } from '@souk/contracts';
import { browserApi } from '#app/lib/api-client.ts';
import { getVendor } from '#app/lib/api/get-vendor.ts';
import { useServerState } from '#app/lib/server-state.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';

/**
 * The vendors a cart is for, in the page's language: their hours for the preorder pickers and
 * their address for a takeaway. One cached read per set of vendors, shared by both.
 */
export function useCartVendors(vendorIds: readonly string[]): VendorDetail[] | null | 'failed' {
  const { locale } = useTranslator();
  const config = useRootData()?.clientConfig;
  const vendors = useServerState(
    config && vendorIds.length > 0 ? `cart-vendors:${locale}:${vendorIds.join(',')}` : null,
    (signal): Promise<VendorDetail[]> => {
      if (!config) throw new Error('No client configuration');
      const api = browserApi(config);
      return Promise.all(vendorIds.map((id) => getVendor(api, locale, id, { signal })));
    },
  );
  if (vendors.status === 'failed') return 'failed';
  return vendors.status === 'ready' ? vendors.data : null;
}
