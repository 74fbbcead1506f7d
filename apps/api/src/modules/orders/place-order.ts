/**
 * Turns one vendor's part of a cart into an order, in one transaction under the cart's lock:
 * the cart is checked again as it stands now (catalogue, schedule, zone, minimum order, payment
 * type, cash maximum, promo code), everything the order needs is copied into it, the promo code's
 * use is recorded (under a lock when the code has a limit: promo-use.ts), and the vendor's part
 * leaves the cart. Either all of that commits or none of it does, so a crash never leaves half an
 * order or an emptied cart without one.
 */
import { and, eq } from 'drizzle-orm';
import type { PlaceOrderRequest, ValidateCartResult, VendorCart } from '@souk/contracts';
import { formatPrice } from '@souk/core';
import type { Db } from '#api/db/client.ts';
import { customerAddresses, customerCards } from '#api/db/schema/index.ts';
import type { OrderLineRow } from '#api/db/schema/orders.ts';
import { uuidV7 } from '#api/lib/uuid-v7.ts';
import type { CartDeps } from '#api/modules/carts/cart-context.ts';
import { cartNotFound } from '#api/modules/carts/cart-errors.ts';
import { ownsCart } from '#api/modules/carts/cart-owner.ts';
import type { CartReader } from '#api/modules/carts/cart-reader.ts';
import type {
  CartRow,
  CustomerAddressRow,
  LocalityRow,
  OrderLockRows,
  WholeCart,
} from '#api/modules/carts/cart-repository.ts';
import { lockCartForOrder } from '#api/modules/carts/cart-repository.ts';
import { buildCartView } from '#api/modules/carts/cart-view.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';
import {
  cartNotOrderable,
  cashAmountExceeded,
  deliveryPriceChanged,
  paymentTypeNotAllowed,
} from './order-errors.ts';
import type { OrderRow } from './order-repository.ts';
import { insertPlacedOrder } from './order-repository.ts';
import { promoForOrder } from './promo-use.ts';

export interface PlaceOrderDeps {
  cartDeps: CartDeps;
  reader: CartReader;
  baseUrl: string;
}

type Request = Omit<PlaceOrderRequest, 'paymentMethod'> & { paymentMethod?: string | null };

function hasProblems(validation: ValidateCartResult): boolean {
  return (
    validation.invalidProducts.length > 0 ||
    validation.invalidVendors.length > 0 ||
    validation.invalidDeliveryTime !== null
  );
}

/** The one vendor part being ordered: named in the request, or the cart's only one. */
function pickVendorPart(whole: WholeCart, vendorCartId: string | undefined) {
  const parts = whole.contents.vendorCarts;
  if (parts.length === 0) throw cartNotOrderable('EMPTY_CART', 'The cart is empty');
  if (vendorCartId === undefined) {
    if (parts.length > 1) {
      throw cartNotOrderable('INVALID_CART', 'Name the vendor cart to order (vendorCartId)');
    }
    return parts[0]!;
  }
  const part = parts.find((candidate) => candidate.id === vendorCartId);
  if (!part) throw cartNotFound();
  return part;
}

/**
 * The cart's delivery address, the customer's own: `read` is the row the cart lock read with the
 * cart (undefined when it could not, then it is read here).
 */
