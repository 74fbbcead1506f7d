import type { Cart, ValidateCartResult } from '@souk/contracts/cart';
import type { SimpleKey } from '#app/i18n/types.ts';
import type { CartAlertRequest } from '../state/cart-state.ts';

/** What confirming does (spec 2 §4 "Confirming"). */
export type AlertAction =
  'reload' | 'clear' | 'cleanup' | 'removeLast' | 'deleteCart' | 'asap' | 'dismiss';

export interface AlertView {
  code: string;
  texts: SimpleKey[];
  /** Lines listed in the alert ("Lists invalid products with name, count, price"). */
  productIds: string[];
  confirm: AlertAction;
  /** Null: one button. Rejecting only closes the alert. */
  rejectable: boolean;
}

/**
 * Spec 2 §4 "Handling a validation result": any invalid vendor wins; then unavailable
 * products (all → full cart, else single or plural); then the delivery time.
 * TODO(core cart-alerts): replace with the pure decision from @souk/core once it lands.
 */
function fromValidation(result: ValidateCartResult, cart: Cart | null): AlertView {
  const vendor = result.invalidVendors[0];
  if (vendor) {
    const hidden = vendor.status === 'VENDOR_HIDDEN';
    return {
      code: hidden ? 'VENDOR_HIDDEN' : 'VENDOR_INVALID_DELIVERY',
      texts: [hidden ? 'cartAlert.vendorHidden' : 'cartAlert.vendorInvalidDelivery'],
      productIds: [],
      confirm: 'clear',
      rejectable: !hidden,
    };
  }
  const invalid = result.invalidProducts.filter((p) => p.status !== 'PRODUCT_MAX_COUNT');
  const lines = cart?.vendorCarts.flatMap((v) => v.items) ?? [];
  const timeProblem = result.invalidDeliveryTime;
  if (invalid.length > 0) {
    const all =
      lines.length > 0 &&
      lines.every((l) => invalid.some((p) => p.cartProductId === l.cartProductId));
    if (all)
      return {
        code: 'FULL_CART_INVALID',
        texts: ['cartAlert.fullCartInvalid'],
        productIds: invalid.map((p) => p.cartProductId),
        confirm: 'clear',
        rejectable: false,
      };
    return {
      code: invalid.length === 1 ? 'CLEAN_INVALID_PRODUCT' : 'CLEAN_INVALID_PRODUCTS',
      texts: [invalid.length === 1 ? 'cartAlert.invalidProduct' : 'cartAlert.invalidProducts'],
      productIds: invalid.map((p) => p.cartProductId),
      confirm: timeProblem ? 'asap' : 'cleanup',
      rejectable: false,
    };
  }
  const preorder = cart?.preorderDateTime != null;
  return {
    code: preorder ? 'INVALID_PREORDER_TIME' : 'INVALID_DELIVERY_TIME',
    texts: [preorder ? 'cartAlert.invalidPreorderTime' : 'cartAlert.invalidAsapTime'],
    productIds: [],
    confirm: preorder ? 'asap' : 'dismiss',
    rejectable: false,
  };
}

export function alertView(request: CartAlertRequest, cart: Cart | null): AlertView {
  switch (request.kind) {
    case 'validation':
      return fromValidation(request.validation, cart);
    case 'error':
      return {
        code: 'ERROR',
        texts: ['cartAlert.error'],
        productIds: [],
        confirm: 'reload',
        rejectable: false,
      };
    case 'vendorsMax':
      return {
        code: 'ERROR',
        texts: ['cartAlert.vendorsMax'],
        productIds: [],
        confirm: 'dismiss',
        rejectable: false,
      };
    case 'lastProduct':
      return {
        code: 'LAST_PRODUCT_IN_CART',
        texts: ['cartAlert.lastProduct'],
        productIds: [request.cartProductId],
        confirm: 'removeLast',
        rejectable: true,
      };
    case 'cleanCart':
      return {
        code: 'CLEAN_CART',
        texts: ['cartAlert.cleanCart'],
        productIds: [],
        confirm: 'clear',
        rejectable: true,
      };
  }
}
