import { lazy, Suspense, useEffect } from 'react';
import { useRootData } from '#app/lib/root-data.ts';
import { loadCartStore, storedCartId } from '../cart-signal.ts';
import { useCartGlance } from '../hooks/use-cart-glance.ts';

const CartChrome = lazy(() => import('./cart-chrome.tsx'));

export type CartSlotPart = 'header' | 'page';

/**
 * Where the header cart button, the floating button and the desktop side bar go. Part of every
 * page's first load, so it stays tiny: it starts the (lazy) cart store only when a cart may
 * exist — a stored cart id, or a signed-in customer — and renders nothing until one does.
 */
export function CartSlot({ part }: { part: CartSlotPart }) {
  const glance = useCartGlance();
  const root = useRootData();
  const signedIn = root?.signedIn ?? false;
  useEffect(() => {
    if (root && (signedIn || storedCartId()))
      void loadCartStore().then((store) => store.startCart(root.clientConfig, signedIn));
  }, [root, signedIn]);
  if (!glance?.count) return null;
  return (
    <Suspense fallback={null}>
      <CartChrome part={part} />
    </Suspense>
  );
}
