import type { ReactNode } from 'react';
import { cartActions } from '#app/features/cart/cart-actions.ts';
import { CartActionsContext } from '#app/lib/cart-actions.ts';
import { FavouriteHeartContext } from '#app/lib/favourite-heart-slot.ts';
import { lazyHydrated } from '#app/ui/lazy-hydrated.tsx';

/** Server-rendered; its code (and the favourites' fetch) comes when the page is idle. */
const FavouriteHeart = lazyHydrated(() =>
  import('#app/features/account/favourites/components/favourite-heart.tsx').then(
    (m) => m.FavouriteHeart,
  ),
);

/**
 * Where one feature's behaviour reaches another: the cart's actions for the catalog and the
 * address selection, the account's favourite heart for the home and the catalog.
 */
export function FeatureProviders({ children }: { children: ReactNode }) {
  return (
    <CartActionsContext value={cartActions}>
      <FavouriteHeartContext value={FavouriteHeart}>{children}</FavouriteHeartContext>
    </CartActionsContext>
  );
}
