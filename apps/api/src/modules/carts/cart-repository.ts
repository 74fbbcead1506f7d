/**
 * Cart rows. Every write to a cart runs in a transaction that first locks the cart row
 * (`select … for update`), so concurrent adds, count changes and removals on one cart are
 * applied one after another and never lose or double an update.
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { cartLines, carts, localities, vendorCarts } from '#api/db/schema/index.ts';
import { catalogVersionNow } from '#api/modules/catalog/catalog-freshness.ts';
import type { CartLineComponentRow } from '#api/db/schema/index.ts';
import { inTransaction } from './query-all.ts';

export type CartRow = typeof carts.$inferSelect;
export type VendorCartRow = typeof vendorCarts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
export type LocalityRow = typeof localities.$inferSelect;

/**
 * Where a cart read takes its locality row from: the cart catalogue cache, which also loads
 * these rows through `loadLocalities` below. Named here so this file need not import the cache.
 */
export interface LocalityLookup {
  locality(db: Db, id: string, version: number): Promise<LocalityRow | null>;
}

export interface CartContents {
  vendorCarts: VendorCartRow[];
  lines: CartLineRow[];
}

/** Locks the cart row for the rest of the transaction; null when it is gone. */
export async function lockCart(tx: Db, cartId: string): Promise<CartRow | null> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
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

/** set_config(…, true) is SET LOCAL as an expression: the lock's round trip carries it. */
const relaxCommit = sql<string | null>`set_config('synchronous_commit', 'off', true)`;

function buildWholeCartQuery(
  db: Db,
  cartId: Placeholder | string = sql.placeholder('cartId'),
  relaxedDurability = false,
  locking = false,
) {
  return db
    .select({
      cart: carts,
      vendorCart: vendorCarts,
      line: cartLines,
      // Read with every cart: the catalogue rows kept in memory are current while it stands still.
      catalogVersion: catalogVersionNow,
      // now() is the transaction's start: the time a write in it stamps on the cart.
      databaseNow: sql<Date>`now()`.mapWith(carts.updatedAt),
      relaxed: relaxedDurability ? relaxCommit : sql<string | null>`null`,
      staleLines: locking
        ? sql<boolean>`${carts}.xmin::text <> (select snapshot.xmin::text from ${carts} snapshot where snapshot.id = ${cartId})`
        : sql<boolean>`false`,
    })
    .from(carts)
    .leftJoin(vendorCarts, eq(vendorCarts.cartId, carts.id))
    .leftJoin(cartLines, eq(cartLines.vendorCartId, vendorCarts.id))
    .where(eq(carts.id, cartId))
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
  let query = preparedWholeCart.get(db);
  if (!query) {
    query = buildWholeCartQuery(db).prepare('cart_whole');
    preparedWholeCart.set(db, query);
  }
  return query;
}

/** Everything a cart answer starts from, read in one round trip. */
export interface WholeCart {
  cart: CartRow;
  locality: LocalityRow;
  contents: CartContents;
  /** `catalog_version` as of this read (see cart-catalog-cache.ts). */
  catalogVersion: number;
  /** The database's now(): inside a write, the `updated_at` it stamps on the cart. */
  databaseNow: Date;
}

type WholeCartRows = Awaited<ReturnType<ReturnType<typeof buildWholeCartQuery>['execute']>>;

async function toWholeCart(
  db: Db,
  rows: WholeCartRows,
  catalog: LocalityLookup,
): Promise<WholeCart | null> {
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
  const catalogVersion = Number(first.catalogVersion);
  const locality = await catalog.locality(db, first.cart.localityId, catalogVersion);
  if (!locality) throw new Error(`cart ${first.cart.id} has no locality`);
  return { cart: first.cart, locality, contents, catalogVersion, databaseNow: first.databaseNow };
}

/**
 * The cart, its vendor carts and lines in one round trip, with its locality (kept in memory
 * behind catalog_version like products): what every read starts from.
 */
