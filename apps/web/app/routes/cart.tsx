import type { CartResponse } from '@souk/contracts/cart';
import { useRef, type ComponentType } from 'react';
import type { Route } from './+types/cart';
import { customerCartOrNull } from '#app/features/cart/api/customer-cart.server.ts';
import { serverApi } from '#app/lib/api-client.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { loaderPageMeta } from '#app/lib/page-meta.server.ts';
import { deferredBody, NO_INTENT } from '#app/ui/deferred-body.tsx';

/**
 * `/{lang}/cart`: a signed-in customer's cart is read here, so that its lines are in the page's
 * HTML (issue 15 part 3: they were drawn only once the browser had fetched the cart, seconds
 * after the first paint on a phone). A guest's cart is known to the browser alone (its id in
 * local storage), and is read there as before.
 */
export async function loader(args: Route.LoaderArgs) {
  const lang = await requireLocale(args);
  const { context, request } = args;
  const [cart, meta] = await Promise.all([
    customerCartOrNull(serverApi(context, lang), { signal: request.signal }),
    loaderPageMeta(args, lang, (t) => ({
      title: t.t('cart.pageTitle'),
      description: t.t('cart.emptyText'),
    })),
  ]);
  return { cart, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData?.meta ?? []),
  { name: 'robots', content: 'noindex' },
];

interface CartBodyProps {
  drawn: CartResponse | null;
}

/**
 * The cart page's body with the checkout it composes (decision 012): the cart store, its calls
 * and the API schemas come once the first load is idle, and the cart is read then. A tap on
 * its links or buttons before that is held and replayed (issue 15).
 */
const cartBody = deferredBody(
  async (): Promise<ComponentType<CartBodyProps>> => {
    const [{ CartPageView }, { CheckoutSection }] = await Promise.all([
      import('#app/features/cart/page/cart-page-view.tsx'),
      import('#app/features/checkout/checkout-section.tsx'),
    ]);
    return function CartBody({ drawn }: CartBodyProps) {
      return <CartPageView checkout={CheckoutSection} drawn={drawn} />;
    };
  },
  { selector: 'a[href],button', onIntent: NO_INTENT },
);

export default function CartRoute({ loaderData }: Route.ComponentProps) {
  const page = useRef<HTMLDivElement>(null);
  cartBody.useHeldTaps(page);
  // A guest's cart is not known to the server, so their page is drawn empty and the lines come
  // once the body has read it. The body takes at least the screen's height, so that what
  // follows it (the footer) starts below the fold and the lines arriving move nothing in view
  // (issue 15 part 3: layout shift at most 0.02).
  return (
    <div ref={page} {...cartBody.heldTaps} data-testid="cart-route" className="min-h-dvh">
      <cartBody.Body drawn={loaderData.cart} />
    </div>
  );
}
