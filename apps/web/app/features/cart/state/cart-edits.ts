import type { Cart, CartResponse } from '@souk/contracts/cart';

import { ApiRequestError } from '#app/lib/api-client.ts';

type ReceiptType = Cart['receiptType'];
import { acceptEmpty, forgetCart, requireCalls, runMutation } from './cart-runner.ts';
import { getCartState, setCartState, showSnackbar } from './cart-state.ts';
import { withCutlery, withLineComment, withLineCount } from './optimistic.ts';

const cartId = (): string | null => getCartState().cart?.cartId ?? null;

function onCart(
  optimistic: ((cart: Cart) => Cart) | null,
  call: (id: string) => Promise<CartResponse>,
  onError?: (error: unknown) => boolean,
) {
  const id = cartId();
  if (!id) return Promise.resolve(null);
  return runMutation(optimistic, () => call(id), onError);
}

/** True when `cartProductId` is the only unit left in the whole cart. */
function isLastLine(cart: Cart, cartProductId: string): boolean {
  const items = cart.vendorCarts.flatMap((v) => v.items);
  return items.length === 1 && items[0]?.cartProductId === cartProductId;
}

/**
 * Plus and minus of a line. Spec 2 §4: "Decrementing an item with count 1 removes it";
 * "Removing the last item asks for confirmation to clear the cart".
 */
export function setLineCount(vendorCartId: string, cartProductId: string, count: number) {
  const cart = getCartState().cart;
  if (!cart) return Promise.resolve(null);
  if (count <= 0 && isLastLine(cart, cartProductId)) {
    setCartState({ alert: { kind: 'lastProduct', vendorCartId, cartProductId } });
    return Promise.resolve(null);
  }
  if (count <= 0) return removeLine(vendorCartId, cartProductId);
  return runMutation(
    (c) => withLineCount(c, vendorCartId, cartProductId, count),
    () => requireCalls().updateItem(vendorCartId, cartProductId, { count }),
  );
}

export function removeLine(vendorCartId: string, cartProductId: string) {
  return runMutation(
    (c) => withLineCount(c, vendorCartId, cartProductId, 0),
    () => requireCalls().removeItem(vendorCartId, cartProductId),
  );
}

export function setLineComment(vendorCartId: string, cartProductId: string, comment: string) {
  return runMutation(
    (c) => withLineComment(c, vendorCartId, cartProductId, comment),
    () => requireCalls().updateItem(vendorCartId, cartProductId, { comment }),
  );
}

export function setCutlery(vendorCartId: string, cutlery: number) {
  return runMutation(
    (c) => withCutlery(c, vendorCartId, cutlery),
    () => requireCalls().cutlery(vendorCartId, cutlery),
  );
}

export const setTip = (tipAmount: number) =>
  onCart(
    (c) => ({ ...c, tipAmount }),
    (id) => requireCalls().tip(id, tipAmount),
  );

/**
 * "A receipt type change updates the cart, then refetches it." A vendor in the cart that does
 * not offer the new way refuses it: the switch goes back and a snackbar says why.
 */
export const setReceiptType = (receiptType: ReceiptType) =>
  onCart(
    (c) => ({ ...c, receiptType }),
    async (id) => {
      await requireCalls().update(id, { receiptType });
      return requireCalls().get(id);
    },
    (error) => {
      const body = error instanceof ApiRequestError ? error.body : null;
      // Only a refusal naming vendors is theirs; the locality not offering a way is another error.
      const byVendors = Array.isArray((body as { vendorIds?: unknown } | null)?.vendorIds);
      if (!byVendors) return false;
      if (body?.type === 'VendorDeliveryUnavailableException') showSnackbar('notDelivering');
      else if (body?.type === 'CartOptionNotOfferedException') showSnackbar('noTakeaway');
      else return false;
      return true;
    },
  );

export async function applyPromoCode(code: string) {
  const id = cartId();
  if (!id) return;
  setCartState({ promoResult: null });
  await runMutation(null, async () => {
    const answer = await requireCalls().applyPromoCode(id, code);
    setCartState({ promoResult: answer.result });
    return answer;
  });
}

export const removePromoCode = () => {
  setCartState({ promoResult: null });
  return onCart(
    (c) => ({ ...c, promocode: null }),
    (id) => requireCalls().removePromoCode(id),
  );
};

/** Empties every vendor cart (trash icon, vendor alerts). The view closes on an empty cart. */
export const clearCart = () => onCart(null, (id) => requireCalls().clear(id));

/** Spec 2 §4 "Clean invalid products: removes them via cart cleanup". */
export const cleanupCart = () => onCart(null, (id) => requireCalls().cleanup(id));

/** "Delete cart: removes the local cart and reloads the user cart." */
export async function deleteCart(): Promise<void> {
  const id = cartId();
  if (!id) return;
  await runMutation(null, async () => {
    await requireCalls().remove(id);
    acceptEmpty();
    return null;
  });
  forgetCart();
}
