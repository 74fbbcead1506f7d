/**
 * Row builders and insert helpers shared by the demo seed, the large seed and test fixtures.
 * `build*` functions are pure (they fill defaults and a fresh id, so whole trees can be inserted
 * in a few multi-row statements); `insert*` functions write one row and return it.
 */
import { randomUUID } from 'node:crypto';
import type { PgTable, TableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client.ts';
import * as schema from '#api/db/schema/index.ts';
import { zonePolygon } from './geo.ts';
import { hours } from './hours.ts';

export type NewImage = typeof schema.images.$inferInsert;
export type NewPartner = typeof schema.partners.$inferInsert;
export type NewLocality = typeof schema.localities.$inferInsert;
export type NewCategory = typeof schema.categories.$inferInsert;
export type NewVendor = typeof schema.vendors.$inferInsert;
export type NewCatalogCategory = typeof schema.catalogCategories.$inferInsert;
export type NewSection = typeof schema.sections.$inferInsert;
export type NewProduct = typeof schema.products.$inferInsert;
export type NewComponentGroup = typeof schema.componentGroups.$inferInsert;
export type NewComponent = typeof schema.components.$inferInsert;
export type NewBanner = typeof schema.banners.$inferInsert;
export type NewContentPage = typeof schema.contentPages.$inferInsert;

/** Postgres accepts at most 65535 bind parameters per statement; 1000 rows stays well below. */
const DEFAULT_BATCH_SIZE = 1000;

/** Multi-row inserts in slices; pass a transaction as `db` to keep them atomic. */
export async function insertRows<T extends TableConfig>(
  db: Db,
  table: PgTable<T>,
  rows: readonly PgTable<T>['$inferInsert'][],
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(table).values(rows.slice(start, start + batchSize));
  }
}

