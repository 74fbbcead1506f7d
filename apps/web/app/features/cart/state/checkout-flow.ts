import { checkoutAddressStep, checkoutBlocks, LAST_ADDRESS_ID_STORAGE_KEY } from '@souk/core';
import { ApiRequestError } from '#app/lib/api-client.ts';
import { requireCalls, runMutation } from './cart-runner.ts';
import { getCartState, setCartState, showSnackbar } from './cart-state.ts';

/** What a signed-in customer's click on an enabled checkout button came to. */
export type CheckoutOutcome = 'ready' | 'asked' | 'failed';

function chosenAddressId(): string | null {
  try {
    return sessionStorage.getItem(LAST_ADDRESS_ID_STORAGE_KEY);
  } catch {
    return null;
  }
}

const isNotDelivering = (error: unknown) =>
  error instanceof ApiRequestError && error.body?.type === 'VendorDeliveryUnavailableException';

/**
 * Spec 1 §4 "Address validation before a cart action", before checkout: with delivery, a
 * customer without addresses is asked to add one, one with addresses but none chosen to choose
 * one (the alert's button opens the form or the selector); a chosen address the cart does not
 * carry yet is put on it ("This vendor doesn't deliver to this address" when a vendor cannot).
 * 'ready' only when the cart still passes checkout gating after that.
 */
export async function prepareCheckout(): Promise<CheckoutOutcome> {
  const cart = getCartState().cart;
  if (!cart) return 'failed';
  let savedAddressIds: string[] = [];
  if (cart.receiptType === 'DELIVERY') {
    try {
      savedAddressIds = (await requireCalls().savedAddresses()).map((address) => address.id);
    } catch {
      setCartState({ alert: { kind: 'error' } });
      return 'failed';
    }
  }
  const step = checkoutAddressStep({
    receiptType: cart.receiptType,
    cartAddressId: cart.customerAddressId,
    savedAddressIds,
    selectedAddressId: chosenAddressId(),
  });
  if (step.kind === 'ask') {
    setCartState({ alert: { kind: 'address', result: step.result } });
    return 'asked';
  }
  if (step.kind === 'attach') {
    const answer = await runMutation(
      (current) => ({ ...current, customerAddressId: step.addressId }),
      () => requireCalls().update(cart.cartId, { customerAddressId: step.addressId }),
      (error) => {
        if (!isNotDelivering(error)) return false;
        showSnackbar('notDelivering');
        return true;
      },
    );
    if (!answer) return 'failed';
  }
  const now = getCartState();
  return now.cart && checkoutBlocks(now.cart, now.validation).length === 0 ? 'ready' : 'failed';
}
