import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useRootData } from '#app/lib/root-data.ts';
import { cartGlance, storedCartId } from '../cart-signal.ts';
import { useCartGlance } from '../hooks/use-cart-glance.ts';
import type { CartSlotPart } from './cart-slot-part.ts';

const CartChrome = lazy(() => import('./cart-chrome.tsx'));

/**
 * Where the header cart button, the floating button and the desktop side bar go. Part of every
 * page's first load, so it stays tiny: the cart code (which starts the cart store) loads only
 * when a cart may exist — a stored cart id, a signed-in customer, or a first add.
 */
export function CartSlot({ part }: { part: CartSlotPart }) {
  const signedIn = useRootData()?.signedIn;
  const glance = useCartGlance();
  // Local storage is the browser's: the server draws no cart, the browser reads the stored id.
  const stored = useSyncExternalStore(
    cartGlance.subscribe,
    () => storedCartId() !== null,
    () => false,
  );
  if (!signedIn && !stored && !glance) return null;
  return (
    <Suspense fallback={null}>
      <CartChrome part={part} />
    </Suspense>
  );
}