let counter = 0;
/** Unique enough codes for fixtures that do not care about them. */
function uniqueCode(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}-${randomUUID().slice(0, 8)}`;
}

export function buildImage(input: Partial<NewImage> = {}): NewImage & { id: string } {
  return {
    kind: 'product',
    emoji: '1f37d',
    background: '#f4f4f5',
    label: null,
    ...input,
    id: input.id ?? randomUUID(),
  };
}

export function buildPartner(input: Partial<NewPartner> = {}): NewPartner & { id: string } {
  return {
    code: uniqueCode('partner'),
    platformName: 'Souk',
    officialName: 'Souk Test Ltd',
    officialAddress: '1 Test Street, Testville',
    supportPhone: '+371 20 000 000',
    supportEmail: 'support@example.com',
    languages: [{ code: 'en', mandatory: true }],
    links: {
      aboutUs: null,
      termsOfUse: null,
      privacyPolicy: null,
      becomeACourier: null,
      becomeAVendor: null,
      iosApp: null,
      androidApp: null,
      socialNetworks: [],
    },
    workingHours: hours('08:00', '23:00'),
    theme: {
      primaryColor: '#0f766e',
      primaryContrastColor: '#ffffff',
      accentColor: '#b45309',
      surfaceColor: '#ffffff',
      textColor: '#1f2937',
    },
    ...input,
    id: input.id ?? randomUUID(),
  };
}

/** Defaults: an English locality in EUR around Riga's centre with a 10 km zone. */
export function buildLocality(
  input: Partial<NewLocality> & Pick<NewLocality, 'partnerId'>,
): NewLocality & { id: string } {
  const center: [number, number] = [
    input.centerLatitude ?? 56.9496,
    input.centerLongitude ?? 24.1052,
  ];
  return {
    code: uniqueCode('locality'),
    name: 'Testville',
    nameI18n: { en: 'Testville' },
    lang: 'en',
    currencyCode: 'EUR',
    currencySymbol: '€',
    countryCode: 'LV',
    timeZone: 'Europe/Riga',
    centerLatitude: center[0],
    centerLongitude: center[1],
    deliveryZone: zonePolygon(center, 10),
    ...input,
    id: input.id ?? randomUUID(),
  };
}

export function buildCategory(
  input: Partial<NewCategory> & Pick<NewCategory, 'localityId' | 'name'>,
): NewCategory & { id: string } {
  return { nameI18n: { en: input.name }, ...input, id: input.id ?? randomUUID() };
}

/** Defaults: a restaurant open 10:00-22:00 daily, at the locality default centre, 5 km zone. */
export function buildVendor(
  input: Partial<NewVendor> & Pick<NewVendor, 'localityId'>,
): NewVendor & { id: string } {
  const name = input.name ?? 'Test Vendor';
  const center: [number, number] = [input.latitude ?? 56.9496, input.longitude ?? 24.1052];
  return {
    code: uniqueCode('vendor'),
    name,
    nameI18n: { en: name },
    latitude: center[0],
    longitude: center[1],
    deliveryZone: zonePolygon(center, 5),
    workingHours: hours('10:00', '22:00'),
    ...input,
    id: input.id ?? randomUUID(),
  };
}

export function buildCatalogCategory(
  input: Partial<NewCatalogCategory> & Pick<NewCatalogCategory, 'vendorId' | 'name'>,
): NewCatalogCategory & { id: string } {
  return { nameI18n: { en: input.name }, ...input, id: input.id ?? randomUUID() };
}

export function buildSection(
  input: Partial<NewSection> & Pick<NewSection, 'vendorId'>,
): NewSection & { id: string } {
  const name = input.name ?? 'Menu';
  return { name, nameI18n: { en: name }, ...input, id: input.id ?? randomUUID() };
}

export function buildProduct(
  input: Partial<NewProduct> & Pick<NewProduct, 'vendorId' | 'sectionId'>,
): NewProduct & { id: string } {
  const name = input.name ?? 'Test Product';
  return { name, nameI18n: { en: name }, price: 1000, ...input, id: input.id ?? randomUUID() };
}

export function buildComponentGroup(
  input: Partial<NewComponentGroup> & Pick<NewComponentGroup, 'productId' | 'name'>,
): NewComponentGroup & { id: string } {
  return { nameI18n: { en: input.name }, ...input, id: input.id ?? randomUUID() };
}

export function buildComponent(
  input: Partial<NewComponent> & Pick<NewComponent, 'groupId' | 'name'>,
): NewComponent & { id: string } {
  return { nameI18n: { en: input.name }, ...input, id: input.id ?? randomUUID() };
}

export function buildBanner(
  input: Partial<NewBanner> & Pick<NewBanner, 'localityId'>,
): NewBanner & { id: string } {
  return { ...input, id: input.id ?? randomUUID() };
}

export function buildContentPage(
  input: Partial<NewContentPage> & Pick<NewContentPage, 'partnerId' | 'slug'>,
): NewContentPage & { id: string } {
  return { ...input, id: input.id ?? randomUUID() };
}

// --- one-row inserts for tests ---------------------------------------------------------------

export async function insertImage(db: Db, input: Partial<NewImage> = {}) {
  const [row] = await db.insert(schema.images).values(buildImage(input)).returning();
  return required(row, 'image');
}

export async function insertPartner(db: Db, input: Partial<NewPartner> = {}) {
  const [row] = await db.insert(schema.partners).values(buildPartner(input)).returning();
  return required(row, 'partner');
}

export async function insertLocality(
  db: Db,
  input: Partial<NewLocality> & Pick<NewLocality, 'partnerId'>,
) {
  const [row] = await db.insert(schema.localities).values(buildLocality(input)).returning();
  return required(row, 'locality');
}

export async function insertCategory(
  db: Db,
  input: Partial<NewCategory> & Pick<NewCategory, 'localityId' | 'name'>,
) {
  const [row] = await db.insert(schema.categories).values(buildCategory(input)).returning();
  return required(row, 'category');
}

/** A vendor, linked to `categoryIds` when given. */
export async function insertVendor(
  db: Db,
  input: Partial<NewVendor> & Pick<NewVendor, 'localityId'> & { categoryIds?: string[] },
) {
  const { categoryIds = [], ...vendorInput } = input;
  const [row] = await db.insert(schema.vendors).values(buildVendor(vendorInput)).returning();
  const vendor = required(row, 'vendor');
  if (categoryIds.length > 0) {
    await db
      .insert(schema.vendorCategories)
      .values(categoryIds.map((categoryId) => ({ vendorId: vendor.id, categoryId })));
  }
  return vendor;
}

export async function insertSection(
  db: Db,
  input: Partial<NewSection> & Pick<NewSection, 'vendorId'>,
) {
  const [row] = await db.insert(schema.sections).values(buildSection(input)).returning();
  return required(row, 'section');
}

export interface ComponentGroupInput extends Partial<Omit<NewComponentGroup, 'productId'>> {
  name: string;
  components: (Partial<Omit<NewComponent, 'groupId'>> & { name: string })[];
}

/** A product with its option groups and their components. */
export async function insertProduct(
  db: Db,
  input: Partial<NewProduct> &
    Pick<NewProduct, 'vendorId' | 'sectionId'> & { componentGroups?: ComponentGroupInput[] },
) {
  const { componentGroups = [], ...productInput } = input;
  const [row] = await db.insert(schema.products).values(buildProduct(productInput)).returning();
  const product = required(row, 'product');
  for (const [groupIndex, group] of componentGroups.entries()) {
    const { components, ...groupInput } = group;
    const groupRow = buildComponentGroup({
      sortOrder: groupIndex,
      ...groupInput,
      productId: product.id,
    });
    await db.insert(schema.componentGroups).values(groupRow);
    if (components.length > 0) {
      await db
        .insert(schema.components)
        .values(
          components.map((c, i) => buildComponent({ sortOrder: i, ...c, groupId: groupRow.id })),
        );
    }
  }
  return product;
}

export async function insertBanner(
  db: Db,
  input: Partial<NewBanner> & Pick<NewBanner, 'localityId'>,
) {
  const [row] = await db.insert(schema.banners).values(buildBanner(input)).returning();
  return required(row, 'banner');
}

export async function insertContentPage(
  db: Db,
  input: Partial<NewContentPage> & Pick<NewContentPage, 'partnerId' | 'slug'>,
) {
  const [row] = await db.insert(schema.contentPages).values(buildContentPage(input)).returning();
  return required(row, 'content page');
}

function required<T>(row: T | undefined, what: string): T {
  if (!row) throw new Error(`Inserting the ${what} returned no row`);
  return row;
}
