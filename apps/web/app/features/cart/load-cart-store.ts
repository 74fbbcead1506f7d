/** The cart store with its calls: loaded by the first cart action, never by the first paint. */
export const loadCartStore = () => import('./state/cart-store.ts');
