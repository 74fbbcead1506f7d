/**
 * Cart rows. Every write to a cart changes the cart row too (its `updated_at` at least), in the
 * same transaction as its lines, so the row's version (`xmin`) moves with every change to the
 * cart. Most writes run in a transaction that first locks the cart row (`select … for update`),
 * so concurrent adds, count changes and removals on one cart are applied one after another; an
 * add instead writes only if the version it read is still the row's (`writeAdd`). Either way no
 * update is lost or doubled.
 */
import { and, asc, count, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Column, Placeholder, SQL, Table } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import {
  cartLines,
  carts,
  customerAddresses,
  localities,
  promoCodes,
  vendorCarts,
} from '#api/db/schema/index.ts';
import { catalogVersionNow } from '#api/modules/catalog/catalog-freshness.ts';
import type { CartLineComponentRow } from '#api/db/schema/index.ts';
import { perConnection, preparedSql, rowsOf } from '#api/db/per-connection.ts';

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

/**
 * The cart row's version: the transaction that last wrote it. Every cart write changes the row,
 * so an unchanged version means unchanged lines too.
 */
const cartVersion = sql<string>`${carts}.xmin::text`;

/**
 * For a locking read: whether the row the statement read is older than the row as it is now,
 * that is, a write committed between the statement's snapshot and its lock, so the lines the
 * statement read are not those of the locked cart.
 */
function staleLinesUnderLock(cartId: Placeholder | string): SQL<boolean> {
  return sql<boolean>`${cartVersion} <> (select snapshot.xmin::text from ${carts} snapshot
    where snapshot.id = ${cartId})`;
}

/** What every whole-cart read selects: the cart, its vendor carts and lines, and read-time facts. */
function wholeCartFields(
  cartId: Placeholder | string,
  relaxedDurability: boolean,
  locking: boolean,
) {
  return {
    cart: carts,
    vendorCart: vendorCarts,
    line: cartLines,
    // Read with every cart: the catalogue rows kept in memory are current while it stands still.
    catalogVersion: catalogVersionNow,
    // now() is the transaction's start: the time a write in it stamps on the cart.
    databaseNow: sql<Date>`now()`.mapWith(carts.updatedAt),
    version: cartVersion,
    relaxed: relaxedDurability ? relaxCommit : sql<string | null>`null`,
    staleLines: locking ? staleLinesUnderLock(cartId) : sql<boolean>`false`,
  };
}

/** Vendor carts and lines in the order they were added. */
const wholeCartOrder = () => [
  asc(vendorCarts.createdAt),
  asc(vendorCarts.id),
  asc(cartLines.createdAt),
  asc(cartLines.id),
];

/** Everything a cart answer starts from, read in one round trip. */
export interface WholeCart {
  cart: CartRow;
  locality: LocalityRow;
  contents: CartContents;
  /** `catalog_version` as of this read (see cart-catalog-cache.ts). */
  catalogVersion: number;
  /** The database's now(): inside a write, the `updated_at` it stamps on the cart. */
  databaseNow: Date;
  /** The cart row's version as read (see `writeAdd`). */
  version: string;
}

/** The row shape every whole-cart statement answers (one row per line). */
interface WholeCartRow extends ReadFacts {
  cart: CartRow;
  vendorCart: VendorCartRow | null;
  line: CartLineRow | null;
  version: string;
}

async function toWholeCart(
  db: Db,
  rows: readonly WholeCartRow[],
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
  return withLocality(db, { cart: first.cart, contents, version: first.version }, first, catalog);
}

/** What a cart read learns besides the cart's rows, as the database answers them. */
interface ReadFacts {
  catalogVersion: unknown;
  databaseNow: Date;
}

async function withLocality(
  db: Db,
  rows: CartRowsAtVersion,
  facts: ReadFacts,
  catalog: LocalityLookup,
): Promise<WholeCart> {
  const catalogVersion = Number(facts.catalogVersion);
  const locality = await catalog.locality(db, rows.cart.localityId, catalogVersion);
  if (!locality) throw new Error(`cart ${rows.cart.id} has no locality`);
  return {
    cart: rows.cart,
    locality,
    contents: rows.contents,
    catalogVersion,
    databaseNow: facts.databaseNow,
    version: rows.version,
  };
}

/** A cart's own rows (the cart, its vendor carts and lines) as read at one version of the cart. */
export interface CartRowsAtVersion {
  cart: CartRow;
  contents: CartContents;
  version: string;
}

/**
 * Where reads keep the rows of carts read lately, by cart id (an LRU cache in memory). The rows
 * are never changed once kept: every read hands out the same objects.
 */
