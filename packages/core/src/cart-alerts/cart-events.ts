/**
 * Cart alerts raised by the customer's own actions or by failures, not by a validation result
 * (spec 2 §4 "Cart alert events", "Cart lifecycle"; §8 HTTP-level).
 */
import type { AddressCheckResult } from '../address/address-check.ts';
import { cartAlert, clearWholeCart } from './cart-alert.ts';
import type { CartAlert } from './cart-alert.ts';

/** The vendor card's trash icon. Confirm: "the whole cart is cleared". */
export function cleanCartAlert(mobile: boolean): CartAlert {
  return cartAlert('CLEAN_CART', { texts: ['CLEAN_CART'], confirm: clearWholeCart(mobile) });
}

/** 'Delivery for the selected time is not available. Delete cart?' Confirm: "Delete cart: removes the local cart and reloads the user cart." */
export function deleteCartAlert(): CartAlert {
  return cartAlert('DELETE_CART', { texts: ['DELETE_CART'], confirm: [{ type: 'delete-cart' }] });
}

/**
 * "Removing the last item asks for confirmation to clear the cart." Confirm: "Last product:
 * removes it." (the emptied cart then closes its view).
 */
export function lastProductAlert(line: {
  readonly vendorCartId: string;
  readonly cartProductId: string;
}): CartAlert {
  return cartAlert('LAST_PRODUCT_IN_CART', {
    texts: ['LAST_PRODUCT_IN_CART'],
    cartProductIds: [line.cartProductId],
    confirm: [{ type: 'remove-product', ...line }],
  });
}

/**
 * Spec 2 §8: "Any failure of cart operations (…) shows a generic error alert. Confirming it
 * reloads the page." "A preorder update failure shows the generic error alert."
 */
export function errorAlert(): CartAlert {
  return cartAlert('ERROR', { texts: ['ERROR'], confirm: [{ type: 'reload-page' }] });
}

/**
 * The address check before a cart action (spec 2 §4) as an alert: no address at all asks to
 * add one (OPEN_ADDRESS_MODAL, "add address"); addresses but none chosen explains it
 * (ADDRESS_INFO); both lead to the address modal, where an address is added or chosen.
 * SUCCESS and CART_ID_NOT_FOUND (the cart is then created) need none.
 */
export function addressCheckAlert(result: AddressCheckResult): CartAlert | null {
  if (result === 'ADDRESS_NOT_EXISTS') {
    return cartAlert('OPEN_ADDRESS_MODAL', {
      texts: ['OPEN_ADDRESS_MODAL'],
      confirm: [{ type: 'open-address-modal' }],
    });
  }
  if (result === 'ADDRESS_NOT_CHOOSEN') {
    return cartAlert('ADDRESS_INFO', {
      texts: ['ADDRESS_INFO'],
      confirm: [{ type: 'open-address-modal' }],
    });
  }
  return null;
}
