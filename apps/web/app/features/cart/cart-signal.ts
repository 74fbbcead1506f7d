import { createStore } from '#app/lib/create-store.ts';

/**
 * The only cart module every page loads: what the header, the floating button and product
 * badges need to know (is there a cart, how many of each product), published by the cart
 * store once it runs. The store itself, its calls and every cart screen load lazily.
 */
export interface CartGlance {
  /** Units in the whole cart. */
  count: number;
  /** Minor units, the cart's final total; null until the server has answered. */
  total: number | null;
  /** Null until the server has answered (the first taps come before any cart). */
  currency: string | null;
  /** Units per product id, over every vendor cart. */
  counts: Readonly<Record<string, number>>;
}

/** Spec 2 §9 "Storage keys: cartId, cart, lastAddressId". */
export const CART_ID_KEY = 'cartId';

/** Published by the cart store once it runs; null until it has a cart. */
export const cartGlance = createStore<CartGlance | null>(null);

/** A cart id kept from an earlier visit (local storage can throw in private modes). */
export function storedCartId(): string | null {
  try {
    return localStorage.getItem(CART_ID_KEY);
  } catch {
    return null;
  }
}
