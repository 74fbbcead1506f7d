import type { Product } from '@souk/contracts';
import { formatPrice } from '@souk/core/money';
import { useState } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { InfoPopover } from './info-popover.tsx';

type State = 'idle' | 'loading' | 'failed' | Product[];

/** SelectedVendorProductListPopUp: the vendor's popular products, fetched when first opened. */
export function VendorProductsPopover({
  vendorId,
  vendorName,
  currency,
}: {
  vendorId: string;
  vendorName: string;
  currency: string;
}) {
  const { t, locale } = useTranslator();
  const config = useRootData()?.clientConfig;
  const [state, setState] = useState<State>('idle');
  const load = () => {
    if (!config || (state !== 'idle' && state !== 'failed')) return;
    setState('loading');
    import('../api/load-popular-products.ts')
      .then(({ loadPopularProducts }) => loadPopularProducts(config, locale, vendorId))
      .then(setState, () => setState('failed'));
  };
  return (
    <InfoPopover
      name="SelectedVendorProductListPopUp"
      label={t('vendor.card.products', { vendor: vendorName })}
      chip={<span aria-hidden="true">🍽</span>}
      title={t('popup.productsTitle')}
      onOpen={load}
    >
      {state === 'loading' || state === 'idle' ? (
        <p>{t('modal.loading')}</p>
      ) : state === 'failed' ? (
        <p>{t('popup.productsFailed')}</p>
      ) : state.length === 0 ? (
        <p>{t('popup.productsEmpty')}</p>
      ) : (
        <ul>
          {state.slice(0, 6).map((product) => (
            <li key={product.id} className="flex justify-between gap-3 py-1 text-ink">
              <span className="truncate">{product.name}</span>
              <span className="font-semibold">{formatPrice(product.price, currency, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </InfoPopover>
  );
}
