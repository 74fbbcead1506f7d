import type { Cart, CartItem, VendorCart } from '@souk/contracts/cart';
import type { CartGlance } from '../cart-signal.ts';

/**
 * What the customer sees between a tap and the server's answer. Totals move by the line's own
 * unit price; the server's answer then replaces the whole cart (prices are never the client's).
 */
function withVendorCarts(cart: Cart, vendorCarts: VendorCart[]): Cart {
  const before = cart.vendorCarts.reduce((sum, v) => sum + v.totalPrice, 0);
  const after = vendorCarts.reduce((sum, v) => sum + v.totalPrice, 0);
  const itemsCount = vendorCarts.reduce(
    (sum, v) => sum + v.items.reduce((n, item) => n + item.count, 0),
    0,
  );
  const delta = after - before;
  return {
    ...cart,
    vendorCarts,
    itemsCount,
    price: cart.price + delta,
    totalPrice: cart.totalPrice + delta,
    prices: {
      ...cart.prices,
      cartTotal: cart.prices.cartTotal + delta,
      finalTotal: cart.prices.finalTotal + delta,
    },
  };
}

function mapLine(
  cart: Cart,
  vendorCartId: string,
  cartProductId: string,
  change: (item: CartItem) => CartItem | null,
): Cart {
  const vendorCarts = cart.vendorCarts.flatMap((vendorCart) => {
    if (vendorCart.vendorCartId !== vendorCartId) return [vendorCart];
    const items = vendorCart.items.flatMap((item) => {
      if (item.cartProductId !== cartProductId) return [item];
      const next = change(item);
      return next ? [next] : [];
    });
    // Spec 2 §4: "Removing the last product of a vendor cart drops that vendor cart."
    if (items.length === 0) return [];
    return [{ ...vendorCart, items, totalPrice: items.reduce((s, i) => s + i.totalPrice, 0) }];
  });
  return withVendorCarts(cart, vendorCarts);
}

/** A line's new count; 0 removes it ("Decrementing an item with count 1 removes it"). */
export function withLineCount(
  cart: Cart,
  vendorCartId: string,
  cartProductId: string,
  count: number,
): Cart {
  return mapLine(cart, vendorCartId, cartProductId, (item) =>
    count <= 0 ? null : { ...item, count, totalPrice: item.price * count },
  );
}

export function withLineComment(
  cart: Cart,
  vendorCartId: string,
  cartProductId: string,
  comment: string,
): Cart {
  return mapLine(cart, vendorCartId, cartProductId, (item) => ({ ...item, comment }));
}

export function withCutlery(cart: Cart, vendorCartId: string, cutlery: number): Cart {
  return {
    ...cart,
    vendorCarts: cart.vendorCarts.map((v) =>
      v.vendorCartId === vendorCartId ? { ...v, cutlery } : v,
    ),
  };
}

/** The header's and badges' view of a cart, plus units still on their way to the server. */
export function glanceOf(
  cart: Cart | null,
  pendingAdds: Readonly<Record<string, number>>,
): CartGlance | null {
  const counts: Record<string, number> = {};
  let count = 0;
  for (const vendorCart of cart?.vendorCarts ?? [])
    for (const item of vendorCart.items) {
      counts[item.productId] = (counts[item.productId] ?? 0) + item.count;
      count += item.count;
    }
  for (const [productId, units] of Object.entries(pendingAdds)) {
    counts[productId] = (counts[productId] ?? 0) + units;
    count += units;
  }
  if (!cart && count === 0) return null;
  return {
    count,
    total: cart?.prices.finalTotal ?? null,
    currency: cart?.currencyCode ?? null,
    counts,
  };
}
