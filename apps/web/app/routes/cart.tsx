import type { Route } from './+types/cart';
import { CartPageView } from '#app/features/cart/page/cart-page-view.tsx';
import { CheckoutSection } from '#app/features/checkout/checkout-section.tsx';
import { requireLocale } from '#app/lib/locale.server.ts';
import { loaderPageMeta } from '#app/lib/page-meta.server.ts';

/** `/{lang}/cart`: the cart lives in the browser (its id in local storage), so only meta here. */
export async function loader(args: Route.LoaderArgs) {
  const lang = await requireLocale(args);
  const meta = await loaderPageMeta(args, lang, (t) => ({
    title: t.t('cart.pageTitle'),
    description: t.t('cart.emptyText'),
  }));
  return { meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData?.meta ?? []),
  { name: 'robots', content: 'noindex' },
];

export default function CartRoute() {
  return <CartPageView checkout={CheckoutSection} />;
}
