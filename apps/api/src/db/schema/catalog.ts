import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { I18nText } from './columns.ts';
import { createdAt, id } from './columns.ts';
import { images } from './images.ts';
import { localities } from './localities.ts';
import type { LatLng, ReceiptType, WorkingHoursRow } from './shared-types.ts';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    localityId: uuid('locality_id')
      .notNull()
      .references(() => localities.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    nameI18n: jsonb('name_i18n').$type<I18nText>().notNull().default({}),
    imageId: uuid('image_id').references(() => images.id),
    isTop: boolean('is_top').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('categories_locality_idx').on(t.localityId, t.parentId)],
);

export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    localityId: uuid('locality_id')
      .notNull()
      .references(() => localities.id, { onDelete: 'cascade' }),
    /** Human-readable slug, used by the single-vendor catalogue path. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameI18n: jsonb('name_i18n').$type<I18nText>().notNull().default({}),
    descriptionI18n: jsonb('description_i18n').$type<I18nText>().notNull().default({}),
    vendorType: text('vendor_type', { enum: ['STORE', 'RESTAURANT'] })
      .notNull()
      .default('RESTAURANT'),
    street: text('street').notNull().default(''),
    /** The street's name in the locality's other languages, so address search finds it in each. */
    streetI18n: jsonb('street_i18n').$type<I18nText>().notNull().default({}),
    houseNumber: text('house_number').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    imageId: uuid('image_id').references(() => images.id),
    avatarId: uuid('avatar_id').references(() => images.id),
    rating: doublePrecision('rating'),
    ratingCount: integer('rating_count').notNull().default(0),
    workingHours: jsonb('working_hours').$type<WorkingHoursRow[]>().notNull().default([]),
    deliveryZone: jsonb('delivery_zone').$type<LatLng[]>().notNull(),
    /** Minor units. */
    deliveryPrice: integer('delivery_price').notNull().default(0),
    /** Minor units of cart total from which delivery is free; null means never free. */
    freeDeliveryFrom: integer('free_delivery_from'),
    minEstimatedDeliveryDuration: integer('min_estimated_delivery_duration'),
    maxEstimatedDeliveryDuration: integer('max_estimated_delivery_duration'),
    cookingTimeStart: integer('cooking_time_start'),
    cookingTimeEnd: integer('cooking_time_end'),
    receiptTypes: jsonb('receipt_types').$type<ReceiptType[]>().notNull().default(['DELIVERY']),
    liveMode: boolean('live_mode').notNull().default(true),
    visible: boolean('visible').notNull().default(true),
    utensilsAllowed: boolean('utensils_allowed').notNull().default(true),
    utensilsMaxCount: integer('utensils_max_count').notNull().default(10),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendors_locality_code_idx').on(t.localityId, t.code),
    index('vendors_locality_sort_idx').on(t.localityId, t.sortOrder),
  ],
);

export const vendorCategories = pgTable(
  'vendor_categories',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.categoryId] }),
    index('vendor_categories_category_idx').on(t.categoryId),
  ],
);

/** A vendor's own menu tabs ("Breakfast", "Drinks"), referenced by sections. */
export const catalogCategories = pgTable(
  'catalog_categories',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameI18n: jsonb('name_i18n').$type<I18nText>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('catalog_categories_vendor_idx').on(t.vendorId)],
);

export const sections = pgTable(
  'sections',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    catalogCategoryId: uuid('catalog_category_id').references(() => catalogCategories.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    nameI18n: jsonb('name_i18n').$type<I18nText>().notNull().default({}),
    visible: boolean('visible').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    cookingTime: integer('cooking_time'),
    imageOrientation: text('image_orientation', { enum: ['HORIZONTAL', 'VERTICAL'] })
      .notNull()
      .default('HORIZONTAL'),
    /** Null means the section follows the vendor's hours. */
    workingHours: jsonb('working_hours').$type<WorkingHoursRow[]>(),
  },
  (t) => [index('sections_vendor_idx').on(t.vendorId, t.sortOrder)],
);

export interface NutritionFactsRow {
  calories?: number;
  proteins?: number;
  fats?: number;
  carbohydrates?: number;
}

export const products = pgTable(
  'products',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameI18n: jsonb('name_i18n').$type<I18nText>().notNull().default({}),
    description: text('description').notNull().default(''),
    descriptionI18n: jsonb('description_i18n').$type<I18nText>().notNull().default({}),
    /** Minor units: the regular price. */
    price: integer('price').notNull(),
    /** Minor units: the discounted price when a discount runs. */
    discountPrice: integer('discount_price'),
    imageId: uuid('image_id').references(() => images.id),
    attributes: jsonb('attributes').$type<('LIQUID' | 'WEIGHTED')[]>().notNull().default([]),
    available: boolean('available').notNull().default(true),
    visible: boolean('visible').notNull().default(true),
    /** Grams, or millilitres for liquids. */
    weight: integer('weight'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    nutritionFacts: jsonb('nutrition_facts').$type<NutritionFactsRow>(),
    externalLink: text('external_link'),
    maxCount: integer('max_count'),
    popular: boolean('popular').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('products_section_idx').on(t.sectionId, t.sortOrder),
    index('products_vendor_idx').on(t.vendorId),
  ],
);

export const componentGroups = pgTable(
  'component_groups',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameI18n: jsonb('name_i18n').$type<I18nText>().notNull().default({}),
    required: boolean('required').notNull().default(false),
    multiSelection: boolean('multi_selection').notNull().default(false),
    /** Most options that can be picked in the group; null means no limit. */
    maxCount: integer('max_count'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('component_groups_product_idx').on(t.productId)],
);

export const components = pgTable(
  'components',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => componentGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameI18n: jsonb('name_i18n').$type<I18nText>().notNull().default({}),
    /** Minor units added to the product price. */
    price: integer('price').notNull().default(0),
    available: boolean('available').notNull().default(true),
    maxCount: integer('max_count').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('components_group_idx').on(t.groupId)],
);

export const banners = pgTable(
  'banners',
  {
    id: id(),
    localityId: uuid('locality_id')
      .notNull()
      .references(() => localities.id, { onDelete: 'cascade' }),
    spot: text('spot').notNull().default('TOP'),
    imageId: uuid('image_id').references(() => images.id),
    titleI18n: jsonb('title_i18n').$type<I18nText>().notNull().default({}),
    externalLink: text('external_link'),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('banners_locality_idx').on(t.localityId, t.sortOrder)],
);
