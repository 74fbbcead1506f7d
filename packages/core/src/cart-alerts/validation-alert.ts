/**
 * Spec 2 §4 "Cart alert events", "Handling a validation result":
 * - "Any invalid vendor wins and raises a vendor alert."
 * - "Unavailable products raise an alert. If all items are invalid, a full-cart alert.
 *   Otherwise a single or plural invalid-products alert."
 * - "An invalid delivery time raises the preorder-time alert or the ASAP alert."
 * - "When the delivery time is also invalid, the messages say that all products will no
 *   longer be available and the cart will be emptied. Or they say the cart will be emptied
 *   because the restaurant is closed."
 * and "Confirming":
 * - "Invalid delivery time with the flag set: the cart lines are emptied, or the invalid
 *   products are removed and ASAP is set. Otherwise the validation result is cleared."
 * - "Vendor hidden, vendor invalid delivery, clean cart, full cart invalid: the whole cart is
 *   cleared. On mobile the modal also closes."
 * - "Clean invalid products: removes them via cart cleanup."
 *
 * Read together: a delivery-time problem outranks unavailable lines, and the "flag" is that
 * lines are unavailable as well. The emptied-cart message names the restaurant being closed
 * when that is why the time failed (CLOSED_NOW, OUTSIDE_WORKING_HOURS), else the products.
 * An invalid preorder time left alone also goes back to ASAP, as a loaded cart's does ("With
 * an invalid preorder time, it is reset to null").
 */
import type { CartAlert, CartAlertCode, CartAlertText } from './cart-alert.ts';
import { cartAlert, clearWholeCart } from './cart-alert.ts';
import { summarizeValidation } from './validation-summary.ts';
import type { CartValidationInput, InvalidDeliveryTimeInput } from './validation-summary.ts';

/** The cart as far as the decision needs it; the contracts' `Cart` satisfies it. */
export interface CartAlertCart {
  /** Null: ASAP. */
  readonly preorderDateTime: string | null;
  readonly vendorCarts: readonly {
    readonly items: readonly { readonly cartProductId: string }[];
  }[];
}

export interface CartAlertOptions {
  /** Phone layout: the Cart modal closes when the cart is cleared. */
  readonly mobile: boolean;
}

function emptiedText(time: InvalidDeliveryTimeInput): CartAlertText {
  return time.reason === 'CLOSED_NOW' || time.reason === 'OUTSIDE_WORKING_HOURS'
    ? 'EMPTIED_CLOSED'
    : 'EMPTIED_BY_TIME';
}

function productsCode(count: number): CartAlertCode {
  return count === 1 ? 'CLEAN_INVALID_PRODUCT' : 'CLEAN_INVALID_PRODUCTS';
}

/** The alert a validation result raises, or null when it raises none (PRODUCT_MAX_COUNT alone is a snackbar). */
export function validationAlert(
  result: CartValidationInput | null,
  cart: CartAlertCart,
  { mobile }: CartAlertOptions,
): CartAlert | null {
  if (!result) return null;
  const time = result.invalidDeliveryTime ?? null;
  const lineIds = cart.vendorCarts.flatMap((vendorCart) =>
    vendorCart.items.map((item) => item.cartProductId),
  );
  const { unavailableIds } = summarizeValidation(result);
  const allUnavailable = lineIds.length > 0 && lineIds.every((id) => unavailableIds.includes(id));

  if (result.invalidVendors.length > 0) {
    // Hidden is the harder refusal: it shows even when another vendor only lacks the time.
    const hidden = result.invalidVendors.some((vendor) => vendor.status === 'VENDOR_HIDDEN');
    const event = hidden ? 'VENDOR_HIDDEN' : 'VENDOR_INVALID_DELIVERY';
    return cartAlert(event, {
      texts: time ? [event, emptiedText(time)] : [event],
      confirm: clearWholeCart(mobile),
    });
  }

  if (time) {
    const code = cart.preorderDateTime === null ? 'INVALID_DELIVERY_TIME' : 'INVALID_PREORDER_TIME';
    if (unavailableIds.length === 0) {
      return cartAlert('INVALID_DELIVERY_TIME', {
        code,
        texts: [code],
        confirm:
          code === 'INVALID_PREORDER_TIME'
            ? [{ type: 'clear-validation' }, { type: 'set-asap' }]
            : [{ type: 'clear-validation' }],
      });
    }
    if (allUnavailable) {
      return cartAlert('INVALID_DELIVERY_TIME', {
        code,
        texts: [emptiedText(time)],
        cartProductIds: unavailableIds,
        confirm: clearWholeCart(mobile),
      });
    }
    return cartAlert('INVALID_DELIVERY_TIME', {
      code,
      texts: [code, 'GOODS_UNAVAILABLE_AT_TIME'],
      cartProductIds: unavailableIds,
      confirm: [{ type: 'cleanup' }, { type: 'set-asap' }],
    });
  }

  if (unavailableIds.length === 0) return null;
  if (allUnavailable) {
    return cartAlert('FULL_CART_INVALID', {
      texts: ['FULL_CART_INVALID'],
      cartProductIds: unavailableIds,
      confirm: clearWholeCart(mobile),
    });
  }
  const code = productsCode(unavailableIds.length);
  return cartAlert('CLEAN_INVALID_PRODUCTS', {
    code,
    texts: [code],
    cartProductIds: unavailableIds,
    confirm: [{ type: 'cleanup' }],
  });
}
