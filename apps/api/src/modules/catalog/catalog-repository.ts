/**
 * Every read of the browsing calls. Each method is a handful of set-based queries (never one
 * per vendor or product); callers cache the results.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client.ts';
import {
  banners,
  catalogCategories,
  categories,
  componentGroups,
  components,
  images,
  localities,
  products,
  sections,
  vendorCategories,
  vendors,
} from '#api/db/schema/index.ts';
import type { LocalityRow } from '#api/modules/localities/locality-repository.ts';
import { visibleProductRecords, visibleProductSummaries } from './product-records-json.ts';
import type {
  CatalogRecord,
  CategoryRecord,
  ComponentGroupRecord,
  ImageRef,
  ProductRecord,
  ProductSummaryRecord,
  SectionRecord,
  VendorCategoryRef,
  VendorRecord,
  VendorRow,
} from './catalog-records.ts';

type BannerRow = typeof banners.$inferSelect;
export interface BannerRecord extends BannerRow {
  image: ImageRef | null;
}

/** Postgres binds at most 65535 parameters; id lists are sent in slices well below that. */
const ID_BATCH = 5_000;

const coverImages = alias(images, 'cover_images');
const avatarImages = alias(images, 'avatar_images');

export class CatalogRepository {
  constructor(private readonly db: Db) {}

  /** Visible vendors of a locality with their pictures and categories, in `sort_order, id`. */
  async localityVendors(localityId: string): Promise<VendorRecord[]> {
    return this.vendorRecords(and(eq(vendors.localityId, localityId), eq(vendors.visible, true)));
  }

  async locality(localityId: string): Promise<LocalityRow | null> {
    const [row] = await this.db
      .select()
      .from(localities)
      .where(eq(localities.id, localityId))
      .limit(1);
    return row ?? null;
  }

  /**
   * A visible vendor of the partner by its code. Codes are unique per locality only, so a
   * single-vendor locality's vendor wins, then the locality order.
   */
  async partnerVendorIdByCode(partnerId: string, code: string): Promise<string | null> {
    const rows = await this.db
      .select({ id: vendors.id, uiFlow: localities.uiFlow })
      .from(vendors)
      .innerJoin(localities, eq(localities.id, vendors.localityId))
      .where(
        and(eq(vendors.code, code), eq(vendors.visible, true), eq(localities.partnerId, partnerId)),
      )
      .orderBy(asc(localities.sortOrder), asc(localities.code));
    const best = rows.find((row) => row.uiFlow === 'SINGLE_VENDOR') ?? rows[0];
    return best?.id ?? null;
  }

