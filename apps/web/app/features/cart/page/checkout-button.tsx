import type { Cart, ValidateCartResult } from '@souk/contracts/cart';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCustomer } from '#app/lib/use-customer.ts';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import type { CheckoutSlot } from '#app/lib/checkout-slot.ts';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { checkoutBlocks, type CheckoutBlock } from '@souk/core';
import { setCartState, useCartState } from '../state/cart-state.ts';
import { refreshCart } from '../state/cart-store.ts';
import { clickCheckout, isPhoneWidth } from '../state/checkout-flow.ts';

const BLOCK_TEXT = {
  MIN_ORDER: 'cart.blockedMinOrder',
  UNAVAILABLE_PRODUCTS: 'cart.blockedUnavailable',
  INVALID_VENDORS: 'cart.blockedVendor',
} as const satisfies Record<CheckoutBlock, string>;

interface CheckoutButtonProps {
  cart: Cart;
  validation: ValidateCartResult | null;
  format: CatalogFormat;
  /** The checkout shown once the cart is ready; without one, a line says ordering opens soon. */
  checkout?: CheckoutSlot;
}

/**
 * Spec 2 §4 "Checkout gating": disabled while the minimum order fails or unavailable products
 * or invalid vendors exist (a click then shows a snackbar on phones); a visitor gets the
 * wanted-checkout flag and the AuthModal. A signed-in customer then passes the address check
 * (spec 1 §4, delivery only); after a visitor signs in, the checkout they asked for goes on by
 * itself (use-wanted-checkout.ts). A ready cart shows the checkout it was given under the button.
 */
export function CheckoutButton({
  cart,
  validation,
  format,
  checkout: Checkout,
}: CheckoutButtonProps) {
  const customer = useCustomer();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { checkoutBusy: busy, checkoutReadyFor } = useCartState();
  // Any change to the cart asks for a new check (a changed cart is a new object).
  const ready = checkoutReadyFor === cart;
  const blocks = checkoutBlocks(cart, validation);
  const block = blocks[0] ?? null;
  const shown = ready && !block && Checkout !== undefined;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasShown = useRef(shown);
  useEffect(() => {
    // A changed cart closes the checkout under the customer (a reload after a refusal): focus
    // that was inside it would fall to the page, so it goes to the button that opens it again.
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (wasShown.current && !shown && focusLost) buttonRef.current?.focus();
    wasShown.current = shown;
  }, [shown]);
  const reasonId = 'checkout-blocked-reason';
  const statusId = 'checkout-status';
  const onClick = () =>
    clickCheckout({
      signedIn: customer !== null,
      mobile: isPhoneWidth(),
      openSignIn: (modal) => {
        const link = modalLink(search, modal);
        void navigate(link.to, { state: link.state, preventScrollReset: true });
      },
    });
  return (
    <div className="flex flex-col gap-2">
      {block && (
        <p
          id={reasonId}
          data-testid="checkout-blocked"
          className="text-sm font-medium text-red-700"
        >
          {format.t(BLOCK_TEXT[block])}
        </p>
      )}
      <button
        ref={buttonRef}
        type="button"
        data-testid="cart-checkout"
        aria-disabled={block !== null || busy}
        aria-busy={busy}
        aria-describedby={block ? reasonId : ready ? statusId : undefined}
        onClick={() => void onClick()}
        className={`${primaryButton} w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
      >
        {format.t('cart.checkout')} · {format.money(cart.prices.finalTotal)}
      </button>
      <p
        id={statusId}
        role="status"
        data-testid="checkout-status"
        className="min-h-5 text-sm font-medium"
      >
        {ready && !block && !Checkout ? format.t('cart.orderingSoon') : ''}
      </p>
      {shown && (
        <Checkout
          cart={cart}
          format={format}
          reloadCart={refreshCart}
          showAlert={(text) => setCartState({ alert: { kind: 'message', text } })}
        />
      )}
    </div>
  );
}
