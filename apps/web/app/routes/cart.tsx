import { useRef, type ComponentType } from 'react';
import type { Route } from './+types/cart';
import { requireLocale } from '#app/lib/locale.server.ts';
import { loaderPageMeta } from '#app/lib/page-meta.server.ts';
import { deferredBody, NO_INTENT } from '#app/ui/deferred-body.tsx';

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

/**
 * The cart page's body with the checkout it composes (decision 012): the cart store, its calls
 * and the API schemas come once the first load is idle, and the cart is read then. A tap on
 * its links or buttons before that is held and replayed (issue 15).
 */
const cartBody = deferredBody(
  async (): Promise<ComponentType> => {
    const [{ CartPageView }, { CheckoutSection }] = await Promise.all([
      import('#app/features/cart/page/cart-page-view.tsx'),
      import('#app/features/checkout/checkout-section.tsx'),
    ]);
    return function CartBody() {
      return <CartPageView checkout={CheckoutSection} />;
    };
  },
  { selector: 'a[href],button', onIntent: NO_INTENT },
);

export default function CartRoute() {
  const page = useRef<HTMLDivElement>(null);
  cartBody.useHeldTaps(page);
  // The server cannot know the cart (it lives in the browser), so the page is drawn empty and
  // the lines come once the body has read it. The body takes at least the screen's height, so
  // that what follows it (the footer) starts below the fold and the lines arriving move
  // nothing in view (issue 15 part 3: layout shift at most 0.02).
  return (
    <div ref={page} data-testid="cart-route" className="min-h-dvh">
      <cartBody.Body />
    </div>
  );
}