export interface CartRowsKeeper {
  get(cartId: string): CartRowsAtVersion | undefined;
  set(cartId: string, rows: CartRowsAtVersion): void;
}

/**
 * The cart, its vendor carts and lines in one round trip, with its locality (kept in memory
 * behind catalog_version like products): what every read starts from.
 *
 * With `kept`, the rows read are kept there, and a cart whose rows are already kept is first
 * asked only for its version: while that is the version kept, the kept rows are the cart as it
 * is, since every write to a cart changes its row. That is one small row from the database
 * instead of a row per line with every column, whichever process wrote the cart last; a cart
 * changed since costs a second round trip.
 */
export async function findCartWhole(
  db: Db,
  cartId: string,
  catalog: LocalityLookup,
  kept?: CartRowsKeeper,
): Promise<WholeCart | null> {
  const held = kept?.get(cartId);
  if (held) {
    const result = await preparedSql(db, 'cart_version', cartVersionStatement).execute({ cartId });
    const [row] = rowsOf<Record<string, unknown>>(result);
    if (!row) return null;
    if (String(row.version) === held.version) {
      return withLocality(db, held, decodeReadFacts(row), catalog);
    }
  }
  const result = await preparedSql(db, 'cart_whole', () =>
    wholeCartStatement(false, false),
  ).execute({ cartId });
  const whole = await toWholeCart(db, decodeWholeCartRows(rowsOf(result)), catalog);
  if (whole && kept) {
    kept.set(cartId, { cart: whole.cart, contents: whole.contents, version: whole.version });
  }
  return whole;
}

/** The cart row's version and the read-time facts of the whole-cart statement, without rows. */
function cartVersionStatement(): SQL {
  return sql`select ${cartVersion} as version, ${catalogVersionNow} as catalog_version,
      now() as database_now
    from ${carts} where ${carts.id} = ${sql.placeholder('cartId')}`;
}

function decodeReadFacts(row: Readonly<Record<string, unknown>>): ReadFacts {
  return {
    catalogVersion: row.catalog_version,
    databaseNow: carts.updatedAt.mapFromDriverValue(row.database_now as string) as Date,
  };
}

/**
 * Reads one table's columns out of a raw row, where wholeCartStatement selected them under
 * `prefix`-ed names, converting each value as the ORM's column does. The ORM's own row mapping
 * was about a tenth of a busy server's time under the cart benchmark (docs/benchmarks.md).
 */
class TableDecoder<Row> {
  private readonly columns: readonly { key: string; alias: string; column: Column }[];
  private readonly idAlias: string;

  constructor(table: Table, prefix: string) {
    this.columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      alias: `${prefix}${key}`,
      column,
    }));
    this.idAlias = `${prefix}id`;
  }

  selection(): SQL {
    return sql.join(
      this.columns.map(({ column, alias }) => sql`${column} as ${sql.identifier(alias)}`),
      sql`, `,
    );
  }

  /** Null for the missing side of a left join (no id). */
  decode(row: Readonly<Record<string, unknown>>): Row | null {
    if (row[this.idAlias] == null) return null;
    const decoded: Record<string, unknown> = {};
    for (const { key, alias, column } of this.columns) {
      const value = row[alias];
      decoded[key] = value == null ? null : column.mapFromDriverValue(value);
    }
    return decoded as Row;
  }
}

const cartDecoder = new TableDecoder<CartRow>(carts, 'c_');
const vendorCartDecoder = new TableDecoder<VendorCartRow>(vendorCarts, 'v_');
const lineDecoder = new TableDecoder<CartLineRow>(cartLines, 'l_');

/** The whole-cart statement as raw SQL, each table's columns under a prefix of its own. */
function wholeCartStatement(relaxedDurability: boolean, locking: boolean): SQL {
  const cartId = sql.placeholder('cartId');
  const staleLines = locking ? staleLinesUnderLock(cartId) : sql`false`;
  return sql`select ${cartDecoder.selection()}, ${vendorCartDecoder.selection()},
      ${lineDecoder.selection()}, ${catalogVersionNow} as catalog_version,
      now() as database_now, ${cartVersion} as version, ${relaxedDurability ? relaxCommit : sql`null`} as relaxed,
      ${staleLines} as stale_lines
    from ${carts}
      left join ${vendorCarts} on ${vendorCarts.cartId} = ${carts.id}
      left join ${cartLines} on ${cartLines.vendorCartId} = ${vendorCarts.id}
    where ${carts.id} = ${cartId}
    order by ${vendorCarts.createdAt}, ${vendorCarts.id}, ${cartLines.createdAt}, ${cartLines.id}
    ${locking ? sql`for update of ${carts}` : sql``}`;
}

