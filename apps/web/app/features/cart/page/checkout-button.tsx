import type { Cart, ValidateCartResult } from '@souk/contracts/cart';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCustomer } from '#app/features/account/session/use-customer.ts';
import type { CatalogueFormat } from '#app/features/catalogue/hooks/use-catalogue-format.ts';
import { modalLink } from '#app/features/modals/modal-link.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { checkoutBlocks, checkoutClick, type CheckoutBlock } from '@souk/core';
import { setCartState, showSnackbar } from '../state/cart-state.ts';

const BLOCK_TEXT = {
  MIN_ORDER: 'cart.blockedMinOrder',
  UNAVAILABLE_PRODUCTS: 'cart.blockedUnavailable',
  INVALID_VENDORS: 'cart.blockedVendor',
} as const satisfies Record<CheckoutBlock, string>;

interface CheckoutButtonProps {
  cart: Cart;
  validation: ValidateCartResult | null;
  format: CatalogueFormat;
}

/**
 * Spec 2 §4 "Checkout gating": disabled while the minimum order fails or unavailable products
 * or invalid vendors exist (a click then shows a snackbar on phones); a visitor gets the
 * wanted-checkout flag and the AuthModal. Signed-in customers go on to checkout.
 */
export function CheckoutButton({ cart, validation, format }: CheckoutButtonProps) {
  const customer = useCustomer();
  const { search } = useLocation();
  const navigate = useNavigate();
  const blocks = checkoutBlocks(cart, validation);
  const block = blocks[0] ?? null;
  const reasonId = 'checkout-blocked-reason';
  const onClick = () => {
    const mobile = window.matchMedia('(max-width: 767px)').matches;
    const click = checkoutClick({ blocks, mobile, signedIn: customer !== null });
    if (click.action === 'snackbar')
      showSnackbar(click.block === 'MIN_ORDER' ? 'minOrder' : 'checkoutBlocked');
    if (click.action === 'sign-in') {
      setCartState({ wantedCheckout: true });
      const link = modalLink(search, click.modal);
      void navigate(link.to, { state: link.state, preventScrollReset: true });
    }
  };
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
      {customer && !block ? (
        <Link
          to={`/${format.locale}/checkout`}
          data-testid="cart-checkout"
          className={`${primaryButton} w-full`}
        >
          {format.t('cart.checkout')} · {format.money(cart.prices.finalTotal)}
        </Link>
      ) : (
        <button
          type="button"
          data-testid="cart-checkout"
          aria-disabled={block !== null}
          aria-describedby={block ? reasonId : undefined}
          onClick={onClick}
          className={`${primaryButton} w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
        >
          {format.t('cart.checkout')} · {format.money(cart.prices.finalTotal)}
        </button>
      )}
    </div>
  );
}
