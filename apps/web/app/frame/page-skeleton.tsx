import { useTranslator } from '#app/i18n/use-translator.ts';

const block = 'animate-pulse rounded-2xl bg-canvas motion-reduce:animate-none';

/**
 * Shown in place of the page while the next page's data loads (a client-side navigation):
 * the shape of a cover, a title and a list, so the reader sees at once that the tap worked.
 */
export function PageSkeleton() {
  const { t } = useTranslator();
  return (
    <div
      role="status"
      aria-label={t('a11y.loadingPage')}
      data-testid="page-skeleton"
      className="mx-auto max-w-6xl px-4 py-6"
    >
      <div className={`${block} h-40 sm:h-72`} />
      <div className={`${block} mt-6 h-9 w-2/3 max-w-md`} />
      <div className={`${block} mt-3 h-5 w-1/2 max-w-sm`} />
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className={`${block} h-28`} />
        <div className={`${block} h-28`} />
        <div className={`${block} h-28`} />
      </div>
    </div>
  );
}
