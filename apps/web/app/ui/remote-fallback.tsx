import { useTranslator } from '#app/i18n/use-translator.ts';
import { ghostButton } from '#app/ui/styles.ts';

interface RemoteFallbackProps {
  status: 'loading' | 'notFound' | 'failed';
  notFoundText: string;
  onRetry: () => void;
  /** Rows of the skeleton while loading. */
  rows?: number;
}

/** Skeleton while browser data loads; a clear message when it is gone or failed. */
export function RemoteFallback({ status, notFoundText, onRetry, rows = 3 }: RemoteFallbackProps) {
  const { t } = useTranslator();
  if (status === 'loading') {
    return (
      <div role="status" data-testid="catalog-skeleton" className="flex flex-col gap-3 p-5">
        <span className="sr-only">{t('catalogue.loading')}</span>
        <div className="aspect-[3/2] w-full animate-pulse rounded-2xl bg-canvas" />
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="h-11 animate-pulse rounded-xl bg-canvas" />
        ))}
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
      <p className="font-medium">
        {status === 'notFound' ? notFoundText : t('catalogue.loadFailed')}
      </p>
      {status === 'failed' && (
        <button type="button" className={ghostButton} onClick={onRetry}>
          {t('catalogue.retry')}
        </button>
      )}
    </div>
  );
}
