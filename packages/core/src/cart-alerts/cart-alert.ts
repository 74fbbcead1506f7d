/**
 * A cart alert as the alert modal shows it (spec 2 §2 "Alert modal: One or two buttons. Lists
 * invalid products …"; §4 "Cart alert events"; §8 "Alert codes"). The UI renders the texts
 * and runs the steps; every decision is made here.
 */

/** Spec 2 §4: "The events are: …". */
export type CartAlertEvent =
  | 'INVALID_DELIVERY_TIME'
  | 'VENDOR_HIDDEN'
  | 'VENDOR_INVALID_DELIVERY'
  | 'CLEAN_CART'
  | 'DELETE_CART'
  | 'FULL_CART_INVALID'
  | 'CLEAN_INVALID_PRODUCTS'
  | 'LAST_PRODUCT_IN_CART'
  | 'ERROR'
  | 'OPEN_ADDRESS_MODAL'
  | 'ADDRESS_INFO';

/** Spec 2 §8 alert codes an event shows under (singular and plural, preorder and ASAP). */
export type CartAlertCode =
  | Exclude<CartAlertEvent, 'CLEAN_INVALID_PRODUCTS'>
  | 'INVALID_PREORDER_TIME'
  | 'CLEAN_INVALID_PRODUCT'
  | 'CLEAN_INVALID_PRODUCTS';

/**
 * Paragraphs of the alert, as translation ids (the exact wording is the UI's, spec 2 §8):
 * - VENDOR_HIDDEN: 'Restaurant order temporarily unavailable'
 * - FULL_CART_INVALID: 'All items in the cart currently unavailable. The cart will be cleared.'
 * - DELETE_CART: 'Delivery for the selected time is not available. Delete cart?'
 * - ERROR: 'Something went wrong. Please try again later'
 * - EMPTIED_BY_TIME: "all products will no longer be available and the cart will be emptied"
 * - EMPTIED_CLOSED: "the cart will be emptied because the restaurant is closed"
 * - GOODS_UNAVAILABLE_AT_TIME: "N goods will be unavailable at the chosen time" (N = `count`)
 * - the others name the alert code of the same name.
 */
export type CartAlertText =
  CartAlertCode | 'EMPTIED_BY_TIME' | 'EMPTIED_CLOSED' | 'GOODS_UNAVAILABLE_AT_TIME';

/** One thing confirming (or rejecting) does; the alert itself always closes first. */
export type CartAlertStep =
  /** PUT /carts/{id}/clear: the whole cart, every vendor. */
  | { readonly type: 'clear-cart' }
  /** POST /carts/{id}/cleanup: drops the invalid lines. */
  | { readonly type: 'cleanup' }
  /** PUT /carts/{id} with preorderDateTime null, quick delivery on. */
  | { readonly type: 'set-asap' }
  /** DELETE /carts/{vendorCartId}/products/{cartProductId}. */
  | {
      readonly type: 'remove-product';
      readonly vendorCartId: string;
      readonly cartProductId: string;
    }
  /** "removes the local cart and reloads the user cart". */
  | { readonly type: 'delete-cart' }
  /** Forget the validation result being shown. */
  | { readonly type: 'clear-validation' }
  /** "On mobile the modal also closes": the Cart modal. */
  | { readonly type: 'close-cart-modal' }
  | { readonly type: 'reload-page' }
  | { readonly type: 'open-address-modal' };

export interface CartAlert {
  readonly event: CartAlertEvent;
  readonly code: CartAlertCode;
  readonly texts: readonly CartAlertText[];
  /** Lines the alert lists (name, count, price, price before discount). */
  readonly cartProductIds: readonly string[];
  /** For plural texts: how many lines are affected. */
  readonly count: number;
  readonly confirm: readonly CartAlertStep[];
  /**
   * Two buttons when true: rejecting only closes the alert. When false there is one button and
   * any other way of closing counts as confirming.
   */
  readonly rejectable: boolean;
}

/** Spec 2 §4: "Rejecting vendor invalid delivery, last product, clean cart or delete cart only closes the alert. Other events are treated as confirm." */
export const REJECTABLE_EVENTS: ReadonlySet<CartAlertEvent> = new Set<CartAlertEvent>([
  'VENDOR_INVALID_DELIVERY',
  'LAST_PRODUCT_IN_CART',
  'CLEAN_CART',
  'DELETE_CART',
]);

/** The steps a button (or Escape, or a click outside, which reject) runs. */
export function alertSteps(
  alert: CartAlert,
  answer: 'confirm' | 'reject',
): readonly CartAlertStep[] {
  return answer === 'reject' && alert.rejectable ? [] : alert.confirm;
}

export function cartAlert(
  event: CartAlertEvent,
  fields: Omit<CartAlert, 'event' | 'rejectable' | 'code' | 'count' | 'cartProductIds'> &
    Partial<Pick<CartAlert, 'code' | 'cartProductIds'>>,
): CartAlert {
  const cartProductIds = fields.cartProductIds ?? [];
  return {
    event,
    code: fields.code ?? (event as CartAlertCode),
    texts: fields.texts,
    cartProductIds,
    count: cartProductIds.length,
    confirm: fields.confirm,
    rejectable: REJECTABLE_EVENTS.has(event),
  };
}

/** "the whole cart is cleared. On mobile the modal also closes." */
export function clearWholeCart(mobile: boolean): readonly CartAlertStep[] {
  return mobile ? [{ type: 'clear-cart' }, { type: 'close-cart-modal' }] : [{ type: 'clear-cart' }];
}
