import { describe, expect, it } from 'vitest';
import { alertSteps, REJECTABLE_EVENTS } from './cart-alert.ts';
import {
  addressCheckAlert,
  cleanCartAlert,
  deleteCartAlert,
  errorAlert,
  lastProductAlert,
} from './cart-events.ts';

describe('spec 2 §4 "Cart alert events" raised by the customer or by failures', () => {
  it('clean cart: "the whole cart is cleared. On mobile the modal also closes."; rejecting only closes', () => {
    expect(cleanCartAlert(false)).toMatchObject({
      event: 'CLEAN_CART',
      code: 'CLEAN_CART',
      confirm: [{ type: 'clear-cart' }],
      rejectable: true,
    });
    const phone = cleanCartAlert(true);
    expect(phone.confirm).toEqual([{ type: 'clear-cart' }, { type: 'close-cart-modal' }]);
    expect(alertSteps(phone, 'reject')).toEqual([]);
  });

  it('delete cart: "removes the local cart and reloads the user cart"; rejecting only closes', () => {
    const alert = deleteCartAlert();
    expect(alert).toMatchObject({
      event: 'DELETE_CART',
      texts: ['DELETE_CART'],
      confirm: [{ type: 'delete-cart' }],
    });
    expect(alertSteps(alert, 'reject')).toEqual([]);
  });

  it('last product: "Removing the last item asks for confirmation"; "Last product: removes it."', () => {
    const alert = lastProductAlert({ vendorCartId: 'v1', cartProductId: 'l1' });
    expect(alert).toMatchObject({
      event: 'LAST_PRODUCT_IN_CART',
      cartProductIds: ['l1'],
      confirm: [{ type: 'remove-product', vendorCartId: 'v1', cartProductId: 'l1' }],
      rejectable: true,
    });
    expect(alertSteps(alert, 'reject')).toEqual([]);
  });

  it('error: spec 2 §8 "shows a generic error alert. Confirming it reloads the page." — closing it too', () => {
    const alert = errorAlert();
    expect(alert).toMatchObject({ event: 'ERROR', texts: ['ERROR'], rejectable: false });
    expect(alertSteps(alert, 'confirm')).toEqual([{ type: 'reload-page' }]);
    expect(alertSteps(alert, 'reject')).toEqual([{ type: 'reload-page' }]);
  });

  it('"Rejecting vendor invalid delivery, last product, clean cart or delete cart only closes the alert."', () => {
    expect([...REJECTABLE_EVENTS].sort()).toEqual([
      'CLEAN_CART',
      'DELETE_CART',
      'LAST_PRODUCT_IN_CART',
      'VENDOR_INVALID_DELIVERY',
    ]);
  });
});

describe('spec 2 §4 "Address check before a cart action" as alerts', () => {
  it('no addresses at all: OPEN_ADDRESS_MODAL ("add address")', () => {
    expect(addressCheckAlert('ADDRESS_NOT_EXISTS')).toMatchObject({
      event: 'OPEN_ADDRESS_MODAL',
      confirm: [{ type: 'open-address-modal' }],
      rejectable: false,
    });
  });

  it('addresses but none selected: ADDRESS_INFO, then the address modal to choose one', () => {
    expect(addressCheckAlert('ADDRESS_NOT_CHOOSEN')).toMatchObject({
      event: 'ADDRESS_INFO',
      confirm: [{ type: 'open-address-modal' }],
    });
  });

  it('success and a cart still to be created raise none', () => {
    expect(addressCheckAlert('SUCCESS')).toBeNull();
    expect(addressCheckAlert('CART_ID_NOT_FOUND')).toBeNull();
  });
});
