import { useEffect, useState } from 'react';
import type { VendorBoard, VendorProduct } from '@souk/contracts/vendor-console';
import { useTranslator } from '#app/i18n/use-translator.ts';
import type { VendorCalls } from '../api/vendor-calls.ts';
import { consoleErrorKey } from '../console-errors.ts';
import { smallButton } from './console-styles.ts';

/** Pause the whole store, or mark single products sold out; both reach the storefront at once. */
export function StorePanel({
  vendor,
  calls,
  onChanged,
}: {
  vendor: VendorBoard['vendor'];
  calls: VendorCalls;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslator();
  const [products, setProducts] = useState<VendorProduct[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    calls.products(vendor.id).then(
      (answer) => setProducts(answer.products),
      () => setProducts([]),
    );
  }, [calls, vendor.id]);

  const run = async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(t(consoleErrorKey(failure)));
    }
  };

  return (
    <aside
      className="space-y-3 rounded-2xl border border-line p-4"
      aria-label={t('vendorConsole.products')}
    >
      {vendor.paused && (
        <p role="status" className="font-semibold">
          {t('vendorConsole.paused')}
        </p>
      )}
      <button
        type="button"
        className={smallButton}
        data-testid="vendor-pause"
        onClick={() =>
          void run(async () => {
            await calls.setPaused(vendor.id, !vendor.paused);
            await onChanged();
          })
        }
      >
        {t(vendor.paused ? 'vendorConsole.resume' : 'vendorConsole.pause')}
      </button>
      <details>
        <summary className="cursor-pointer font-semibold">{t('vendorConsole.products')}</summary>
        <ul className="mt-2 space-y-1">
          {(products ?? []).map((product) => (
            <li key={product.id}>
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={product.available}
                  onChange={(event) => {
                    const available = event.target.checked;
                    void run(async () => {
                      const saved = await calls.setAvailable(vendor.id, product.id, available);
                      setProducts((list) =>
                        (list ?? []).map((p) => (p.id === saved.id ? saved : p)),
                      );
                    });
                  }}
                />
                <span>
                  {product.name}{' '}
                  <span className="text-muted text-sm">
                    ({product.sectionName}
                    {product.available ? '' : ` · ${t('vendorConsole.soldOut')}`})
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </details>
      {error && (
        <p role="alert" className="rounded-xl bg-red-700 p-3 text-white">
          {error}
        </p>
      )}
    </aside>
  );
}
