import { CART_VENDORS_MAX } from '@souk/contracts/cart';
import { useEffect } from 'react';
import { useCatalogueFormat } from '#app/features/catalogue/hooks/use-catalogue-format.ts';
import { Dialog } from '#app/ui/dialog.tsx';
import { ghostButton, primaryButton } from '#app/ui/styles.ts';
import { getCartState, setCartState } from '../state/cart-state.ts';
import {
  cleanupCart,
  clearCart,
  deleteCart,
  removeLine,
  setPreorder,
  useCartState,
} from '../state/cart-store.ts';
import { alertView, type AlertAction } from './alert-view.ts';

/** Spec 2 §9 "Snackbar 3000 ms". */
const SNACKBAR_MS = 3000;

function act(action: AlertAction): void {
  const { alert } = getCartState();
  setCartState({ alert: null });
  switch (action) {
    case 'reload':
      window.location.reload();
      return;
    case 'clear':
      void clearCart();
      return;
    case 'cleanup':
      void cleanupCart();
      return;
    case 'asap':
      void cleanupCart().then(() => setPreorder(null));
      return;
    case 'removeLast':
      if (alert?.kind === 'lastProduct') void removeLine(alert.vendorCartId, alert.cartProductId);
      return;
    case 'deleteCart':
      void deleteCart();
      return;
    case 'dismiss':
      return;
  }
}

function Snackbar() {
  const { snackbar, cart } = useCartState();
  const format = useCatalogueFormat(cart?.currencyCode ?? 'EUR');
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
  const { alert, cart } = useCartState();
  const format = useCatalogueFormat(cart?.currencyCode ?? 'EUR');
  if (!alert) return <Snackbar />;
  const view = alertView(alert, cart);
  const lines = (cart?.vendorCarts.flatMap((v) => v.items) ?? []).filter((line) =>
    view.productIds.includes(line.cartProductId),
  );
  const reject = () => (view.rejectable ? setCartState({ alert: null }) : act(view.confirm));
  return (
    <>
      <Dialog
        title={format.t('cartAlert.title')}
        closeLabel={format.t('cartAlert.reject')}
        onClose={reject}
        placement="center"
        testId="cart-alert"
      >
        <div
          data-alert-code={view.code}
          data-testid="cart-alert-body"
          className="flex flex-col gap-3 p-5"
        >
          {view.texts.map((key) => (
            <p key={key} className="font-medium">
              {format.t(key, { count: CART_VENDORS_MAX })}
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
            {view.rejectable && (
              <button
                type="button"
                data-testid="cart-alert-reject"
                onClick={reject}
                className={ghostButton}
              >
                {format.t('cartAlert.reject')}
              </button>
            )}
            <button
              type="button"
              data-testid="cart-alert-confirm"
              onClick={() => act(view.confirm)}
              className={primaryButton}
            >
              {format.t('cartAlert.confirm')}
            </button>
          </div>
        </div>
      </Dialog>
      <Snackbar />
    </>
  );
}
