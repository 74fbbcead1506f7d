import type { Cart } from '@souk/contracts/cart';
import type { ComponentType } from 'react';
import type { CatalogFormat } from './use-catalog-format.ts';

/**
 * What the cart page hands the checkout section it is given by its route (decision 012, "compose
 * in a route"): the cart that passed every check, its formatter, and a way to read the cart
 * again from the server (after an order, or when a refusal says the cart changed).
 */
export interface CheckoutSlotProps {
  cart: Cart;
  format: CatalogFormat;
  reloadCart: () => Promise<unknown>;
}

export type CheckoutSlot = ComponentType<CheckoutSlotProps>;
