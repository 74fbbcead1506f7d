import { useTranslator } from '#app/i18n/use-translator.ts';

/**
 * From 1280 px the cart is a sidebar (spec 2 §2). The default layout keeps its column free from
 * the first paint and this empty-cart panel holds it until a cart's own panel (`#cart-sidebar`)
 * covers it, so the first add moves nothing on the page.
 */
export function CartColumn() {
  const { t } = useTranslator();
  return (
    <aside
      aria-label={t('cart.title')}
      className="fixed end-0 top-16 bottom-0 hidden w-96 border-s border-line bg-surface p-6 text-center text-muted xl:block [&:has(~#cart-sidebar)]:hidden"
    >
      <p className="font-semibold text-ink">{t('cart.empty')}</p>
      <p className="mt-2 text-sm">{t('cart.emptyText')}</p>
    </aside>
  );
}
