import {
  checkoutAddressStep,
  checkoutBlocks,
  checkoutClick,
  LAST_ADDRESS_ID_STORAGE_KEY,
  type CheckoutClick,
} from '@souk/core';
import { ApiRequestError } from '#app/lib/api-client.ts';
import { requireCalls, runMutation } from './cart-runner.ts';
import { getCartState, setCartState, showSnackbar } from './cart-state.ts';
import { wantCheckout } from './wanted-checkout.ts';

/** What a signed-in customer's click on an enabled checkout button came to. */
type CheckoutOutcome = 'ready' | 'asked' | 'failed';

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
async function prepareCheckout(): Promise<CheckoutOutcome> {
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

/** Spec 2 §4: "Clicking it while disabled shows a snackbar on mobile" (below 768 px). */
export const isPhoneWidth = (): boolean => window.matchMedia('(max-width: 767px)').matches;

type SignInModal = Extract<CheckoutClick, { action: 'sign-in' }>['modal'];

export interface CheckoutClickContext {
  signedIn: boolean;
  /** Below 768 px a blocked click shows a snackbar. */
  mobile: boolean;
  /** Opens the sign-in modal over the page (a visitor's click). */
  openSignIn: (modal: SignInModal) => void;
}

/**
 * Spec 2 §4 "Checkout gating", one click on the checkout button: blocked → a snackbar on
 * phones; a visitor → the wanted-checkout flag and the AuthModal; a customer → the address
 * check, and the cart marked ready when it passes. The button's click and the checkout resumed
 * after sign-in both run this.
 */
export async function clickCheckout(context: CheckoutClickContext): Promise<void> {
  const { cart, validation, checkoutBusy } = getCartState();
  if (!cart || checkoutBusy) return;
  const click = checkoutClick({
    blocks: checkoutBlocks(cart, validation),
    mobile: context.mobile,
    signedIn: context.signedIn,
  });
  if (click.action === 'snackbar')
    showSnackbar(click.block === 'MIN_ORDER' ? 'minOrder' : 'checkoutBlocked');
  if (click.action === 'sign-in') {
    wantCheckout();
    context.openSignIn(click.modal);
  }
  if (click.action !== 'checkout') return;
  setCartState({ checkoutBusy: true, checkoutReadyFor: null });
  const outcome = await prepareCheckout().catch((): CheckoutOutcome => 'failed');
  setCartState({
    checkoutBusy: false,
    checkoutReadyFor: outcome === 'ready' ? getCartState().cart : null,
  });
}
