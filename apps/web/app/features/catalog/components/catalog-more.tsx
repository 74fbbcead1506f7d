import type { PartsStatus } from '../hooks/use-catalog-parts.ts';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import { focusRing } from '#app/ui/styles.ts';

interface CatalogMoreProps {
  status: PartsStatus;
  retry(): void;
  format: CatalogFormat;
}

/** The foot of a menu still arriving in parts: a quiet "loading", or a retry when a part failed. */
export function CatalogMore({ status, retry, format }: CatalogMoreProps) {
  if (status === 'complete') return null;
  if (status === 'loading') {
    return (
      <p
        data-testid="catalog-more-loading"
        role="status"
        className="mt-10 text-center text-sm text-muted"
      >
        {format.t('catalogue.loading')}
      </p>
    );
  }
  return (
    <div
      data-testid="catalog-more-failed"
      role="alert"
      className="mt-10 flex flex-col items-center gap-3 text-center"
    >
      <p className="text-sm text-muted">{format.t('catalogue.loadFailed')}</p>
      <button
        type="button"
        onClick={retry}
        className={`${focusRing} min-h-11 rounded-full bg-ink px-5 text-sm font-semibold text-surface`}
      >
        {format.t('catalogue.retry')}
      </button>
    </div>
  );
}
