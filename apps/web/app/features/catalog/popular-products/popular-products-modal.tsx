import { useSearchParams } from 'react-router';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { browserApi } from '#app/lib/api-client.ts';
import { getVendor } from '#app/lib/api/get-vendor.ts';
import { ProductListItem } from '../components/product-list-item.tsx';
import { RemoteFallback } from '#app/ui/remote-fallback.tsx';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';
import { useLocalityCurrency } from '../hooks/use-locality-currency.ts';
import { useRemote } from '../hooks/use-remote.ts';

/** `?modal=PopularProducts&vendor=…`: the vendor's popular products (closing clears both keys). */
export default function PopularProductsBody(_props: ModalBodyProps) {
  const [params] = useSearchParams();
  const vendorId = params.get('vendor');
  const root = useRootData();
  const format = useCatalogFormat(useLocalityCurrency() ?? 'EUR');
  const remote = useRemote('vendor', vendorId, (signal) => {
    if (!root || !vendorId) return Promise.reject(new Error('No vendor to load'));
    return getVendor(browserApi(root.clientConfig), format.locale, vendorId, { signal });
  });

  if (remote.status !== 'ready') {
    return (
      <RemoteFallback
        status={vendorId ? remote.status : 'notFound'}
        notFoundText={format.t('vendorPage.notFound')}
        onRetry={remote.retry}
      />
    );
  }
  const vendor = remote.data;
  return (
    <div data-testid="popular-products" className="flex flex-col gap-3 p-4">
      <p className="font-semibold">
        {format.t('vendorPage.popularTitle', { vendor: vendor.name })}
      </p>
      {vendor.popularProducts.length === 0 ? (
        <p className="text-muted">{format.t('vendorPage.popularEmpty')}</p>
      ) : (
        vendor.popularProducts.map((product) => (
          <ProductListItem key={product.id} product={product} format={format} layout="row" />
        ))
      )}
    </div>
  );
}
