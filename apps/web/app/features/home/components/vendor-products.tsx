import type { Product } from '@souk/contracts';
import { formatPrice } from '@souk/core/money';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';

type State = 'idle' | 'loading' | 'failed' | Product[];

/**
 * Content of SelectedVendorProductListPopUp: the vendor's popular products, fetched when the
 * popup first opens (also when it was opened before this code arrived: the popup itself is a
 * native popover that needs none).
 */
export function VendorProducts({ vendorId, currency }: { vendorId: string; currency: string }) {
  const { t, locale } = useTranslator();
  const config = useRootData()?.clientConfig;
  const [state, setState] = useState<State>('idle');
  const content = useRef<HTMLDivElement>(null);
  const load = () => {
    if (!config || (state !== 'idle' && state !== 'failed')) return;
    setState('loading');
    import('../api/load-popular-products.ts')
      .then(({ loadPopularProducts }) => loadPopularProducts(config, locale, vendorId))
      .then(setState, () => setState('failed'));
  };
  // The popup's listener calls the latest load without being set up again on every render.
  const loadOnOpen = useEffectEvent(load);

  useEffect(() => {
    const popup = content.current?.closest('[popover]');
    if (!popup) return;
    const onToggle = (event: Event) => {
      if (event instanceof ToggleEvent && event.newState === 'open') loadOnOpen();
    };
    popup.addEventListener('toggle', onToggle);
    if (popup.matches(':popover-open')) loadOnOpen();
    return () => popup.removeEventListener('toggle', onToggle);
  }, []);

  return (
    <div ref={content}>
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
    </div>
  );
}
