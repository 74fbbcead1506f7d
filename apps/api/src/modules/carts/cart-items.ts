/**
 * Cart lines (spec 2 §4 "Cart lifecycle"): the same product with the same components and
 * comment adds to the count, otherwise a new line; count 0 (or minus on 1) removes; removing the
 * last line of a vendor drops its vendor cart. The client never sends a price.
 */
import type { InvalidProduct } from '@souk/contracts';
import { CART_LINES_MAX, CART_VENDORS_MAX } from '@souk/contracts';
import type { z } from 'zod';
import type { addCartItemRequestSchema, updateCartItemRequestSchema } from '@souk/contracts';
import { isPointInPolygon } from '@souk/core/geo';
import type { Db } from '#api/db/client.ts';
import type { CartDeps } from './cart-context.ts';
import { withLockedCart, withLockedVendorCart } from './cart-context.ts';
import type { CartProduct, CartVendor } from './cart-catalog.ts';
import { loadCartProducts, loadCartVendors } from './cart-catalog.ts';
import {
  cartItemNotFound,
  cartLinesMaxLimit,
  cartVendorsMaxLimit,
  invalidComponents,
  invalidCutlery,
  notOffered,
  productNotAvailable,
  productNotFound,
  vendorDoesNotDeliver,
  vendorNotFound,
} from './cart-errors.ts';
import type { CartOwner } from './cart-owner.ts';
import type { CartLineRow, CartRow, LocalityRow } from './cart-repository.ts';
import {
  deleteLines,
  dropEmptyVendorCarts,
  findLineByChoice,
  insertLine,
  lineCount,
  setLineCount,
  setVendorCartCutlery,
  touchCart,
  updateLine,
  vendorCartCount,
  vendorCartFor,
  vendorCartLines,
} from './cart-repository.ts';
import { isVisibleVendor, timeProblem, vendorMinutes } from './cart-validation.ts';
import { canonicalComponents, checkOptions, componentsKey } from './line-options.ts';

type AddItem = z.output<typeof addCartItemRequestSchema>;
type UpdateItem = z.output<typeof updateCartItemRequestSchema>;

/** What a write reports beyond the cart itself: a count cut to the product's maxCount. */
export interface WriteOutcome {
  cartId: string;
  capped: InvalidProduct[];
}

const HOURS_REASONS = new Set(['OUTSIDE_WORKING_HOURS', 'CLOSED_NOW']);

function cappedLine(line: CartLineRow, maxCount: number): InvalidProduct {
  return {
    cartProductId: line.id,
    vendorCartId: line.vendorCartId,
    productId: line.productId,
    status: 'PRODUCT_MAX_COUNT',
    optionReasons: [],
    maxCount,
  };
}

/** Spec 2 §5: "A product can be added only when the item is available, the vendor is working and delivery is available to the vendor." */
function assertOrderable(
  cart: CartRow,
  locality: LocalityRow,
  vendor: CartVendor,
  product: CartProduct,
  now: Date,
): void {
  if (!product.visible || !product.sectionVisible || !product.available) {
    throw productNotAvailable();
  }
  const context = { cart, locality, now };
  const vendorProblem = timeProblem(context, vendor.workingHours, vendorMinutes(vendor));
  if (vendorProblem && HOURS_REASONS.has(vendorProblem.reason)) {
    throw productNotAvailable('Restaurant order temporarily unavailable');
  }
  if (product.sectionWorkingHours) {
    const sectionProblem = timeProblem(context, product.sectionWorkingHours);
    if (sectionProblem && HOURS_REASONS.has(sectionProblem.reason)) {
      throw productNotAvailable('Orders from this category are temporarily unavailable');
    }
  }
  const offered = vendor.receiptTypes.length > 0 ? vendor.receiptTypes : ['DELIVERY'];
  if (!offered.includes(cart.receiptType)) {
    if (cart.receiptType === 'DELIVERY') throw vendorDoesNotDeliver([vendor.id]);
    throw notOffered('receiptType', 'This vendor does not offer takeaway');
  }
  if (
    cart.receiptType === 'DELIVERY' &&
    cart.latitude !== null &&
    cart.longitude !== null &&
    !isPointInPolygon([cart.latitude, cart.longitude], vendor.deliveryZone)
  ) {
    throw vendorDoesNotDeliver([vendor.id]);
  }
}

/**
 * The product and vendor as they are now. Read on the pool before the cart is locked: the
 * catalogue is not the cart's to lock, and the lock is then held for the cart's own rows only.
 */
async function loadCatalogue(db: Db, body: AddItem) {
  const [products, vendors] = await Promise.all([
    loadCartProducts(db, [body.productId]),
    loadCartVendors(db, [body.vendorId]),
  ]);
  return { product: products.get(body.productId), vendor: vendors.get(body.vendorId) };
}

function orderableOf(cart: CartRow, found: Awaited<ReturnType<typeof loadCatalogue>>) {
  const { vendor, product } = found;
  if (!vendor || !isVisibleVendor(vendor, cart.localityId)) throw vendorNotFound();
  // Another vendor's product, or one of another locality, is no product of this vendor here.
  if (!product || product.vendorId !== vendor.id) throw productNotFound();
  return { vendor, product };
}

