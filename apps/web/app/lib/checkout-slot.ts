import type { Cart } from '@souk/contracts/cart';
import type { ComponentType } from 'react';
import type { CatalogFormat } from './use-catalog-format.ts';

/**
 * What the cart page hands the checkout section it is given by its route (decision 012, "compose
 * in a route"): the cart that passed every check, its formatter, a way to read the cart again
 * from the server (after an order, or when a refusal says the cart changed), and the cart's own
 * alert for a refusal, so a refused placement is said in the one alert the cart page uses (it
 * stays up when the reloaded cart closes the checkout).
 */
export interface CheckoutSlotProps {
  cart: Cart;
  format: CatalogFormat;
  reloadCart: () => Promise<unknown>;
  showAlert: (message: string) => void;
}

export type CheckoutSlot = ComponentType<CheckoutSlotProps>;