async function deliveryAddress(
  tx: Db,
  owner: CustomerOwner,
  cart: CartRow,
  read: CustomerAddressRow | null | undefined,
) {
  if (!cart.customerAddressId) {
    throw cartNotOrderable('NO_ADDRESS', 'Choose a delivery address first');
  }
  const address =
    read !== undefined
      ? read
      : ((
          await tx
            .select()
            .from(customerAddresses)
            .where(
              and(
                eq(customerAddresses.id, cart.customerAddressId),
                eq(customerAddresses.customerId, owner.customerId),
                eq(customerAddresses.partnerId, owner.partnerId),
              ),
            )
        )[0] ?? null);
  const owned =
    address !== null &&
    address.customerId === owner.customerId &&
    address.partnerId === owner.partnerId;
  if (!owned) throw cartNotOrderable('NO_ADDRESS', 'Choose a delivery address first');
  const details = [address.apartmentNumber, address.entrance, address.floor]
    .filter((part): part is string => Boolean(part))
    .join(', ');
  return {
    text: details ? `${address.formattedAddress}, ${details}` : address.formattedAddress,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

async function checkPayment(
  tx: Db,
  owner: CustomerOwner,
  request: Request,
  locality: LocalityRow,
  finalTotal: number,
  language: string,
) {
  if (!locality.paymentTypes.includes(request.paymentType)) throw paymentTypeNotAllowed();
  if (request.paymentType === 'CASH') {
    const maximum = locality.cashMaxAmount;
    if (maximum !== null && finalTotal > maximum) {
      throw cashAmountExceeded(formatPrice(maximum, locality.currencyCode, language), maximum);
    }
    return null;
  }
  if (!request.paymentMethod) return null;
  const [card] = await tx
    .select({ id: customerCards.id })
    .from(customerCards)
    .where(
      and(
        eq(customerCards.id, request.paymentMethod),
        eq(customerCards.customerId, owner.customerId),
        eq(customerCards.partnerId, owner.partnerId),
      ),
    );
  if (!card) throw cartNotOrderable('PAYMENT_METHOD', 'Unable to find this card');
  return card.id;
}

/**
 * Alert PAY_DELIVERY (spec 2 §8 names it; Souk's meaning): an order never charges a delivery cost
 * the customer has not seen. When the client says which delivery total it showed and the order's
 * is higher (the part fell below the free-delivery threshold in another tab, a FREE_DELIVERY code
 * stopped applying), the placement is refused with the new amounts so the customer can agree to
 * them. A lower total is good news and places as usual; without `expectedDeliveryTotal` the
 * cart's delivery total is charged as it stands (API clients that never showed one).
 */
function checkDeliveryTotal(
  request: Request,
  prices: { deliveryTotal: number; finalTotal: number },
) {
  const expected = request.expectedDeliveryTotal;
  if (expected !== undefined && prices.deliveryTotal > expected) {
    throw deliveryPriceChanged(prices.deliveryTotal, prices.finalTotal);
  }
}

function frozenLines(part: VendorCart): OrderLineRow[] {
  return part.items.map((item) => ({
    productId: item.productId,
    name: item.name,
    nameI18n: item.nameI18n.values,
    count: item.count,
    price: item.price,
    originalPrice: item.originalPrice,
    totalPrice: item.totalPrice,
    comment: item.comment,
    components: item.components.map(({ groupId, componentId, name, count, price }) => ({
      groupId,
      componentId,
      name,
      count,
      price,
    })),
    image: item.image,
  }));
}

export async function placeOrder(
  deps: PlaceOrderDeps,
  tx: Db,
  owner: CustomerOwner,
  request: Request,
  lang: (localityLang: string) => string,
  /** The cart's lock statement when already sent (`sendOrderLock`), else it is sent here. */
  lockSent?: Promise<OrderLockRows>,
): Promise<OrderRow> {
  const { cartDeps, reader } = deps;
  const locked = await lockCartForOrder(tx, request.cartId, cartDeps.catalog, lockSent);
  if (!locked || !ownsCart({ ...owner, guestHash: null }, locked.whole.cart)) {
    throw cartNotFound();
  }
  const { whole, joined } = locked;
  const { cart, locality } = whole;
  const part = pickVendorPart(whole, request.vendorCartId);
  const contents = {
    vendorCarts: [part],
    lines: whole.contents.lines.filter((line) => line.vendorCartId === part.id),
  };
  const loaded = await reader.load(tx, { ...whole, contents });
  if (hasProblems(loaded.validation)) {
    throw cartNotOrderable(
      'INVALID_CART',
      'Some products in the cart are no longer available',
      loaded.validation,
    );
  }
  const promo = await promoForOrder(tx, cart.promoCodeId, cart.customerId, joined?.promoCode);
  const language = lang(locality.lang);
  const view = buildCartView({
    cart,
    ...loaded,
    promo: promo?.promo ?? null,
    computedSections: [],
    lang: language,
    baseUrl: deps.baseUrl,
  });
  const vendorPart = view.vendorCarts[0];
  if (!vendorPart || vendorPart.items.length === 0) {
    throw cartNotOrderable('EMPTY_CART', 'The cart is empty');
  }
  if (vendorPart.totalPrice < view.minOrderPrice) {
    const amount = formatPrice(view.minOrderPrice, locality.currencyCode, language);
    throw cartNotOrderable('MIN_ORDER', `We will deliver an order for an amount from ${amount}`);
  }
  if (view.promocode && view.promocode.result !== 'OK') {
    throw cartNotOrderable('PROMO_CODE', 'This promo code does not exist or has already been used');
  }
  const delivery = cart.receiptType === 'DELIVERY';
  if (delivery && !vendorPart.deliversToAddress) {
    throw cartNotOrderable('OUTSIDE_ZONE', "This vendor doesn't deliver to this address");
  }
  const address = delivery ? await deliveryAddress(tx, owner, cart, joined?.address) : null;
  // The totals the order is frozen with below, so the customer agrees to exactly what is charged.
  checkDeliveryTotal(request, view.prices);
  const cardId = await checkPayment(tx, owner, request, locality, view.prices.finalTotal, language);

  const now = loaded.now;
  const promoDiscount = view.promocode?.discountTotal ?? 0;
  const order = await insertPlacedOrder(
    tx,
    {
      id: uuidV7(now),
      partnerId: owner.partnerId,
      localityId: locality.id,
      customerId: owner.customerId,
      vendorId: part.vendorId,
      // Cash goes to the vendor at once; an online order waits for its money first.
      status: request.paymentType === 'CASH' ? 'WAITING_APPROVAL' : 'CREATED',
      receiptType: cart.receiptType,
      paymentType: request.paymentType,
      paymentMethod: cardId,
      paymentStatus: request.paymentType === 'ONLINE' ? 'PENDING' : null,
      localityCode: locality.code,
      currencyCode: locality.currencyCode,
      timeZone: locality.timeZone,
      vendorName: vendorPart.vendorName,
      vendorAvatar: vendorPart.vendorAvatar,
      address,
      preorderDateTime: cart.preorderDateTime,
      lines: frozenLines(vendorPart),
      utensils: vendorPart.cutlery,
      cartTotal: view.prices.cartTotal,
      originalTotal: view.prices.originalTotal,
      deliveryTotal: view.prices.deliveryTotal,
      tipAmount: cart.tipAmount,
      discounts: view.prices.discounts,
      finalTotal: view.prices.finalTotal,
      promoCodeId: promo?.row.id ?? null,
      promoCode: view.promocode?.code ?? null,
      promoType: view.promocode?.type ?? null,
      promoDiscount,
      createdAt: now,
      updatedAt: now,
    },
    'customer',
    // The ordered part leaves the cart; its tip and code went with the order.
    { cartId: cart.id, vendorCartId: part.id, now },
  );
  return order;
}
