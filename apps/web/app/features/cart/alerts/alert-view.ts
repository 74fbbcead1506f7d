import type { Cart, ProductUnavailableReason } from '@souk/contracts/cart';
import {
  addressCheckAlert,
  cleanCartAlert,
  errorAlert,
  lastProductAlert,
  validationAlert,
  type CartAlert,
  type CartAlertText,
} from '@souk/core';
import type { SimpleKey } from '#app/i18n/types.ts';
import type { CartAlertRequest } from '../state/cart-state.ts';

/** Spec 2 §8: the wording of each alert text is a translation key. */
const TEXT_KEYS: Record<CartAlertText, SimpleKey> = {
  INVALID_DELIVERY_TIME: 'cartAlert.invalidAsapTime',
  INVALID_PREORDER_TIME: 'cartAlert.invalidPreorderTime',
  VENDOR_HIDDEN: 'cartAlert.vendorHidden',
  VENDOR_INVALID_DELIVERY: 'cartAlert.vendorInvalidDelivery',
  CLEAN_CART: 'cartAlert.cleanCart',
  DELETE_CART: 'cartAlert.deleteCart',
  FULL_CART_INVALID: 'cartAlert.fullCartInvalid',
  CLEAN_INVALID_PRODUCT: 'cartAlert.invalidProduct',
  CLEAN_INVALID_PRODUCTS: 'cartAlert.invalidProducts',
  LAST_PRODUCT_IN_CART: 'cartAlert.lastProduct',
  ERROR: 'cartAlert.error',
  OPEN_ADDRESS_MODAL: 'cartAlert.addAddress',
  ADDRESS_INFO: 'cartAlert.chooseAddress',
  EMPTIED_BY_TIME: 'cartAlert.emptiedByTime',
  EMPTIED_CLOSED: 'cartAlert.emptiedClosed',
  GOODS_UNAVAILABLE_AT_TIME: 'cartAlert.goodsUnavailableAtTime',
};

export const textKey = (text: CartAlertText): SimpleKey => TEXT_KEYS[text];

/** What the API's reason for refusing a product says to the customer (spec 2 §8 messages). */
export const REFUSAL_KEYS: Record<ProductUnavailableReason, SimpleKey> = {
  PRODUCT_UNAVAILABLE: 'cartAlert.productUnavailable',
  VENDOR_CLOSED: 'cartAlert.vendorHidden',
  SECTION_CLOSED: 'cartAlert.sectionClosed',
  MAX_COUNT: 'cart.maxCount',
};

/** The alert to show for a request, decided by core (spec 2 §4 "Cart alert events"). */
export function alertFor(
  request: CartAlertRequest,
  cart: Cart | null,
  mobile: boolean,
): CartAlert | null {
  switch (request.kind) {
    case 'validation':
      return cart ? validationAlert(request.validation, cart, { mobile }) : null;
    case 'error':
    case 'message':
    case 'refused':
    case 'vendorsMax':
      return errorAlert();
    case 'lastProduct':
      return lastProductAlert(request);
    case 'cleanCart':
      return cleanCartAlert(mobile);
    case 'address':
      return addressCheckAlert(request.result);
  }
}
