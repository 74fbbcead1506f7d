/**
 * Pausing the store and marking products sold out. Both write the catalogue tables the storefront
 * reads (vendors.visible, products.available), whose triggers bump the catalogue version in the
 * same transaction, so every cached vendor list, menu, search and cart check sees the change on
 * its very next request (decision 013).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { VendorProduct } from '@souk/contracts/vendor-console';
import { VENDOR_CONSOLE_ERROR_TYPES } from '@souk/contracts/vendor-console';
import type { Db } from '#api/db/client.ts';
import { products, sections, vendorPauses, vendors } from '#api/db/schema/index.ts';
import { ApiError } from '#api/http/api-error.ts';

const productNotFound = () => new ApiError(404, 'notFound', 'Unable to find this product');

export interface StoreState {
  id: string;
  name: string;
  paused: boolean;
}

export class StoreControls {
  constructor(private readonly options: { db: Db; now: () => Date }) {}

  async state(vendorId: string): Promise<StoreState> {
    const [row] = await this.options.db
      .select({ id: vendors.id, name: vendors.name, pausedAt: vendorPauses.pausedAt })
      .from(vendors)
      .leftJoin(vendorPauses, eq(vendorPauses.vendorId, vendors.id))
      .where(eq(vendors.id, vendorId));
    if (!row) throw new ApiError(404, 'notFound', 'Unable to find this vendor');
    return { id: row.id, name: row.name, paused: row.pausedAt !== null };
  }

  /**
   * A paused store leaves the storefront until its staff resume it (decision 019). Only a pause
   * the staff made is undone, so resuming never brings back a vendor the operator hid.
   */
  async setPaused(vendorId: string, staffId: string, paused: boolean): Promise<StoreState> {
    await this.options.db.transaction(async (tx) => {
      const [vendor] = await tx
        .select({ visible: vendors.visible })
        .from(vendors)
        .where(eq(vendors.id, vendorId))
        .for('update');
      if (!vendor) throw new ApiError(404, 'notFound', 'Unable to find this vendor');
      const [pause] = await tx
        .select()
        .from(vendorPauses)
        .where(eq(vendorPauses.vendorId, vendorId));
      if (paused && !pause) {
        if (!vendor.visible) {
          throw new ApiError(
            409,
            VENDOR_CONSOLE_ERROR_TYPES.storeHidden,
            'The operator has taken this store off the storefront',
          );
        }
        await tx.insert(vendorPauses).values({ vendorId, staffId, pausedAt: this.options.now() });
        await tx.update(vendors).set({ visible: false }).where(eq(vendors.id, vendorId));
      } else if (!paused && pause) {
        await tx.delete(vendorPauses).where(eq(vendorPauses.vendorId, vendorId));
        await tx.update(vendors).set({ visible: true }).where(eq(vendors.id, vendorId));
      }
    });
    return this.state(vendorId);
  }

  async products(vendorId: string): Promise<VendorProduct[]> {
    const rows = await this.options.db
      .select({
        id: products.id,
        name: products.name,
        sectionName: sections.name,
        available: products.available,
      })
      .from(products)
      .innerJoin(sections, eq(sections.id, products.sectionId))
      .where(eq(products.vendorId, vendorId))
      .orderBy(asc(sections.sortOrder), asc(products.sortOrder), asc(products.id));
    return rows;
  }

  /** Sold out (false) or back (true); another vendor's product answers 404. */
  async setAvailable(
    vendorId: string,
    productId: string,
    available: boolean,
  ): Promise<VendorProduct> {
    const [row] = await this.options.db
      .update(products)
      .set({ available })
      .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)))
      .returning({ id: products.id });
    if (!row) throw productNotFound();
    const found = (await this.products(vendorId)).find((p) => p.id === productId);
    if (!found) throw productNotFound();
    return found;
  }
}