export async function addItem(
  deps: CartDeps,
  owner: CartOwner,
  cartId: string,
  body: AddItem,
): Promise<WriteOutcome> {
  const catalogue = await loadCatalogue(deps.db, body);
  return withLockedCart(deps, owner, cartId, async (tx, locked, locality) => {
    let cart = locked;
    const point = body.checkInfo;
    if (cart.latitude === null && point?.latitude !== undefined && point.longitude !== undefined) {
      await touchCart(tx, cart.id, { latitude: point.latitude, longitude: point.longitude });
      cart = { ...cart, latitude: point.latitude, longitude: point.longitude };
    }
    const { vendor, product } = orderableOf(cart, catalogue);
    assertOrderable(cart, locality, vendor, product, deps.now());
    const components = canonicalComponents(body.components);
    const options = checkOptions(product, components);
    if (options.reasons.length > 0) {
      throw invalidComponents(
        options.reasons,
        options.problems.map((problem) => ({
          field: 'componentId' in problem ? `components.${problem.componentId}` : `components`,
          message: problem.kind,
        })),
      );
    }

    const existing = await vendorCartFor(tx, cart.id, vendor.id);
    if (existing.created && (await vendorCartCount(tx, cart.id)) > CART_VENDORS_MAX) {
      throw cartVendorsMaxLimit(CART_VENDORS_MAX);
    }
    const choice = {
      cartId: cart.id,
      vendorCartId: existing.row.id,
      productId: product.id,
      components,
      componentsKey: componentsKey(components),
      comment: body.comment,
      productName: product.name,
    };
    const line = await findLineByChoice(tx, choice);
    const wanted = (line?.count ?? 0) + body.count;
    const allowed = product.maxCount === null ? wanted : Math.min(wanted, product.maxCount);
    let saved: CartLineRow;
    if (line) {
      await setLineCount(tx, line.id, allowed);
      saved = { ...line, count: allowed };
    } else {
      if ((await lineCount(tx, existing.row.id)) >= CART_LINES_MAX) {
        throw cartLinesMaxLimit(CART_LINES_MAX);
      }
      if (allowed < 1)
        throw productNotAvailable('The maximum quantity limit for this item has been reached');
      saved = await insertLine(tx, choice, allowed);
    }
    const capped =
      allowed < wanted && product.maxCount !== null ? [cappedLine(saved, product.maxCount)] : [];
    return { cartId: cart.id, capped };
  });
}

export async function updateItem(
  deps: CartDeps,
  owner: CartOwner,
  vendorCartId: string,
  lineId: string,
  body: UpdateItem,
): Promise<WriteOutcome> {
  const { cartId, result } = await withLockedVendorCart(
    deps,
    owner,
    vendorCartId,
    async (tx, cart, vendorCart) => {
      const lines = await vendorCartLines(tx, vendorCart.id);
      const line = lines.find((candidate) => candidate.id === lineId);
      if (!line) throw cartItemNotFound();
      const count = body.count ?? line.count;
      const comment = body.comment ?? line.comment;
      if (count === 0) {
        await deleteLines(tx, [line.id]);
        await dropEmptyVendorCarts(tx, cart.id);
        return [];
      }
      const products = await loadCartProducts(tx, [line.productId]);
      const maxCount = products.get(line.productId)?.maxCount ?? null;
      const allowed = maxCount === null ? count : Math.min(count, maxCount);
      // A new comment may make this line equal to another one: they become one line.
      const twin = lines.find(
        (candidate) =>
          candidate.id !== line.id &&
          candidate.productId === line.productId &&
          candidate.componentsKey === line.componentsKey &&
          candidate.comment === comment,
      );
      if (twin) {
        const merged =
          maxCount === null ? allowed + twin.count : Math.min(allowed + twin.count, maxCount);
        await deleteLines(tx, [line.id]);
        await setLineCount(tx, twin.id, merged);
        return merged < allowed + twin.count && maxCount !== null
          ? [cappedLine({ ...twin, count: merged }, maxCount)]
          : [];
      }
      await updateLine(tx, line.id, { count: allowed, comment });
      return allowed < count && maxCount !== null ? [cappedLine(line, maxCount)] : [];
    },
  );
  return { cartId, capped: result };
}

export async function removeItem(
  deps: CartDeps,
  owner: CartOwner,
  vendorCartId: string,
  lineId: string,
): Promise<WriteOutcome> {
  const { cartId } = await withLockedVendorCart(
    deps,
    owner,
    vendorCartId,
    async (tx, cart, vendorCart) => {
      const line = (await vendorCartLines(tx, vendorCart.id)).find((row) => row.id === lineId);
      if (!line) throw cartItemNotFound();
      await deleteLines(tx, [line.id]);
      await dropEmptyVendorCarts(tx, cart.id);
    },
  );
  return { cartId, capped: [] };
}

/** Spec 2 §4: "The utensil counter cannot go below 0. Its upper bound is utensils.maxCount." */
export async function setCutlery(
  deps: CartDeps,
  owner: CartOwner,
  vendorCartId: string,
  cutlery: number,
): Promise<WriteOutcome> {
  const { cartId } = await withLockedVendorCart(
    deps,
    owner,
    vendorCartId,
    async (tx, cart, vendorCart) => {
      const vendor = (await loadCartVendors(tx, [vendorCart.vendorId])).get(vendorCart.vendorId);
      const allowed =
        vendor !== undefined && isVisibleVendor(vendor, cart.localityId) && vendor.utensilsAllowed;
      const maxCount = allowed ? vendor.utensilsMaxCount : 0;
      if (cutlery > maxCount) {
        throw invalidCutlery(
          allowed ? `At most ${maxCount} utensils` : 'This vendor does not offer utensils',
        );
      }
      await setVendorCartCutlery(tx, vendorCart.id, cutlery);
    },
  );
  return { cartId, capped: [] };
}