interface DecodedWholeCartRow extends WholeCartRow {
  staleLines: boolean;
}

function decodeWholeCartRows(raw: readonly Record<string, unknown>[]): DecodedWholeCartRow[] {
  const rows: DecodedWholeCartRow[] = [];
  for (const row of raw) {
    const cart = cartDecoder.decode(row);
    if (!cart) continue;
    rows.push({
      cart,
      vendorCart: vendorCartDecoder.decode(row),
      line: lineDecoder.decode(row),
      ...decodeReadFacts(row),
      version: String(row.version),
      staleLines: row.stale_lines === true,
    });
  }
  return rows;
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
  const name = relaxedDurability ? 'cart_lock_relaxed' : 'cart_lock';
  const result = await preparedSql(tx, name, () =>
    wholeCartStatement(relaxedDurability, true),
  ).execute({ cartId });
  const rows = decodeWholeCartRows(rowsOf(result));
  const whole = await toWholeCart(tx, rows, catalog);
  // After waiting for another writer's lock, PostgreSQL hands back the cart row as that writer
  // left it but the joined lines as they were when this statement began. The cart's xmin as of
  // the statement's snapshot tells: when it differs from the row's, read the lines again (now
  // under the lock, nobody can change them).
  if (whole && rows[0]?.staleLines) whole.contents = await cartContents(tx, cartId);
  return whole;
}

type PromoCodeRow = typeof promoCodes.$inferSelect;
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;

/** The lock statement of placement: the whole cart with its promo code and address rows. */
function buildOrderLockQuery(tx: Db) {
  const cartId = sql.placeholder('cartId');
  return tx
    .select({
      ...wholeCartFields(cartId, false, true),
      promoCode: promoCodes,
      address: customerAddresses,
    })
    .from(carts)
    .leftJoin(vendorCarts, eq(vendorCarts.cartId, carts.id))
    .leftJoin(cartLines, eq(cartLines.vendorCartId, vendorCarts.id))
    .leftJoin(promoCodes, eq(promoCodes.id, carts.promoCodeId))
    .leftJoin(customerAddresses, eq(customerAddresses.id, carts.customerAddressId))
    .where(eq(carts.id, cartId))
    .orderBy(...wholeCartOrder())
    .for('update', { of: carts })
    .prepare('cart_lock_for_order');
}

export interface CartForOrder {
  whole: WholeCart;
  /**
   * The cart's promo code and address rows (not yet checked against the owner), read by the lock
   * statement; null when the lock waited for another writer, whose changes the statement may not
   * have seen in them: read them again then.
   */
  joined: { promoCode: PromoCodeRow | null; address: CustomerAddressRow | null } | null;
}

/** The rows of placement's lock statement. */
export type OrderLockRows = Awaited<ReturnType<ReturnType<typeof buildOrderLockQuery>['execute']>>;

/**
 * Hands placement's lock statement to the connection at once (the statement is written before
 * this returns), for `lockCartForOrder` to read its rows: placement sends it right behind the
 * idempotency key's claim.
 */
export function sendOrderLock(tx: Db, cartId: string): Promise<OrderLockRows> {
  return perConnection(tx, 'cart_lock_for_order', () => buildOrderLockQuery(tx)).execute({
    cartId,
  });
}

/**
 * lockCartWhole for placing an order, carrying the reads placement needs next (the promo code,
 * the address) in the same round trip. Orders keep full durability: no relaxed commit here.
 */
