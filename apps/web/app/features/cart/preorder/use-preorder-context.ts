import { localityParamsSchema, type LocalityParams, type VendorDetail } from '@souk/contracts';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { fetchVendor } from '#app/features/catalogue/api/browser-requests.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { browserApi } from '#app/lib/api-client.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useCartState } from '../state/cart-store.ts';

export interface PreorderContext {
  locality: LocalityParams;
  vendor: VendorDetail | null;
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
  const localityCode = cart?.localityCode ?? params.localityCode ?? null;
  const vendorId = cart?.vendorCarts[0]?.vendorId ?? params.id ?? null;
  const [state, setState] = useState<PreorderContext | null | 'failed'>(null);
  useEffect(() => {
    if (!root || !localityCode) return;
    const controller = new AbortController();
    const { signal } = controller;
    const path = `/api/public/localities/${encodeURIComponent(localityCode)}/params` as const;
    Promise.all([
      browserApi(root.clientConfig).get(path, localityParamsSchema, { signal }),
      vendorId ? fetchVendor(root.clientConfig, locale, vendorId, signal) : null,
    ])
      .then(([locality, vendor]) => setState({ locality, vendor }))
      .catch(() => {
        if (!signal.aborted) setState('failed');
      });
    return () => controller.abort();
  }, [root, locale, localityCode, vendorId]);
  return state;
}
