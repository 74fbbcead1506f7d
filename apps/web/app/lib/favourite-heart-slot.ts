import { createContext, useContext, type ComponentType } from 'react';

export interface FavouriteHeartProps {
  kind: 'vendor' | 'product';
  id: string;
  /** The vendor's or product's name, for the button's label. */
  name: string;
  /** Where the heart sits on its card (positioning classes). */
  className?: string;
}

/**
 * The favourites' heart that vendor cards and product items show. The account feature owns it
 * and the app frame provides it here, so the home and the catalog draw it without importing
 * the account feature.
 */
export const FavouriteHeartContext = createContext<ComponentType<FavouriteHeartProps> | null>(null);

export function useFavouriteHeart(): ComponentType<FavouriteHeartProps> {
  const heart = useContext(FavouriteHeartContext);
  if (!heart) throw new Error('useFavouriteHeart needs the FavouriteHeartContext of the app frame');
  return heart;
}