export async function lockCartForOrder(
  tx: Db,
  cartId: string,
  catalog: LocalityLookup,
  sent: Promise<OrderLockRows> = sendOrderLock(tx, cartId),
): Promise<CartForOrder | null> {
  const rows = await sent;
  const whole = await toWholeCart(tx, rows, catalog);
  const [first] = rows;
  if (!whole || !first) return null;
  if (first.staleLines) {
    whole.contents = await cartContents(tx, cartId);
    return { whole, joined: null };
  }
  return { whole, joined: { promoCode: first.promoCode, address: first.address } };
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

async function insertVendorCart(tx: Db, cartId: string, vendorId: string): Promise<VendorCartRow> {
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

/**
 * What an add writes, decided from the cart as read at `version`: the line's new count, or a
 * new line (with its vendor cart when the dish is the vendor's first in this cart), and the
 * delivery point the cart learnt from the add, if any.
 */
export interface AddWrite {
  cartId: string;
  version: string;
  place: { latitude: number; longitude: number } | null;
  /** The new vendor cart's id and vendor, when one is created. */
  newVendorCart: { id: string; vendorId: string } | null;
  line:
    | { kind: 'count'; lineId: string; count: number }
    | { kind: 'insert'; row: Omit<CartLineRow, 'createdAt'> };
}

function buildAddStatement(relaxedDurability: boolean): SQL {
  const column = (name: string) => sql.identifier(name);
  const param = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  const placed = param('placed', 'boolean');
  const newLine = param('newLine', 'boolean');
  // set_config(…, true) lasts for this statement's own transaction: commit without the disk.
  const relax = relaxedDurability ? sql`and ${relaxCommit} is not null` : sql``;
  return sql`
    with stamped as (
      update ${carts} set ${column(carts.updatedAt.name)} = now(),
        ${column(carts.latitude.name)} = case when ${placed} then ${param('latitude', 'float8')} else ${carts.latitude} end,
        ${column(carts.longitude.name)} = case when ${placed} then ${param('longitude', 'float8')} else ${carts.longitude} end
      where ${carts.id} = ${param('cartId', 'uuid')} and ${carts}.xmin = ${param('version', 'xid')} ${relax}
      returning ${carts.updatedAt}, ${cartVersion} as version
    ), new_vendor_cart as (
      insert into ${vendorCarts} (${column(vendorCarts.id.name)}, ${column(vendorCarts.cartId.name)},
        ${column(vendorCarts.vendorId.name)}, ${column(vendorCarts.createdAt.name)})
      select ${param('newVendorCartId', 'uuid')}, ${param('cartId', 'uuid')}, ${param('vendorId', 'uuid')}, now()
      from stamped where ${param('newVendorCart', 'boolean')}
    ), new_line as (
      insert into ${cartLines} (${column(cartLines.id.name)}, ${column(cartLines.cartId.name)},
        ${column(cartLines.vendorCartId.name)}, ${column(cartLines.productId.name)},
        ${column(cartLines.count.name)}, ${column(cartLines.comment.name)},
        ${column(cartLines.components.name)}, ${column(cartLines.componentsKey.name)},
        ${column(cartLines.productName.name)}, ${column(cartLines.createdAt.name)})
      select ${param('lineId', 'uuid')}, ${param('cartId', 'uuid')}, ${param('vendorCartId', 'uuid')},
        ${param('productId', 'uuid')}, ${param('count', 'int')}, ${param('comment', 'text')},
        ${param('components', 'jsonb')}, ${param('componentsKey', 'text')},
        ${param('productName', 'text')}, now()
      from stamped where ${newLine}
    ), new_count as (
      update ${cartLines} set ${column(cartLines.count.name)} = ${param('count', 'int')}
      where ${cartLines.id} = ${param('lineId', 'uuid')} and not ${newLine}
        and exists (select 1 from stamped)
    )
    select ${column(carts.updatedAt.name)} as stamped_at, version from stamped
  `;
}

/**
 * Writes an add in one statement, and only if the cart row is still at the version the add was
 * decided from: nobody changed the cart, its lines included, in between. Stamps the cart in the
 * same statement. Answers the stamp (now(), also the new rows' `created_at`) and the cart's new
 * version, or null when the cart changed or went since it was read, and nothing was written.
 * Under the cart's lock the version cannot move, so there it always writes. Handed to the
 * connection at once, so a pipelined transaction sends COMMIT with it (`commitWith`).
 */
export async function writeAdd(
  db: Db,
  write: AddWrite,
  relaxedDurability: boolean,
): Promise<{ stampedAt: Date; version: string } | null> {
  const { line, newVendorCart, place } = write;
  const inserted = line.kind === 'insert' ? line.row : null;
  const name = relaxedDurability ? 'cart_add_relaxed' : 'cart_add';
  const result = await preparedSql(db, name, () => buildAddStatement(relaxedDurability)).execute({
    cartId: write.cartId,
    version: write.version,
    placed: place !== null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    newVendorCart: newVendorCart !== null,
    newVendorCartId: newVendorCart?.id ?? null,
    vendorId: newVendorCart?.vendorId ?? null,
    newLine: inserted !== null,
    lineId: line.kind === 'count' ? line.lineId : line.row.id,
    vendorCartId: inserted?.vendorCartId ?? null,
    productId: inserted?.productId ?? null,
    count: line.kind === 'count' ? line.count : line.row.count,
    comment: inserted?.comment ?? null,
    components: inserted ? JSON.stringify(inserted.components) : null,
    componentsKey: inserted?.componentsKey ?? null,
    productName: inserted?.productName ?? null,
  });
  const [row] = rowsOf<{ stamped_at: string | Date; version: unknown }>(result);
  if (!row) return null;
  return {
    stampedAt: carts.updatedAt.mapFromDriverValue(row.stamped_at as string) as Date,
    version: String(row.version),
  };
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
