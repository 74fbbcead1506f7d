/**
 * The live catalogue rows a cart needs (kept per catalogue version by cart-catalog-cache.ts):
 * only the cart's few products and vendors, hidden ones included, so a product hidden a moment
 * ago is reported as hidden and a deleted one reads as removed rather than vanishing.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client.ts';
import { inTransaction, queryAll } from './query-all.ts';
import {
  componentGroups,
  components,
  images,
  products,
  sections,
  vendors,
} from '#api/db/schema/index.ts';
import type {
  ComponentGroupRecord,
  ImageRef,
  ProductRow,
  VendorRow,
} from '#api/modules/catalog/catalog-records.ts';

export interface CartProduct extends ProductRow {
  image: ImageRef | null;
  sectionVisible: boolean;
  /** The section's own hours; null when it follows the vendor's. */
  sectionWorkingHours: (typeof sections.$inferSelect)['workingHours'];
  componentGroups: ComponentGroupRecord[];
}

export interface CartVendor extends VendorRow {
  avatar: ImageRef | null;
}

const avatarImages = alias(images, 'cart_avatar_images');

const idList = sql.placeholder('ids');

function readQueries(db: Db) {
  return {
    products: db
      .select({
        product: products,
        imageKind: images.kind,
        sectionVisible: sections.visible,
        sectionHours: sections.workingHours,
      })
      .from(products)
      .innerJoin(sections, eq(sections.id, products.sectionId))
      .leftJoin(images, eq(images.id, products.imageId))
      .where(sql`${products.id} = any(${idList}::uuid[])`),
    // Groups with their components in one round trip; a group without components comes once.
    options: db
      .select({ group: componentGroups, component: components })
      .from(componentGroups)
      .leftJoin(components, eq(components.groupId, componentGroups.id))
      .where(sql`${componentGroups.productId} = any(${idList}::uuid[])`)
      .orderBy(
        asc(componentGroups.sortOrder),
        asc(componentGroups.id),
        asc(components.sortOrder),
        asc(components.id),
      ),
    vendors: db
      .select({ vendor: vendors, avatarKind: avatarImages.kind })
      .from(vendors)
      .leftJoin(avatarImages, eq(avatarImages.id, vendors.avatarId))
      .where(sql`${vendors.id} = any(${idList}::uuid[])`),
  };
}

type ReadQueries = ReturnType<typeof readQueries>;
type Prepared = { [K in keyof ReadQueries]: ReturnType<ReadQueries[K]['prepare']> };
const prepared = new WeakMap<Db, Prepared>();

/**
 * The reads every cart answer makes, prepared once per database: the SQL is built and planned
 * once instead of on every request. Inside a transaction (its own connection) they run unprepared.
 */
function reads(db: Db): Pick<Prepared, keyof Prepared> | ReadQueries {
  if (inTransaction(db)) return readQueries(db);
  let ready = prepared.get(db);
  if (!ready) {
    const queries = readQueries(db);
    ready = {
      products: queries.products.prepare('cart_products'),
      options: queries.options.prepare('cart_product_options'),
      vendors: queries.vendors.prepare('cart_vendors'),
    };
    prepared.set(db, ready);
  }
  return ready;
}

export async function loadCartProducts(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, CartProduct>> {
  const result = new Map<string, CartProduct>();
  if (productIds.length === 0) return result;
  const ids = [...new Set(productIds)];
  const [rows, optionRows] = await queryAll(db, [
    () => reads(db).products.execute({ ids }),
    () => reads(db).options.execute({ ids }),
  ] as const);
  const groups = new Map<string, ComponentGroupRecord>();
  const groupsByProduct = new Map<string, ComponentGroupRecord[]>();
  for (const { group, component } of optionRows) {
    let record = groups.get(group.id);
    if (!record) {
      record = { ...group, components: [] };
      groups.set(group.id, record);
      const list = groupsByProduct.get(group.productId);
      if (list) list.push(record);
      else groupsByProduct.set(group.productId, [record]);
    }
    if (component) record.components.push(component);
  }
  for (const { product, imageKind, sectionVisible, sectionHours } of rows) {
    result.set(product.id, {
      ...product,
      image: product.imageId && imageKind ? { id: product.imageId, kind: imageKind } : null,
      sectionVisible,
      sectionWorkingHours: sectionHours,
      componentGroups: groupsByProduct.get(product.id) ?? [],
    });
  }
  return result;
}

export async function loadCartVendors(
  db: Db,
  vendorIds: readonly string[],
): Promise<Map<string, CartVendor>> {
  const result = new Map<string, CartVendor>();
  if (vendorIds.length === 0) return result;
  const rows = await reads(db).vendors.execute({ ids: [...new Set(vendorIds)] });
  for (const { vendor, avatarKind } of rows) {
    result.set(vendor.id, {
      ...vendor,
      avatar: vendor.avatarId && avatarKind ? { id: vendor.avatarId, kind: avatarKind } : null,
    });
  }
  return result;
}