  /** The vendor a visible product of the partner belongs to. */
  async partnerProductVendorId(partnerId: string, productId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ vendorId: products.vendorId })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .innerJoin(localities, eq(localities.id, vendors.localityId))
      .where(and(eq(products.id, productId), eq(localities.partnerId, partnerId)))
      .limit(1);
    return row?.vendorId ?? null;
  }

  /** A visible vendor's visible menu; null when the vendor is hidden or gone. */
  async catalog(vendorId: string): Promise<CatalogRecord | null> {
    const [vendor] = await this.vendorRecords(
      and(eq(vendors.id, vendorId), eq(vendors.visible, true)),
    );
    if (!vendor) return null;
    const [sectionRows, tabRows, productRecords] = await Promise.all([
      this.db
        .select()
        .from(sections)
        .where(and(eq(sections.vendorId, vendorId), eq(sections.visible, true)))
        .orderBy(asc(sections.sortOrder), asc(sections.id)),
      this.db
        .select()
        .from(catalogCategories)
        .where(eq(catalogCategories.vendorId, vendorId))
        .orderBy(asc(catalogCategories.sortOrder), asc(catalogCategories.id)),
      this.productRecords(eq(products.vendorId, vendorId)),
    ]);
    const bySection = groupBy(productRecords, (product) => product.sectionId);
    // "Sections without products are dropped" (spec 1 §4).
    const sectionRecords: SectionRecord[] = sectionRows
      .map((section) => ({ ...section, products: bySection.get(section.id) ?? [] }))
      .filter((section) => section.products.length > 0);
    const usedTabs = new Set(sectionRecords.map((section) => section.catalogCategoryId));
    return {
      vendor,
      catalogCategories: tabRows.filter((tab) => usedTabs.has(tab.id)),
      sections: sectionRecords,
    };
  }

  /** Visible products (of visible sections and vendors) by id, in no particular order. */
  productRecordsByIds(productIds: readonly string[]): Promise<ProductRecord[]> {
    return inSlices(productIds, (ids) => visibleProductRecords(this.db, ids));
  }

  /** The same, without their option groups: what a search across the locality lists. */
  productSummariesByIds(productIds: readonly string[]): Promise<ProductSummaryRecord[]> {
    return inSlices(productIds, (ids) => visibleProductSummaries(this.db, ids));
  }

  /** A locality's popular products of visible vendors, in vendor then menu order. */
  async popularProducts(localityId: string, limit: number): Promise<ProductRecord[]> {
    return this.productRecords(
      and(eq(vendors.localityId, localityId), eq(products.popular, true)),
      limit,
    );
  }

  async categories(localityId: string): Promise<CategoryRecord[]> {
    const rows = await this.db
      .select({ category: categories, imageKind: images.kind })
      .from(categories)
      .leftJoin(images, eq(images.id, categories.imageId))
      .where(eq(categories.localityId, localityId))
      .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
    return rows.map(({ category, imageKind }) => ({
      ...category,
      image: imageRef(category.imageId, imageKind),
    }));
  }

  async banners(localityId: string): Promise<BannerRecord[]> {
    const rows = await this.db
      .select({ banner: banners, imageKind: images.kind })
      .from(banners)
      .leftJoin(images, eq(images.id, banners.imageId))
      .where(eq(banners.localityId, localityId))
      .orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id));
    return rows.map(({ banner, imageKind }) => ({
      ...banner,
      image: imageRef(banner.imageId, imageKind),
    }));
  }

  private async vendorRecords(condition: SQL | undefined): Promise<VendorRecord[]> {
    const rows = await this.db
      .select({ vendor: vendors, coverKind: coverImages.kind, avatarKind: avatarImages.kind })
      .from(vendors)
      .innerJoin(localities, eq(localities.id, vendors.localityId))
      .leftJoin(coverImages, eq(coverImages.id, vendors.imageId))
      .leftJoin(avatarImages, eq(avatarImages.id, vendors.avatarId))
      .where(condition)
      .orderBy(asc(vendors.sortOrder), asc(vendors.id));
    const categoriesByVendor = await this.vendorCategories(rows.map((row) => row.vendor));
    return rows.map(({ vendor, coverKind, avatarKind }) => ({
      ...vendor,
      image: imageRef(vendor.imageId, coverKind),
      avatar: imageRef(vendor.avatarId, avatarKind),
      categories: categoriesByVendor.get(vendor.id) ?? [],
    }));
  }

  private async vendorCategories(
    vendorRows: readonly VendorRow[],
  ): Promise<Map<string, VendorCategoryRef[]>> {
    const result = new Map<string, VendorCategoryRef[]>();
    if (vendorRows.length === 0) return result;
    const localityIds = [...new Set(vendorRows.map((vendor) => vendor.localityId))];
    // One locality's links in one query; a handful of vendors by id otherwise.
    const scope =
      vendorRows.length > 50 && localityIds.length === 1
        ? eq(categories.localityId, localityIds[0] as string)
        : inArray(
            vendorCategories.vendorId,
            vendorRows.map((vendor) => vendor.id),
          );
    const rows = await this.db
      .select({
        vendorId: vendorCategories.vendorId,
        id: categories.id,
        name: categories.name,
        nameI18n: categories.nameI18n,
      })
      .from(vendorCategories)
      .innerJoin(categories, eq(categories.id, vendorCategories.categoryId))
      .where(scope)
      .orderBy(asc(categories.sortOrder), asc(categories.id));
    for (const { vendorId, ...category } of rows) {
      const list = result.get(vendorId);
      if (list) list.push(category);
      else result.set(vendorId, [category]);
    }
    return result;
  }

  /**
   * `knownIds`, when the caller already knows which products it asks for: their option groups
   * are read alongside the products instead of after them (those of a product that turns out
   * hidden are simply not used).
   */
  private async productRecords(
    condition: SQL | undefined,
    limit?: number,
  ): Promise<ProductRecord[]> {
    const query = this.db
      .select({
        product: products,
        imageKind: images.kind,
        sectionHours: sections.workingHours,
      })
      .from(products)
      .innerJoin(sections, eq(sections.id, products.sectionId))
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .leftJoin(images, eq(images.id, products.imageId))
      .where(
        and(
          condition,
          eq(products.visible, true),
          eq(sections.visible, true),
          eq(vendors.visible, true),
        ),
      )
      .orderBy(
        asc(vendors.sortOrder),
        asc(vendors.id),
        asc(sections.sortOrder),
        asc(sections.id),
        asc(products.sortOrder),
        asc(products.id),
      );
    const rows = await (limit === undefined ? query : query.limit(limit));
    const groups = await this.componentGroupsOf(rows.map((row) => row.product.id));
    return rows.map(({ product, imageKind, sectionHours }) => ({
      ...product,
      image: imageRef(product.imageId, imageKind),
      componentGroups: groups.get(product.id) ?? [],
      sectionWorkingHours: sectionHours,
    }));
  }

  private async componentGroupsOf(
    productIds: readonly string[],
  ): Promise<Map<string, ComponentGroupRecord[]>> {
    const result = new Map<string, ComponentGroupRecord[]>();
    for (const ids of slices(productIds)) {
      const [groupRows, componentRows] = await Promise.all([
        this.db
          .select()
          .from(componentGroups)
          .where(inArray(componentGroups.productId, ids))
          .orderBy(asc(componentGroups.sortOrder), asc(componentGroups.id)),
        this.db
          .select({ component: components })
          .from(components)
          .innerJoin(componentGroups, eq(componentGroups.id, components.groupId))
          .where(inArray(componentGroups.productId, ids))
          .orderBy(asc(components.sortOrder), asc(components.id)),
      ]);
      const byGroup = groupBy(
        componentRows.map((row) => row.component),
        (component) => component.groupId,
      );
      for (const group of groupRows) {
        const record = { ...group, components: byGroup.get(group.id) ?? [] };
        const list = result.get(group.productId);
        if (list) list.push(record);
        else result.set(group.productId, [record]);
      }
    }
    return result;
  }
}

/** node-postgres answers `{ rows }`, PGlite the same; both carry the one row asked for. */
function imageRef(id: string | null, kind: ImageRef['kind'] | null): ImageRef | null {
  return id && kind ? { id, kind } : null;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

function* slices<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += ID_BATCH) {
    yield items.slice(start, start + ID_BATCH);
  }
}

/** What `load` gives for each slice of the ids, one slice after the other, put together. */
async function inSlices<T>(
  ids: readonly string[],
  load: (slice: string[]) => Promise<T[]>,
): Promise<T[]> {
  const loaded: T[] = [];
  for (const slice of slices(ids)) {
    for (const item of await load(slice)) loaded.push(item);
  }
  return loaded;
}
