/**
 * Cart rows. Every write to a cart runs in a transaction that first locks the cart row
 * (`select … for update`), so concurrent adds, count changes and removals on one cart are
 * applied one after another and never lose or double an update.
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { cartLines, carts, localities, vendorCarts } from '#api/db/schema/index.ts';
import type { CartLineComponentRow } from '#api/db/schema/index.ts';
import { inTransaction } from './query-all.ts';

export type CartRow = typeof carts.$inferSelect;
export type VendorCartRow = typeof vendorCarts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
export type LocalityRow = typeof localities.$inferSelect;

export interface CartContents {
  vendorCarts: VendorCartRow[];
  lines: CartLineRow[];
}

export async function findCart(db: Db, cartId: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId)).limit(1);
  return row ?? null;
}

/** Locks the cart row for the rest of the transaction; null when it is gone. */
export async function lockCart(tx: Db, cartId: string): Promise<CartRow | null> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return row ?? null;
}

/** lockCart, with the cart's locality read in the same round trip (only the cart is locked). */
export async function lockCartWithLocality(
  tx: Db,
  cartId: string,
): Promise<{ cart: CartRow; locality: LocalityRow } | null> {
  const [row] = await tx
    .select({ cart: carts, locality: localities })
    .from(carts)
    .innerJoin(localities, eq(localities.id, carts.localityId))
    .where(eq(carts.id, cartId))
    .for('update', { of: carts });
  return row ?? null;
}

