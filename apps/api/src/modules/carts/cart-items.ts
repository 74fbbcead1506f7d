/**
 * Cart lines (spec 2 §4 "Cart lifecycle"): the same product with the same components and
 * comment adds to the count, otherwise a new line; count 0 (or minus on 1) removes; removing the
 * last line of a vendor drops its vendor cart. The client never sends a price.
 */
import { randomUUID } from 'node:crypto';
import type { InvalidProduct } from '@souk/contracts';
import { CART_ITEM_COUNT_MAX, CART_LINES_MAX, CART_VENDORS_MAX } from '@souk/contracts';
import type { z } from 'zod';
import type { addCartItemRequestSchema, updateCartItemRequestSchema } from '@souk/contracts';
import { isPointInPolygon } from '@souk/core/geo';
import type { Db } from '#api/db/client.ts';
import type { CartDeps } from './cart-context.ts';
import { withLockedCart, withLockedVendorCart } from './cart-context.ts';
import type { CartProduct, CartVendor } from './cart-catalog.ts';
import { queryAll } from './query-all.ts';
import { commitWith } from '#api/db/pipelined-transaction.ts';
import {
  cartItemNotFound,
  cartLinesMaxLimit,
  cartNotFound,
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
import { ownsCart } from './cart-owner.ts';
import type { CartLineRow, CartRow, LocalityRow, WholeCart } from './cart-repository.ts';
import type { AddWrite } from './cart-repository.ts';
import {
  deleteLines,
  dropEmptyVendorCarts,
  findCartWhole,
  setLineCount,
  setVendorCartCutlery,
  updateLine,
  writeAdd,
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

type Choice = Pick<CartLineRow, 'vendorCartId' | 'productId' | 'componentsKey' | 'comment'>;

/** Spec 2 §4: the same product with the same components and comment is one line. */
function isSameChoice(line: Choice, choice: Choice): boolean {
  return (
    line.vendorCartId === choice.vendorCartId &&
    line.productId === choice.productId &&
    line.componentsKey === choice.componentsKey &&
    line.comment === choice.comment
  );
}

/** A line holds at most the product's maxCount, and never more than CART_ITEM_COUNT_MAX. */
function lineCountLimit(productMaxCount: number | null): number {
  return Math.min(productMaxCount ?? CART_ITEM_COUNT_MAX, CART_ITEM_COUNT_MAX);
}

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
    throw productNotAvailable('VENDOR_CLOSED', 'Restaurant order temporarily unavailable');
  }
  if (product.sectionWorkingHours) {
    const sectionProblem = timeProblem(context, product.sectionWorkingHours);
    if (sectionProblem && HOURS_REASONS.has(sectionProblem.reason)) {
      throw productNotAvailable(
        'SECTION_CLOSED',
        'Orders from this category are temporarily unavailable',
      );
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

/** The product and vendor as they are now (kept in memory while catalog_version stands still). */
async function loadCatalog(deps: CartDeps, tx: Db, body: AddItem, catalogVersion: number) {
  const [products, vendors] = await queryAll(tx, [
    () => deps.catalog.products(tx, [body.productId], catalogVersion),
    () => deps.catalog.vendors(tx, [body.vendorId], catalogVersion),
  ] as const);
  return { product: products.get(body.productId), vendor: vendors.get(body.vendorId) };
}

function orderableOf(cart: CartRow, found: Awaited<ReturnType<typeof loadCatalog>>) {
  const { vendor, product } = found;
  if (!vendor || !isVisibleVendor(vendor, cart.localityId)) throw vendorNotFound();
  // Another vendor's product, or one of another locality, is no product of this vendor here.
  if (!product || product.vendorId !== vendor.id) throw productNotFound();
  return { vendor, product };
}

/** An add also answers with the cart as it left it, so the answer needs no second read. */
export interface AddOutcome extends WriteOutcome {
  whole: WholeCart;
}

/** An add decided from one read of the cart: what to write, and the answer once it is written. */
interface PlannedAdd {
  write: AddWrite;
  answer(written: { stampedAt: Date; version: string }): AddOutcome;
}

/**
 * Decides an add from the cart as read (its lines, limits and the same-line rule) and the
 * catalogue as it is now, throwing what the add is refused for. Writes nothing.
 */
async function planAdd(
  deps: CartDeps,
  db: Db,
  whole: WholeCart,
  body: AddItem,
): Promise<PlannedAdd> {
  const point = body.checkInfo;
  const place =
    whole.cart.latitude === null && point?.latitude !== undefined && point.longitude !== undefined
      ? { latitude: point.latitude, longitude: point.longitude }
      : null;
  const cart = { ...whole.cart, ...place };
  const catalog = await loadCatalog(deps, db, body, whole.catalogVersion);
  const { vendor, product } = orderableOf(cart, catalog);
  assertOrderable(cart, whole.locality, vendor, product, deps.now());
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

  const { contents } = whole;
  const existingVendorCart = contents.vendorCarts.find((row) => row.vendorId === vendor.id);
  if (!existingVendorCart && contents.vendorCarts.length >= CART_VENDORS_MAX) {
    throw cartVendorsMaxLimit(CART_VENDORS_MAX);
  }
  const vendorCartId = existingVendorCart?.id ?? randomUUID();
  const newVendorCart = existingVendorCart ? null : { id: vendorCartId, vendorId: vendor.id };
  const choice = {
    cartId: cart.id,
    vendorCartId,
    productId: product.id,
    components,
    componentsKey: componentsKey(components),
    comment: body.comment,
    productName: product.name,
  };
  const line = contents.lines.find((row) => isSameChoice(row, choice));
  const wanted = (line?.count ?? 0) + body.count;
  const maxCount = lineCountLimit(product.maxCount);
  const allowed = Math.min(wanted, maxCount);
  if (!line) {
    const vendorLines = contents.lines.filter((row) => row.vendorCartId === vendorCartId);
    if (vendorLines.length >= CART_LINES_MAX) throw cartLinesMaxLimit(CART_LINES_MAX);
    if (allowed < 1)
      throw productNotAvailable(
        'MAX_COUNT',
        'The maximum quantity limit for this item has been reached',
      );
  }
  const change = line
    ? { isNew: false as const, line: { ...line, count: allowed } }
    : { isNew: true as const, line: { ...choice, id: randomUUID(), count: allowed } };
  return {
    write: {
      cartId: cart.id,
      version: whole.version,
      place,
      newVendorCart,
      line: change.isNew
        ? { kind: 'insert', row: change.line }
        : { kind: 'count', lineId: change.line.id, count: allowed },
    },
    // The answer is built from the rows read and what this add wrote, stamped as it stamped them.
    answer({ stampedAt, version }) {
      const saved: CartLineRow = change.isNew
        ? { ...change.line, createdAt: stampedAt }
        : change.line;
      const lines = change.isNew
        ? [...contents.lines, saved]
        : contents.lines.map((row) => (row.id === saved.id ? saved : row));
      const vendorCarts = newVendorCart
        ? [
            ...contents.vendorCarts,
            { ...newVendorCart, cartId: cart.id, cutlery: 0, createdAt: stampedAt },
          ]
        : contents.vendorCarts;
      return {
        cartId: cart.id,
        capped: allowed < wanted ? [cappedLine(saved, maxCount)] : [],
        whole: {
          ...whole,
          cart: { ...cart, updatedAt: stampedAt },
          contents: { vendorCarts, lines },
          databaseNow: stampedAt,
          version,
        },
      };
    },
  };
}

/** Unlocked tries of an add before it takes the cart's lock and its turn like other writes. */
const UNLOCKED_ADD_TRIES = 2;

/**
 * An add reads the cart without a lock, decides, and writes in one statement that changes
 * nothing unless the cart row is still the version read (`writeAdd`): two round trips, holding a
 * pooled connection only while each statement runs rather than from BEGIN to COMMIT. When
 * another write got in between, the add reads and decides again; a cart that keeps changing
 * under it (many tabs adding at once) gets the add under the cart's lock instead, where the write
 * cannot miss. Limits and the same-line rule are thus always checked on the rows the add
 * changes.
 */
export async function addItem(
  deps: CartDeps,
  owner: CartOwner,
  cartId: string,
  body: AddItem,
): Promise<AddOutcome> {
  const relaxed = deps.relaxedDurability ?? false;
  // The rows after the add are those read plus what it wrote, stamped as the database stamped
  // them (planAdd): exactly the cart at the version the write left, so they are kept.
  const kept = (outcome: AddOutcome) => {
    const { cart, contents, version } = outcome.whole;
    deps.kept?.set(cartId, { cart, contents, version });
    return outcome;
  };
  for (let tries = 0; tries < UNLOCKED_ADD_TRIES; tries += 1) {
    const whole = await findCartWhole(deps.db, cartId, deps.catalog, deps.kept);
    if (!whole || !ownsCart(owner, whole.cart)) throw cartNotFound();
    const planned = await planAdd(deps, deps.db, whole, body);
    const written = await writeAdd(deps.db, planned.write, relaxed);
    if (written) return kept(planned.answer(written));
  }
  return withLockedCart(
    deps,
    owner,
    cartId,
    async (tx, _cart, _locality, whole) => {
      const planned = await planAdd(deps, tx, whole, body);
      // The last statement: COMMIT leaves with it (withLockedCart's pipelined transaction).
      const written = await commitWith(tx, () => writeAdd(tx, planned.write, relaxed));
      // Unreachable: under the lock only this transaction can change the cart row, and the
      // locked read returned the row's current version. Kept so a broken rule fails loudly.
      if (!written) throw new Error(`cart ${cartId} changed under its lock`);
      return kept(planned.answer(written));
    },
    { touched: true },
  );
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
    async (tx, cart, vendorCart, _locality, whole) => {
      const lines = whole.contents.lines.filter((row) => row.vendorCartId === vendorCart.id);
      const line = lines.find((candidate) => candidate.id === lineId);
      if (!line) throw cartItemNotFound();
      const count = body.count ?? line.count;
      const comment = body.comment ?? line.comment;
      if (count === 0) {
        await deleteLines(tx, [line.id]);
        await dropEmptyVendorCarts(tx, cart.id);
        return [];
      }
      const products = await deps.catalog.products(tx, [line.productId], whole.catalogVersion);
      const maxCount = lineCountLimit(products.get(line.productId)?.maxCount ?? null);
      const allowed = Math.min(count, maxCount);
      // A new comment may make this line equal to another one: they become one line.
      const twin = lines.find(
        (candidate) => candidate.id !== line.id && isSameChoice(candidate, { ...line, comment }),
      );
      if (twin) {
        const merged = Math.min(allowed + twin.count, maxCount);
        await deleteLines(tx, [line.id]);
        await setLineCount(tx, twin.id, merged);
        return merged < allowed + twin.count
          ? [cappedLine({ ...twin, count: merged }, maxCount)]
          : [];
      }
      await updateLine(tx, line.id, { count: allowed, comment });
      return allowed < count ? [cappedLine(line, maxCount)] : [];
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
    async (tx, cart, vendorCart, _locality, whole) => {
      const line = whole.contents.lines.find(
        (row) => row.id === lineId && row.vendorCartId === vendorCart.id,
      );
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
    async (tx, cart, vendorCart, _locality, whole) => {
      const vendors = await deps.catalog.vendors(tx, [vendorCart.vendorId], whole.catalogVersion);
      const vendor = vendors.get(vendorCart.vendorId);
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
