/**
 * Favourite vendors and products. A favourite counts only while its vendor (and product, and
 * section) is visible and belongs to the customer's partner: hidden ones drop out of every
 * answer without being deleted, and come back if shown again.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { FAVOURITES_PER_CUSTOMER_MAX } from '@souk/contracts';
import type { Db } from '#api/db/client.ts';
import {
  favouriteProducts,
  favouriteVendors,
  localities,
  products,
  sections,
  vendors,
} from '#api/db/schema/index.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';
import { favouritesLimitReached } from './favourite-errors.ts';

export interface FavouriteVendorRef {
  vendorId: string;
  localityCode: string;
}

const visibleVendorOf = (partnerId: string): SQL | undefined =>
  and(eq(vendors.visible, true), eq(localities.partnerId, partnerId));

const visibleProductOf = (partnerId: string): SQL | undefined =>
  and(eq(products.visible, true), eq(sections.visible, true), visibleVendorOf(partnerId));

export class FavouriteRepository {
  constructor(private readonly db: Db) {}

  /** The visible favourite vendors, most recently added first. */
  vendorRefs(owner: CustomerOwner, localityCode?: string): Promise<FavouriteVendorRef[]> {
    return this.db
      .select({ vendorId: favouriteVendors.vendorId, localityCode: localities.code })
      .from(favouriteVendors)
      .innerJoin(vendors, eq(vendors.id, favouriteVendors.vendorId))
      .innerJoin(localities, eq(localities.id, vendors.localityId))
      .where(
        and(
          eq(favouriteVendors.customerId, owner.customerId),
          eq(favouriteVendors.partnerId, owner.partnerId),
          visibleVendorOf(owner.partnerId),
          localityCode === undefined ? undefined : eq(localities.code, localityCode),
        ),
      )
      .orderBy(desc(favouriteVendors.createdAt), desc(favouriteVendors.vendorId));
  }

  async productIds(owner: CustomerOwner): Promise<string[]> {
    const rows = await this.db
      .select({ id: favouriteProducts.productId })
      .from(favouriteProducts)
      .innerJoin(products, eq(products.id, favouriteProducts.productId))
      .innerJoin(sections, eq(sections.id, products.sectionId))
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .innerJoin(localities, eq(localities.id, vendors.localityId))
      .where(
        and(
          eq(favouriteProducts.customerId, owner.customerId),
          eq(favouriteProducts.partnerId, owner.partnerId),
          visibleProductOf(owner.partnerId),
        ),
      )
      .orderBy(desc(favouriteProducts.createdAt), desc(favouriteProducts.productId));
    return rows.map((row) => row.id);
  }

  async isVisibleVendor(partnerId: string, vendorId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: vendors.id })
      .from(vendors)
      .innerJoin(localities, eq(localities.id, vendors.localityId))
      .where(and(eq(vendors.id, vendorId), visibleVendorOf(partnerId)))
      .limit(1);
    return row !== undefined;
  }

  async isVisibleProduct(partnerId: string, productId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(sections, eq(sections.id, products.sectionId))
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .innerJoin(localities, eq(localities.id, vendors.localityId))
      .where(and(eq(products.id, productId), visibleProductOf(partnerId)))
      .limit(1);
    return row !== undefined;
  }

  /** Idempotent: adding a favourite twice keeps one. */
  async addVendor(owner: CustomerOwner, vendorId: string): Promise<void> {
    const [kept] = await this.db
      .select({ total: count() })
      .from(favouriteVendors)
      .where(eq(favouriteVendors.customerId, owner.customerId));
    if ((kept?.total ?? 0) >= FAVOURITES_PER_CUSTOMER_MAX) {
      // Re-adding one already kept is still fine at the limit.
      if (await this.hasVendor(owner, vendorId)) return;
      throw favouritesLimitReached();
    }
    await this.db
      .insert(favouriteVendors)
      .values({ ...owner, vendorId })
      .onConflictDoNothing();
  }

  async addProduct(owner: CustomerOwner, productId: string): Promise<void> {
    const [kept] = await this.db
      .select({ total: count() })
      .from(favouriteProducts)
      .where(eq(favouriteProducts.customerId, owner.customerId));
    if ((kept?.total ?? 0) >= FAVOURITES_PER_CUSTOMER_MAX) {
      if (await this.hasProduct(owner, productId)) return;
      throw favouritesLimitReached();
    }
    await this.db
      .insert(favouriteProducts)
      .values({ ...owner, productId })
      .onConflictDoNothing();
  }

  async removeVendor(owner: CustomerOwner, vendorId: string): Promise<void> {
    await this.db
      .delete(favouriteVendors)
      .where(
        and(
          eq(favouriteVendors.customerId, owner.customerId),
          eq(favouriteVendors.partnerId, owner.partnerId),
          eq(favouriteVendors.vendorId, vendorId),
        ),
      );
  }

  async removeProduct(owner: CustomerOwner, productId: string): Promise<void> {
    await this.db
      .delete(favouriteProducts)
      .where(
        and(
          eq(favouriteProducts.customerId, owner.customerId),
          eq(favouriteProducts.partnerId, owner.partnerId),
          eq(favouriteProducts.productId, productId),
        ),
      );
  }

  private async hasVendor(owner: CustomerOwner, vendorId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: favouriteVendors.vendorId })
      .from(favouriteVendors)
      .where(
        and(
          eq(favouriteVendors.customerId, owner.customerId),
          eq(favouriteVendors.vendorId, vendorId),
        ),
      );
    return row !== undefined;
  }

  private async hasProduct(owner: CustomerOwner, productId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: favouriteProducts.productId })
      .from(favouriteProducts)
      .where(
        and(
          eq(favouriteProducts.customerId, owner.customerId),
          eq(favouriteProducts.productId, productId),
        ),
      );
    return row !== undefined;
  }
}
