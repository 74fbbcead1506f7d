import type { ProductResponse } from '@souk/contracts';
import { useMatches, useSearchParams } from 'react-router';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { fetchProduct } from '../api/browser-requests.ts';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';
import { useLocalityCurrency } from '../hooks/use-locality-currency.ts';
import { useRemote } from '../hooks/use-remote.ts';
import { RemoteFallback } from '#app/ui/remote-fallback.tsx';
import { ProductDetails } from './product-details.tsx';

interface SeededProduct {
  key: string;
  data: ProductResponse;
}

function isSeededProduct(value: unknown): value is { productModal: SeededProduct } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'productModal' in value &&
    typeof value.productModal === 'object' &&
    value.productModal !== null
  );
}

/** The product a page loader already fetched for a URL opened with the modal in it. */
function useSeededProduct(): SeededProduct | null {
  const matches = useMatches();
  for (const match of matches) if (isSeededProduct(match.data)) return match.data.productModal;
  return null;
}

/** `?modal=ProductModal&productId=…`: fetched in the browser, or rendered from the loader's copy. */
export default function ProductModalBody({ close }: ModalBodyProps) {
  const [params] = useSearchParams();
  const productId = params.get('productId');
  const root = useRootData();
  const format = useCatalogFormat(useLocalityCurrency() ?? 'EUR');
  const seeded = useSeededProduct();
  const remote = useRemote(
    'product',
    productId,
    (signal) => {
      if (!root || !productId) return Promise.reject(new Error('No product to load'));
      return fetchProduct(root.clientConfig, format.locale, productId, signal);
    },
    seeded,
  );

  if (remote.status !== 'ready') {
    return (
      <RemoteFallback
        status={productId ? remote.status : 'notFound'}
        notFoundText={format.t('product.notFound')}
        onRetry={remote.retry}
      />
    );
  }
  return (
    <ProductDetails key={remote.data.id} product={remote.data} format={format} onAdded={close} />
  );
}
