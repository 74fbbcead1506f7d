import { useTranslator } from '#app/i18n/use-translator.ts';

/** Placeholder cards while the list loads in the browser (no spinner). */
export function VendorGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslator();
  return (
    <div
      role="status"
      aria-label={t('home.loadingMore')}
      data-testid="vendor-skeleton"
      className="vendor-grid"
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="skeleton-card">
          <div />
          <div />
        </div>
      ))}
    </div>
  );
}
