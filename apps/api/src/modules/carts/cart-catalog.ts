/**
 * The live catalogue rows a cart needs, read from the database on every cart call: only the
 * cart's few products and vendors, hidden ones included, so a product hidden a moment ago is
 * reported at once (the browsing cache may be seconds behind) and a deleted one reads as
 * removed rather than vanishing.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client.ts';
import { queryAll } from './query-all.ts';
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

export async function loadCartProducts(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, CartProduct>> {
  const result = new Map<string, CartProduct>();
  if (productIds.length === 0) return result;
  const ids = [...new Set(productIds)];
  const [rows, optionRows] = await queryAll(db, [
    () =>
      db
        .select({
          product: products,
          imageKind: images.kind,
          sectionVisible: sections.visible,
          sectionHours: sections.workingHours,
        })
        .from(products)
        .innerJoin(sections, eq(sections.id, products.sectionId))
        .leftJoin(images, eq(images.id, products.imageId))
        .where(inArray(products.id, ids)),
    // Groups with their components in one round trip; a group without components comes once.
    () =>
      db
        .select({ group: componentGroups, component: components })
        .from(componentGroups)
        .leftJoin(components, eq(components.groupId, componentGroups.id))
        .where(inArray(componentGroups.productId, ids))
        .orderBy(
          asc(componentGroups.sortOrder),
          asc(componentGroups.id),
          asc(components.sortOrder),
          asc(components.id),
        ),
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
  const rows = await db
    .select({ vendor: vendors, avatarKind: avatarImages.kind })
    .from(vendors)
    .leftJoin(avatarImages, eq(avatarImages.id, vendors.avatarId))
    .where(inArray(vendors.id, [...new Set(vendorIds)]));
  for (const { vendor, avatarKind } of rows) {
    result.set(vendor.id, {
      ...vendor,
      avatar: vendor.avatarId && avatarKind ? { id: vendor.avatarId, kind: avatarKind } : null,
    });
  }
  return result;
}
