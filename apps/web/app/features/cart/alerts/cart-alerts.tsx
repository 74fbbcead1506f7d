import { CART_VENDORS_MAX } from '@souk/contracts/cart';
import { alertSteps, type CartAlert, type CartAlertStep } from '@souk/core';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { editAddressLink } from '#app/lib/modals/edit-address-link.ts';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';
import type { SimpleKey } from '#app/i18n/types.ts';
import { Dialog } from '#app/ui/dialog.tsx';
import { ghostButton, primaryButton } from '#app/ui/styles.ts';
import { setCartState } from '../state/cart-state.ts';
import {
  cleanupCart,
  clearCart,
  deleteCart,
  removeLine,
  setPreorder,
  useCartState,
} from '../state/cart-store.ts';
import { alertFor, REFUSAL_KEYS, textKey } from './alert-view.ts';

/** Spec 2 §9 "Snackbar 3000 ms". */
const SNACKBAR_MS = 3000;

/** Runs core's steps one after another; the alert itself closes first. */
async function run(steps: readonly CartAlertStep[], openAddress: () => void): Promise<void> {
  setCartState({ alert: null });
  for (const step of steps) {
    switch (step.type) {
      case 'clear-cart':
        await clearCart();
        break;
      case 'cleanup':
        await cleanupCart();
        break;
      case 'set-asap':
        await setPreorder(null);
        break;
      case 'remove-product':
        await removeLine(step.vendorCartId, step.cartProductId);
        break;
      case 'delete-cart':
        await deleteCart();
        break;
      case 'clear-validation':
        setCartState({ validation: null });
        break;
      case 'reload-page':
        window.location.reload();
        return;
      // The Cart modal closes by itself once the cart is empty.
      case 'close-cart-modal':
        break;
      case 'open-address-modal':
        openAddress();
        break;
    }
  }
}

/** Spec 2 §8 "OPEN_ADDRESS_MODAL (add address)": buttons that say where they lead. */
const CONFIRM_KEYS: Partial<Record<CartAlert['event'], SimpleKey>> = {
  OPEN_ADDRESS_MODAL: 'cartAlert.addAddressConfirm',
  ADDRESS_INFO: 'cartAlert.chooseAddressConfirm',
};

const isPhone = () =>
  typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches;

function Snackbar() {
  const { snackbar, cart } = useCartState();
  const format = useCatalogFormat(cart?.currencyCode ?? 'EUR');
  useEffect(() => {
    if (!snackbar) return;
    const timer = setTimeout(() => setCartState({ snackbar: null }), SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [snackbar]);
  if (!snackbar) return null;
  const text =
    snackbar.text === 'maxCount'
      ? `${format.t('cart.errorAddingItem')} ${format.t('cart.maxCount')}`
      : snackbar.text === 'minOrder'
        ? format.t('cart.minOrderSnackbar', { amount: format.money(cart?.minOrderPrice ?? 0) })
        : snackbar.text === 'notDelivering'
          ? format.t('cart.notDelivering')
          : snackbar.text === 'noTakeaway'
            ? format.t('cart.noTakeaway')
            : format.t('cart.signInToCheckout');
  return (
    <div
      role="status"
      data-testid="cart-snackbar"
      className="fixed inset-x-4 bottom-24 z-50 mx-auto max-w-md rounded-xl bg-ink px-4 py-3 text-center text-sm font-medium text-surface shadow-lg"
    >
      {text}
    </div>
  );
}

/**
 * Spec 2 §4 "Cart alert events" and §8: the alert the cart raised, with its confirm and
 * reject buttons, and the cart snackbar. "Rejecting … only closes the alert. Other events are
 * treated as confirm."
 */
export default function CartAlerts() {
  const { alert: request, cart } = useCartState();
  const format = useCatalogFormat(cart?.currencyCode ?? 'EUR');
  const navigate = useNavigate();
  const { search } = useLocation();
  const alert = request ? alertFor(request, cart, isPhone()) : null;
  // Spec 1 §4 address check: "choose" opens the address selector, "add" a new address's
  // EditAddressModal, both over this page so the customer stays with the cart.
  const openAddress = (event: CartAlert['event']) => () => {
    const link =
      event === 'ADDRESS_INFO'
        ? modalLink(search, 'AuthAddressModal')
        : editAddressLink(search, null);
    void navigate(link.to, { state: link.state, preventScrollReset: true });
  };
  if (!request || !alert) return <Snackbar />;
  const texts =
    request.kind === 'vendorsMax'
      ? [format.t('cartAlert.vendorsMax', { count: CART_VENDORS_MAX })]
      : request.kind === 'refused'
        ? [format.t(REFUSAL_KEYS[request.reason])]
        : alert.texts.map((text) => format.t(textKey(text), { count: alert.count }));
  const shown = request.kind === 'message' ? [request.text] : texts;
  const lines = (cart?.vendorCarts.flatMap((v) => v.items) ?? []).filter((line) =>
    alert.cartProductIds.includes(line.cartProductId),
  );
  const answer = (how: 'confirm' | 'reject') =>
    request.kind === 'message' || request.kind === 'vendorsMax' || request.kind === 'refused'
      ? setCartState({ alert: null })
      : void run(alertSteps(alert, how), openAddress(alert.event));
  return (
    <>
      <Dialog
        title={format.t('cartAlert.title')}
        closeLabel={format.t('cartAlert.reject')}
        onClose={() => answer('reject')}
        placement="center"
        testId="cart-alert"
      >
        <div
          data-alert-code={alert.code}
          data-testid="cart-alert-body"
          className="flex flex-col gap-3 p-5"
        >
          {shown.map((text) => (
            <p key={text} className="font-medium">
              {text}
            </p>
          ))}
          {lines.length > 0 && (
            <ul className="divide-y divide-line text-sm">
              {lines.map((line) => (
                <li key={line.cartProductId} className="flex justify-between gap-2 py-2">
                  <span>
                    {line.count} × {line.nameI18n.values[format.locale] ?? line.name}
                  </span>
                  <span className="tabular-nums">
                    {format.money(line.totalPrice)}
                    {line.discount > 0 && (
                      <s className="ms-2 text-muted">
                        {format.money(line.originalPrice * line.count)}
                      </s>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div className="flex justify-end gap-2 pt-2">
            {alert.rejectable && (
              <button
                type="button"
                data-testid="cart-alert-reject"
                onClick={() => answer('reject')}
                className={ghostButton}
              >
                {format.t('cartAlert.reject')}
              </button>
            )}
            <button
              type="button"
              data-testid="cart-alert-confirm"
              onClick={() => answer('confirm')}
              className={primaryButton}
            >
              {format.t(CONFIRM_KEYS[alert.event] ?? 'cartAlert.confirm')}
            </button>
          </div>
        </div>
      </Dialog>
      <Snackbar />
    </>
  );
}