export async function customerCart(db: Db, partnerId: string, customerId: string) {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.partnerId, partnerId), eq(carts.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

export async function guestCart(db: Db, partnerId: string, guestHash: string) {
  const [row] = await db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.partnerId, partnerId),
        eq(carts.guestTokenHash, guestHash),
        isNull(carts.customerId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Vendor carts and their lines in one round trip, in the order they were added. */
export async function cartContents(db: Db, cartId: string): Promise<CartContents> {
  const rows = await db
    .select({ vendorCart: vendorCarts, line: cartLines })
    .from(vendorCarts)
    .leftJoin(cartLines, eq(cartLines.vendorCartId, vendorCarts.id))
    .where(eq(vendorCarts.cartId, cartId))
    .orderBy(
      asc(vendorCarts.createdAt),
      asc(vendorCarts.id),
      asc(cartLines.createdAt),
      asc(cartLines.id),
    );
  const seen = new Set<string>();
  const contents: CartContents = { vendorCarts: [], lines: [] };
  for (const { vendorCart, line } of rows) {
    if (!seen.has(vendorCart.id)) {
      seen.add(vendorCart.id);
      contents.vendorCarts.push(vendorCart);
    }
    if (line) contents.lines.push(line);
  }
  return contents;
}

function buildWholeCartQuery(db: Db) {
  return db
    .select({ cart: carts, locality: localities, vendorCart: vendorCarts, line: cartLines })
    .from(carts)
    .innerJoin(localities, eq(localities.id, carts.localityId))
    .leftJoin(vendorCarts, eq(vendorCarts.cartId, carts.id))
    .leftJoin(cartLines, eq(cartLines.vendorCartId, vendorCarts.id))
    .where(eq(carts.id, sql.placeholder('cartId')))
    .orderBy(
      asc(vendorCarts.createdAt),
      asc(vendorCarts.id),
      asc(cartLines.createdAt),
      asc(cartLines.id),
    );
}

const preparedWholeCart = new WeakMap<
  Db,
  ReturnType<ReturnType<typeof buildWholeCartQuery>['prepare']>
>();

/** Prepared once per database (built and planned once); unprepared inside a transaction. */
function wholeCartQuery(db: Db) {
  if (inTransaction(db)) return buildWholeCartQuery(db);
  let query = preparedWholeCart.get(db);
  if (!query) {
    query = buildWholeCartQuery(db).prepare('cart_whole');
    preparedWholeCart.set(db, query);
  }
  return query;
}

/** The cart, its locality, vendor carts and lines in one round trip: what every read starts from. */
export async function findCartWhole(
  db: Db,
  cartId: string,
): Promise<{ cart: CartRow; locality: LocalityRow; contents: CartContents } | null> {
  const rows = await wholeCartQuery(db).execute({ cartId });
  const [first] = rows;
  if (!first) return null;
  const seen = new Set<string>();
  const contents: CartContents = { vendorCarts: [], lines: [] };
  for (const { vendorCart, line } of rows) {
    if (vendorCart && !seen.has(vendorCart.id)) {
      seen.add(vendorCart.id);
      contents.vendorCarts.push(vendorCart);
    }
    if (line) contents.lines.push(line);
  }
  return { cart: first.cart, locality: first.locality, contents };
}

export async function localityOf(db: Db, localityId: string): Promise<LocalityRow | null> {
  const [row] = await db.select().from(localities).where(eq(localities.id, localityId)).limit(1);
  return row ?? null;
}

export async function touchCart(tx: Db, cartId: string, changes: Partial<CartRow> = {}) {
  await tx
    .update(carts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

/** The vendor cart of `vendorId`, created when missing; `created` tells which. */
export async function vendorCartFor(
  tx: Db,
  cartId: string,
  vendorId: string,
): Promise<{ row: VendorCartRow; created: boolean }> {
  const [existing] = await tx
    .select()
    .from(vendorCarts)
    .where(and(eq(vendorCarts.cartId, cartId), eq(vendorCarts.vendorId, vendorId)))
    .limit(1);
  if (existing) return { row: existing, created: false };
  const [row] = await tx.insert(vendorCarts).values({ cartId, vendorId }).returning();
  if (!row) throw new Error('vendor cart insert returned no row');
  return { row, created: true };
}

export async function vendorCartCount(tx: Db, cartId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(vendorCarts)
    .where(eq(vendorCarts.cartId, cartId));
  return row?.value ?? 0;
}

export async function lineCount(tx: Db, vendorCartId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(cartLines)
    .where(eq(cartLines.vendorCartId, vendorCartId));
  return row?.value ?? 0;
}

export interface LineChoice {
  cartId: string;
  vendorCartId: string;
  productId: string;
  components: CartLineComponentRow[];
  componentsKey: string;
  comment: string;
  productName: string;
}

/** The line with exactly this choice (product, components, comment), if the cart has it. */
export async function findLineByChoice(tx: Db, choice: LineChoice): Promise<CartLineRow | null> {
  const [row] = await tx
    .select()
    .from(cartLines)
    .where(
      and(
        eq(cartLines.vendorCartId, choice.vendorCartId),
        eq(cartLines.productId, choice.productId),
        eq(cartLines.componentsKey, choice.componentsKey),
        eq(cartLines.comment, choice.comment),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertLine(tx: Db, choice: LineChoice, lineCount: number) {
  const [row] = await tx
    .insert(cartLines)
    .values({ ...choice, count: lineCount })
    .returning();
  if (!row) throw new Error('cart line insert returned no row');
  return row;
}

export async function setLineCount(tx: Db, lineId: string, value: number) {
  await tx.update(cartLines).set({ count: value }).where(eq(cartLines.id, lineId));
}

export async function deleteLines(tx: Db, lineIds: readonly string[]) {
  if (lineIds.length === 0) return;
  await tx.delete(cartLines).where(inArray(cartLines.id, [...lineIds]));
}

/** Drops the vendor carts of this cart that have no line left ("Removing the last product of a vendor cart drops that vendor cart"). */
export async function dropEmptyVendorCarts(tx: Db, cartId: string) {
  await tx.execute(sql`
    delete from ${vendorCarts}
    where ${vendorCarts.cartId} = ${cartId}
      and not exists (select 1 from ${cartLines} where ${cartLines.vendorCartId} = ${vendorCarts.id})
  `);
}

export async function findVendorCart(db: Db, vendorCartId: string) {
  const [row] = await db
    .select()
    .from(vendorCarts)
    .where(eq(vendorCarts.id, vendorCartId))
    .limit(1);
  return row ?? null;
}

export async function vendorCartLines(tx: Db, vendorCartId: string): Promise<CartLineRow[]> {
  return tx
    .select()
    .from(cartLines)
    .where(eq(cartLines.vendorCartId, vendorCartId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

export async function updateLine(
  tx: Db,
  lineId: string,
  changes: { count: number; comment: string },
) {
  await tx.update(cartLines).set(changes).where(eq(cartLines.id, lineId));
}

export async function setVendorCartCutlery(tx: Db, vendorCartId: string, cutlery: number) {
  await tx.update(vendorCarts).set({ cutlery }).where(eq(vendorCarts.id, vendorCartId));
}