export async function findCartWhole(
  db: Db,
  cartId: string,
  catalog: LocalityLookup,
): Promise<WholeCart | null> {
  const rows = inTransaction(db)
    ? await buildWholeCartQuery(db, cartId)
    : await wholeCartQuery(db).execute({ cartId });
  return toWholeCart(db, rows, catalog);
}

function buildLockQuery(tx: Db, relaxedDurability: boolean) {
  return buildWholeCartQuery(tx, sql.placeholder('cartId'), relaxedDurability, true)
    .for('update', { of: carts })
    .prepare(relaxedDurability ? 'cart_lock_relaxed' : 'cart_lock');
}

type LockQuery = ReturnType<typeof buildLockQuery>;
const lockQueries = new WeakMap<object, Map<boolean, LockQuery>>();

/**
 * The lock statement, named so that each pooled connection parses and plans it once, and built
 * once per connection: a transaction's queries run on its connection (the session's client),
 * which later transactions get again from the pool.
 */
function lockQuery(tx: Db, relaxedDurability: boolean): LockQuery {
  const session = (tx as unknown as { session?: { client?: unknown } }).session;
  const client = session?.client;
  if (typeof client !== 'object' || client === null) return buildLockQuery(tx, relaxedDurability);
  let byMode = lockQueries.get(client);
  if (!byMode) {
    byMode = new Map();
    lockQueries.set(client, byMode);
  }
  let query = byMode.get(relaxedDurability);
  if (!query) {
    query = buildLockQuery(tx, relaxedDurability);
    byMode.set(relaxedDurability, query);
  }
  return query;
}

/**
 * findCartWhole under the cart row's lock (only the cart row: its lines change only under it),
 * for the rest of the transaction. With `relaxedDurability` this transaction commits without
 * waiting for the disk (decision 009).
 */
export async function lockCartWhole(
  tx: Db,
  cartId: string,
  catalog: LocalityLookup,
  relaxedDurability = false,
): Promise<WholeCart | null> {
  const rows = await lockQuery(tx, relaxedDurability).execute({ cartId });
  const whole = await toWholeCart(tx, rows, catalog);
  // After waiting for another writer's lock, PostgreSQL hands back the cart row as that writer
  // left it but the joined lines as they were when this statement began. The cart's xmin as of
  // the statement's snapshot tells: when it differs from the row's, read the lines again (now
  // under the lock, nobody can change them).
  if (whole && rows[0]?.staleLines) whole.contents = await cartContents(tx, cartId);
  return whole;
}

export async function loadLocalities(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, LocalityRow>> {
  const rows = await db
    .select()
    .from(localities)
    .where(inArray(localities.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
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
  return { row: await insertVendorCart(tx, cartId, vendorId), created: true };
}

export async function insertVendorCart(
  tx: Db,
  cartId: string,
  vendorId: string,
): Promise<VendorCartRow> {
  const [row] = await tx.insert(vendorCarts).values({ cartId, vendorId }).returning();
  if (!row) throw new Error('vendor cart insert returned no row');
  return row;
}

export async function vendorCartCount(tx: Db, cartId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(vendorCarts)
    .where(eq(vendorCarts.cartId, cartId));
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

/** A line's new count and the cart's stamp (with any place it learnt) in one statement. */
export async function setLineCountAndTouch(
  tx: Db,
  cartId: string,
  lineId: string,
  value: number,
  place: { latitude: number; longitude: number } | null,
) {
  // SET takes bare column names.
  const column = (name: string) => sql.identifier(name);
  const stamp = place
    ? sql`${column(carts.updatedAt.name)} = now(), ${column(carts.latitude.name)} = ${place.latitude}, ${column(carts.longitude.name)} = ${place.longitude}`
    : sql`${column(carts.updatedAt.name)} = now()`;
  await tx.execute(sql`
    with stamped as (update ${carts} set ${stamp} where ${carts.id} = ${cartId})
    update ${cartLines} set ${column(cartLines.count.name)} = ${value} where ${cartLines.id} = ${lineId}
  `);
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
