import type { Cart } from '@souk/contracts/cart';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useMatches, useNavigate, useRouteLoaderData } from 'react-router';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { ghostButton, textLink } from '#app/ui/styles.ts';
import { preorderModalParams } from '../preorder/pickup-param.ts';
import { useChosenDayName } from '../preorder/use-chosen-day.ts';
import { useCartState } from '../state/cart-store.ts';
import { addMoreTarget } from './add-more.ts';
import { CartFooter } from './cart-footer.tsx';
import { CartSuggestions } from './cart-suggestions.tsx';
import { CartTotals } from './cart-totals.tsx';
import { VendorCartCard } from './vendor-cart-card.tsx';

type CartPanelPlace = 'modal' | 'sidebar' | 'page';

interface CartPanelProps {
  place: CartPanelPlace;
  /** Closes the modal (or does nothing where the panel is part of the page). */
  close: () => void;
  /** Extra sections of the cart page (receipt type, tip, promo code, checkout). */
  children?: React.ReactNode;
}

function useSingleVendorFlow(): boolean {
  const data: unknown = useRouteLoaderData('locality-home');
  return typeof data === 'object' && data !== null && 'kind' in data && data.kind === 'single';
}

function PreorderLine({ cart }: { cart: Cart }) {
  const format = useCatalogFormat(cart.currencyCode);
  const { search } = useLocation();
  // Today, tomorrow or a date, as the time button says it (issue 17 item 13).
  const day = useChosenDayName(cart, format);
  if (!cart.preorderDateTime || !day) return null;
  const { time } = format.localDateTime(cart.preorderDateTime);
  const link = modalLink(search, 'PreorderModal', preorderModalParams(cart));
  const key = cart.receiptType === 'TAKEAWAY' ? 'cart.takeawayAt' : 'cart.deliveryAt';
  return (
    <p data-testid="cart-preorder-line" className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold">{format.t(key, { day, time })}</span>
      <Link
        to={link.to}
        state={link.state}
        preventScrollReset
        className={`${textLink} text-primary`}
      >
        {format.t('cart.changeTime')}
      </Link>
    </p>
  );
}

/**
 * Spec 2 §2 "Cart panel contents, in order": header with close, vendor card with the trash
 * icon, the preorder line, vendor order lines, cart total, suggestions, 'Add more', and a
 * footer with the minimum-order and free-delivery notices and 'Go to checkout'.
 */
export function CartPanel({ place, close, children }: CartPanelProps) {
  const { cart, validation, loading } = useCartState();
  const format = useCatalogFormat(cart?.currencyCode ?? 'EUR');
  const navigate = useNavigate();
  const matches = useMatches();
  const single = useSingleVendorFlow();
  const hadItems = useRef(false);
  const count = cart?.itemsCount ?? 0;

  // Spec 2 §4: "When the cart becomes empty the cart view closes."
  useEffect(() => {
    if (count > 0) hadItems.current = true;
    else if (hadItems.current && place === 'modal') close();
  }, [count, place, close]);

  if (!cart || cart.vendorCarts.length === 0) {
    return (
      <div data-testid="cart-empty" role="status" className="p-6 text-center text-muted">
        {loading ? format.t('cart.loading') : format.t('cart.empty')}
      </div>
    );
  }
  const inaccessible = new Set(
    (validation?.invalidProducts ?? [])
      .filter((p) => p.status !== 'PRODUCT_MAX_COUNT')
      .map((p) => p.cartProductId),
  );
  const lastVendor = cart.vendorCarts.at(-1);
  const addMore = () => {
    const target = addMoreTarget({
      locale: format.locale,
      localityCode: cart.localityCode,
      singleVendor: single,
      vendorId: lastVendor?.vendorId ?? null,
      productId: lastVendor?.items.at(-1)?.productId ?? null,
      cartModalOpen: place === 'modal',
      routeIds: matches.map((m) => m.id),
    });
    if (target.kind === 'go') void navigate(target.to);
    else if (place === 'page') void navigate(-1);
    else close();
  };

  return (
    <div data-testid={`cart-panel-${place}`} className="flex flex-col gap-5 p-4">
      {place === 'sidebar' && (
        <div className="flex items-center justify-between">
          <h2 className="text-xl font-extrabold">{format.t('cart.title')}</h2>
          <span className="text-sm text-muted">{format.plural('cart.items', count)}</span>
        </div>
      )}
      {cart.vendorCarts.map((vendorCart, index) => (
        <VendorCartCard
          key={vendorCart.vendorCartId}
          vendorCart={vendorCart}
          format={format}
          inaccessible={inaccessible}
          timeLine={index === 0 ? <PreorderLine cart={cart} /> : null}
          // The page's title is its h1; the sidebar and the modal title the cart with an h2.
          heading={place === 'page' ? 'h2' : 'h3'}
        />
      ))}
      <CartTotals cart={cart} format={format} />
      <CartSuggestions cart={cart} format={format} />
      <button
        type="button"
        data-testid="cart-add-more"
        onClick={addMore}
        className={`${ghostButton} border border-line`}
      >
        {format.t('cart.addMore')}
      </button>
      {children}
      <div
        className={
          place === 'page' ? '' : 'sticky bottom-0 -mx-4 border-t border-line bg-surface p-4'
        }
      >
        <CartFooter cart={cart} format={format} showCheckoutLink={place !== 'page'} />
      </div>
    </div>
  );
}
