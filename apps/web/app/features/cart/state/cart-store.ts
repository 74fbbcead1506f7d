import type { AddCartItemRequest, CartResponse, ValidateCartResult } from '@souk/contracts/cart';
import { ADD_TO_CART_AFTER_PREORDER_MS, afterPreorderUpdate, withoutTrailingZ } from '@souk/core';
import type { WorkingHoursEntry } from '@souk/core/working-hours-label';
import type { ClientConfig } from '#app/lib/load-context.ts';
import { storedCartId } from '../cart-signal.ts';
import {
  acceptDrawn,
  acceptEmpty,
  acceptResponse,
  forgetCart,
  isCartNotFound,
  isVendorsMax,
  onServerAnswer,
  requireCalls,
  runMutation,
  configureCalls,
} from './cart-runner.ts';
import { getCartState, setCartState, showSnackbar } from './cart-state.ts';

export { getCartState, useCartState } from './cart-state.ts';

/** Spec 2 §5 "The add action is debounced by 300 ms". */
export const ADD_DEBOUNCE_MS = 300;

/** What the cart view has to act on, beyond PRODUCT_MAX_COUNT (a snackbar of its own). */
function needsAlert(result: ValidateCartResult): boolean {
  return (
    result.invalidVendors.length > 0 ||
    result.invalidDeliveryTime !== null ||
    result.invalidProducts.some((p) => p.status !== 'PRODUCT_MAX_COUNT')
  );
}

let lastAlerted = '';
onServerAnswer((response: CartResponse) => {
  const result = response.validateCartResult;
  if (result.invalidProducts.some((p) => p.status === 'PRODUCT_MAX_COUNT'))
    showSnackbar('maxCount');
  const key = JSON.stringify(result);
  if (needsAlert(result) && key !== lastAlerted && !getCartState().alert)
    setCartState({ alert: { kind: 'validation', validation: result } });
  lastAlerted = needsAlert(result) ? key : '';
});

let startedFor: boolean | null = null;
/** The latest start: a checkout resumed after sign-in waits for the merged cart. */
let starting: Promise<void> = Promise.resolve();

/** Lets a first tap work before the slot has started the store. */
export function configureCart(config: ClientConfig): void {
  configureCalls(config);
}

/**
 * Spec 2 §4 "Cart lifecycle": with a stored cart id the cart is fetched, otherwise the user
 * cart; a missing cart clears local storage. Runs again when the customer signs in (the
 * server merges the guest cart into theirs) or out (the local cart is dropped).
 */
export function startCart(config: ClientConfig, signedIn: boolean): Promise<void> {
  configureCalls(config);
  if (startedFor === signedIn) return starting;
  const signedOut = startedFor === true && !signedIn;
  startedFor = signedIn;
  starting = loadCart(signedIn, signedOut);
  return starting;
}

/**
 * The signed-in customer's cart, as the server drew the cart page with it (its loader reads
 * it): the store takes it instead of reading it again, so the lines on the first paint stay
 * as they are once the page's code runs. A store that already holds a cart keeps it (the
 * header's part may have read it first, and it is as fresh).
 */
export function seedCart(config: ClientConfig, drawn: CartResponse): void {
  configureCalls(config);
  if (getCartState().cart) return;
  acceptDrawn(drawn);
  if (startedFor !== null) return;
  // Started as the server found the visitor: signed in (only a customer's cart is drawn).
  startedFor = true;
  starting = Promise.resolve();
}

async function loadCart(signedIn: boolean, signedOut: boolean): Promise<void> {
  const calls = requireCalls();
  if (signedOut) acceptEmpty();
  const cartId = storedCartId();
  if (!cartId && !signedIn) return;
  setCartState({ loading: true });
  await runMutation(
    null,
    async () => {
      if (cartId) {
        try {
          return await calls.get(cartId);
        } catch (error) {
          if (!isCartNotFound(error) || !signedIn) throw error;
          forgetCart();
        }
      }
      const user = await calls.userCart();
      return user.cart && user.validateCartResult
        ? { cart: user.cart, validateCartResult: user.validateCartResult }
        : null;
    },
    () => true, // a failed first load is reported by nothing but an empty cart (spec 2 §8)
  );
  setCartState({ loading: false });
}

/**
 * The cart as the server has it now, with a fresh validation: another tab may have changed
 * it, or time may have passed (a chosen slot, a vendor closing). A cart gone elsewhere is
 * forgotten here too (CartNotFoundException).
 */
export function refreshCart(): Promise<CartResponse | null> {
  const cartId = getCartState().cart?.cartId ?? storedCartId();
  if (!cartId) return Promise.resolve(null);
  return runMutation(
    null,
    () => requireCalls().get(cartId),
    () => true,
  );
}

let creating: Promise<string> | null = null;
/** A time picked before any cart existed: the cart is created with it. */
let preferredPreorder: string | null = null;

/** The cart to add to, created in `localityCode` when there is none (once, however many taps). */
async function ensureCartId(localityCode: string): Promise<string> {
  const cart = getCartState().cart;
  if (cart?.localityCode === localityCode) return cart.cartId;
  // Spec 2 §4: a cart of another locality is dropped (cart and stored id cleared).
  if (cart) acceptEmpty();
  else {
    const stored = storedCartId();
    if (stored) return stored;
  }
  creating ??= requireCalls()
    .create({ localityCode, receiptType: 'DELIVERY', preorderDateTime: preferredPreorder })
    .then((created) => {
      acceptResponse(created);
      return created.cartId;
    })
    .finally(() => {
      creating = null;
    });
  return creating;
}

export interface NewCartLine extends Omit<AddCartItemRequest, 'count'> {
  localityCode: string;
}

function addPending(productId: string, units: number) {
  const pending = { ...getCartState().pendingAdds };
  pending[productId] = (pending[productId] ?? 0) + units;
  if (pending[productId] <= 0) delete pending[productId];
  setCartState({ pendingAdds: pending });
}

/** Adds `count` units; a new cart is made when the stored one no longer exists (once). */
export function addToCart(config: ClientConfig, line: NewCartLine, count: number) {
  configureCalls(config);
  addPending(line.productId, count);
  const { localityCode, ...item } = line;
  const send = async (retry: boolean): Promise<CartResponse | null> => {
    const cartId = await ensureCartId(localityCode);
    try {
      return await requireCalls().addItem(cartId, { ...item, count });
    } catch (error) {
      if (!retry || !isCartNotFound(error)) throw error;
      acceptEmpty();
      return send(false);
    }
  };
  // The pending units leave the badge once the answer is in the cart, not before (no flicker).
  return runMutation(
    null,
    () => send(true),
    (error) => {
      if (!isVendorsMax(error)) return false;
      setCartState({ alert: { kind: 'vendorsMax' } });
      return true;
    },
  ).finally(() => addPending(line.productId, -count));
}

const quickTaps = new Map<string, { units: number; timer: ReturnType<typeof setTimeout> }>();

/**
 * A tap on a product list item's add button. Taps on the same product within 300 ms go out as
 * one call for all of them, so quick taps are neither lost nor doubled.
 */
export function quickAdd(config: ClientConfig, line: NewCartLine): void {
  const key = line.productId;
  const tap = quickTaps.get(key);
  if (tap) clearTimeout(tap.timer);
  const units = (tap?.units ?? 0) + 1;
  addPending(key, 1);
  const timer = setTimeout(() => {
    quickTaps.delete(key);
    addPending(key, -units);
    void addToCart(config, line, units);
  }, ADD_DEBOUNCE_MS);
  quickTaps.set(key, { units, timer });
}

/**
 * Spec 2 §4 "Preorder modal confirmation": the cart's preorderDateTime is updated (null for
 * ASAP), sent without the trailing Z; when the answer lists invalid vendors the cart is cleared
 * and the update retried once. With no cart yet the time is kept for the cart to come.
 */
export async function setPreorder(preorderDateTime: string | null): Promise<void> {
  const value = preorderDateTime === null ? null : withoutTrailingZ(preorderDateTime);
  const cart = getCartState().cart;
  if (!cart) {
    preferredPreorder = value;
    setCartState({ preferredPreorder: value });
    return;
  }
  await runMutation(
    (c) => ({ ...c, preorderDateTime: value }),
    async () => {
      const calls = requireCalls();
      const first = await calls.update(cart.cartId, { preorderDateTime: value });
      if (afterPreorderUpdate(first.validateCartResult.invalidVendors.length, false) === 'store')
        return first;
      await calls.clear(cart.cartId);
      return calls.update(cart.cartId, { preorderDateTime: value });
    },
  );
}

/** "The add-to-cart is emitted 1 s after the preorder modal closes." */
export function runAfterPreorder(): void {
  const pending = getCartState().pendingAfterPreorder;
  if (!pending) return;
  setCartState({ pendingAfterPreorder: null });
  setTimeout(pending.run, ADD_TO_CART_AFTER_PREORDER_MS);
}

export interface OrderableProduct {
  vendorId: string;
  sectionWorkingHours?: readonly WorkingHoursEntry[] | null;
  timeAvailabilityInfo: { available: boolean; closestPreorderDateTime: string | null };
}

/**
 * An add of a product that cannot be ordered for now: with no preorder time chosen yet it
 * waits for the preorder modal (the caller opens it when this returns true).
 */
export function needsPreorderFirst(product: OrderableProduct, add: () => void): boolean {
  const state = getCartState();
  const chosen = state.cart ? state.cart.preorderDateTime : state.preferredPreorder;
  if (product.timeAvailabilityInfo.available || chosen) return false;
  setCartState({
    pendingAfterPreorder: {
      run: add,
      vendorId: product.vendorId,
      sectionHours: product.sectionWorkingHours ?? null,
      availableAt: product.timeAvailabilityInfo.closestPreorderDateTime,
    },
  });
  return true;
}

export * from './cart-edits.ts';
