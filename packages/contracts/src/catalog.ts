/**
 * Browsing calls of spec 1 §7 ("Locality and catalogue (public)"): main page, banners,
 * categories, vendors, search, vendor, catalogue, product and content pages.
 *
 * Every text field is already resolved for the request's language (Accept-Language, then the
 * locality's language, then English). Money is integer minor units of the locality's currency.
 */
import { RATING_FILTERS } from '@souk/core/rating-filter';
import { z } from 'zod';
import {
  imageSchema,
  latitudeSchema,
  longitudeSchema,
  receiptTypeSchema,
  uiFlowSchema,
  workingHoursIntervalSchema,
} from './common.ts';

export const VENDORS_PAGE_SIZE = 30;
export const SEARCH_KEYWORD_MAX_LENGTH = 100;

const VENDOR_TYPES = ['STORE', 'RESTAURANT'] as const;
const vendorTypeSchema = z.enum(VENDOR_TYPES);

const ratingFilterSchema = z.enum(RATING_FILTERS);

const uuidSchema = z.uuid();

/**
 * A local date-time in the locality's time zone, sent "with the trailing Z removed"
 * (spec 1 §5): `2026-11-26T14:30:00`. A trailing Z is tolerated and ignored.
 */
export const preorderDateTimeSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?Z?$/,
    'Expected a local date-time YYYY-MM-DDTHH:MM[:SS]',
  );

/** `categories=a,b` or `categories=a&categories=b`: ids of picked categories. */
const categoryIdListSchema = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : typeof value === 'string' ? [value] : [])
      .flatMap((item) => String(item).split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  z.array(uuidSchema).max(50),
);

/** Where the customer is and when they want it: shared by the catalogue calls. */
const browsingContextQuerySchema = z.object({
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  preorderDateTime: preorderDateTimeSchema.optional(),
});

const durationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('value'), minutes: z.number().int() }),
  z.object({ kind: z.literal('range'), min: z.number().int(), max: z.number().int() }),
]);
export type Duration = z.infer<typeof durationSchema>;

/** Mirrors `NearestDelivery` of @souk/core/schedule. */
const nearestDeliverySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('unavailable') }),
  z.object({ kind: z.enum(['today', 'tomorrow']), time: z.string() }),
  z.object({
    kind: z.literal('date'),
    day: z.number().int(),
    month: z.number().int(),
    time: z.string(),
  }),
]);

/** Availability at the moment asked about (now, or preorderDateTime). */
const timeAvailabilitySchema = z.object({
  available: z.boolean(),
  /** ISO instant of the next opening; null when open now or never opening. */
  nextOpeningAt: z.string().nullable(),
  nearestDelivery: nearestDeliverySchema,
});
export type TimeAvailability = z.infer<typeof timeAvailabilitySchema>;

export interface Category {
  id: string;
  name: string;
  image: z.infer<typeof imageSchema> | null;
  children: Category[];
}
const categorySchema: z.ZodType<Category> = z.object({
  id: z.string(),
  name: z.string(),
  image: imageSchema.nullable(),
  get children() {
    return z.array(categorySchema);
  },
});

export const categoriesResponseSchema = z.object({
  /** Roots with children; a category without children is dropped (spec 1 §4). */
  tree: z.array(categorySchema),
  top: z.array(categorySchema),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

const bannerSchema = z.object({
  id: z.string(),
  spot: z.string(),
  title: z.string(),
  image: imageSchema.nullable(),
  /** http(s) link opened in the IframeModal; null for an in-app banner. */
  externalLink: z.string().nullable(),
  vendorId: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersResponseSchema = z.object({ banners: z.array(bannerSchema) });

const componentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Minor units added to the product price per picked unit. */
  price: z.number().int(),
  available: z.boolean(),
  maxCount: z.number().int(),
  order: z.number().int(),
});
export type ProductComponent = z.infer<typeof componentSchema>;

const componentGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  required: z.boolean(),
  multiSelection: z.boolean(),
  /** Most options that can be picked in the group; null means no limit. */
  maxCount: z.number().int().nullable(),
  order: z.number().int(),
  components: z.array(componentSchema),
});
export type ComponentGroup = z.infer<typeof componentGroupSchema>;

const nutritionFactsSchema = z.object({
  calories: z.number().optional(),
  proteins: z.number().optional(),
  fats: z.number().optional(),
  carbohydrates: z.number().optional(),
});

const productSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  sectionId: z.string(),
  name: z.string(),
  description: z.string(),
  /** What one unit costs now: the discount price when a discount runs, else the original. */
  price: z.number().int(),
  originalPrice: z.number().int(),
  discountPrice: z.number().int().nullable(),
  /** Whole percent off, for the % badge; null without a discount. */
  discount: z.number().int().nullable(),
  image: imageSchema.nullable(),
  attributes: z.array(z.enum(['LIQUID', 'WEIGHTED'])),
  available: z.boolean(),
  /** Grams, or millilitres when `liquid`. */
  weight: z.number().int().nullable(),
  liquid: z.boolean(),
  order: z.number().int(),
  tags: z.array(z.string()),
  nutritionFacts: nutritionFactsSchema.nullable(),
  externalLink: z.string().nullable(),
  maxCount: z.number().int().nullable(),
  componentGroups: z.array(componentGroupSchema),
  /** The section's own hours, when it has them. */
  sectionWorkingHours: z.array(workingHoursIntervalSchema).nullable(),
  timeAvailabilityInfo: z.object({
    available: z.boolean(),
    /** Local date-time (no Z) of the next moment the product can be ordered for. */
    closestPreorderDateTime: z.string().nullable(),
  }),
});
export type Product = z.infer<typeof productSchema>;

const vendorSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  vendorType: vendorTypeSchema,
  street: z.string(),
  houseNumber: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  image: imageSchema.nullable(),
  avatar: imageSchema.nullable(),
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Open at the moment asked about. */
  working: z.boolean(),
  workingHours: z.array(workingHoursIntervalSchema),
  timeAvailability: timeAvailabilitySchema,
  /** Minutes; 60 when the vendor gives none (spec 1 §3). */
  minEstimatedDeliveryDuration: z.number().int(),
  maxEstimatedDeliveryDuration: z.number().int(),
  deliveryTime: durationSchema,
  cookingTimeRange: z.object({ start: z.number().int(), end: z.number().int() }).nullable(),
  deliveryPrice: z.number().int(),
  /** Cart total from which delivery is free; null when it never is. */
  freeDeliveryFrom: z.number().int().nullable(),
  /** The locality's minimum order. */
  minOrderPrice: z.number().int(),
  liveMode: z.boolean(),
  /** Kilometres from the customer's point, when one was sent. */
  distanceToCustomer: z.number().nullable(),
  receiptTypes: z.array(receiptTypeSchema),
  sort: z.number().int(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorDetailSchema = vendorSchema.extend({
  popularProducts: z.array(productSchema),
  utensils: z.object({ allowed: z.boolean(), maxCount: z.number().int() }),
  /** False when a customer point was sent and lies outside the delivery zone. */
  deliversToCustomer: z.boolean().nullable(),
});
export type VendorDetail = z.infer<typeof vendorDetailSchema>;

const sectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  order: z.number().int(),
  cookingTime: z.number().int().nullable(),
  imageOrientation: z.enum(['HORIZONTAL', 'VERTICAL']),
  catalogCategoryId: z.string().nullable(),
  /** Null when the section follows the vendor's hours. */
  workingHours: z.array(workingHoursIntervalSchema).nullable(),
  timeAvailability: timeAvailabilitySchema,
  products: z.array(productSchema),
});
export type Section = z.infer<typeof sectionSchema>;

const catalogCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  order: z.number().int(),
});
export type CatalogCategory = z.infer<typeof catalogCategorySchema>;

/** A section as the menu's table of contents lists it: enough for the section tabs. */
const sectionOutlineSchema = z.object({
  id: z.string(),
  name: z.string(),
  catalogCategoryId: z.string().nullable(),
  productCount: z.number().int(),
  /** The part (1-based) whose response carries the section's products. */
  part: z.number().int(),
});

/**
 * Most products one part of a catalogue carries. Parts hold whole sections, so a section larger
 * than this is a part of its own.
 */
export const CATALOGUE_PART_PRODUCTS = 120;

export const catalogResponseSchema = z.object({
  vendor: vendorDetailSchema,
  catalogCategories: z.array(catalogCategorySchema),
  /** On catalogue-page: the catalog category shown (the asked one, else the first). */
  catalogCategoryId: z.string().nullable(),
  sections: z.array(sectionSchema),
  /**
   * When a `part` was asked for: which part this is, how many there are, and every section of
   * the selection in order, so tabs can list sections whose products come in later parts.
   * Null for a whole catalogue.
   */
  parts: z
    .object({
      part: z.number().int(),
      totalParts: z.number().int(),
      outline: z.array(sectionOutlineSchema),
    })
    .nullable(),
});
export type CatalogResponse = z.infer<typeof catalogResponseSchema>;

export const vendorsQuerySchema = browsingContextQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  cartId: z.string().max(64).optional(),
  categories: categoryIdListSchema.optional(),
  searchString: z.string().trim().max(SEARCH_KEYWORD_MAX_LENGTH).optional(),
  receiptType: receiptTypeSchema.optional(),
  rating: ratingFilterSchema.optional(),
});
export type VendorsQuery = z.infer<typeof vendorsQuerySchema>;

export const vendorsPageSchema = z.object({
  vendors: z.array(vendorSchema),
  /** 1-based; more pages exist while page < totalPages (spec 1 §4). */
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type VendorsPage = z.infer<typeof vendorsPageSchema>;

export const computedSectionSchema = z.object({
  key: z.string(),
  name: z.string(),
  products: z.array(productSchema),
});

export const mainPageQuerySchema = vendorsQuerySchema.extend({
  catalogCategoryId: uuidSchema.optional(),
});
export type MainPageQuery = z.infer<typeof mainPageQuerySchema>;

export const mainPageResponseSchema = z.object({
  uiFlow: uiFlowSchema,
  banners: z.array(bannerSchema),
  categories: categoriesResponseSchema,
  /** SINGLE_VENDOR: the vendor's sections; DEFAULT: empty. */
  catalog: z.array(sectionSchema),
  catalogCategories: z.array(catalogCategorySchema),
  computedSections: z.array(computedSectionSchema),
  featureFlags: z.array(z.string()),
  uiComponents: z.object({
    /** Receipt types offered in the locality; the switch shows when there are two or more. */
    receiptTypes: z.array(receiptTypeSchema),
    textLogo: z.boolean(),
  }),
  /** SINGLE_VENDOR: the one vendor; DEFAULT: null. */
  vendor: vendorDetailSchema.nullable(),
  vendorGroups: z.array(
    z.object({ key: z.string(), name: z.string(), vendorIds: z.array(z.string()) }),
  ),
  vendors: vendorsPageSchema,
});
export type MainPageResponse = z.infer<typeof mainPageResponseSchema>;

export const searchRequestSchema = z.object({
  keyword: z.string().trim().min(1).max(SEARCH_KEYWORD_MAX_LENGTH),
  vendorId: uuidSchema.optional(),
});

const searchVendorRefSchema = z.object({ id: z.string(), name: z.string() });
/**
 * A product found across the locality: as any list shows it, with its vendor, but without its
 * option groups. That list links to the vendor page's product dialog, which loads the product
 * whole; a product's groups and options were what the database spent most of an answer on.
 */
const searchProductSchema = productSchema
  .omit({ componentGroups: true })
  .extend({ vendor: searchVendorRefSchema });
export const searchResponseSchema = z.object({
  vendors: z.array(vendorSchema),
  products: z.array(searchProductSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
/**
 * A search within one vendor (`vendorId`): no vendors, and the products whole, option groups
 * included, because that list's add button decides from them whether one tap adds a plain unit
 * or opens the dialog.
 */
export const vendorSearchResponseSchema = z.object({
  vendors: z.array(vendorSchema),
  products: z.array(productSchema.extend({ vendor: searchVendorRefSchema })),
});
export type VendorSearchResponse = z.infer<typeof vendorSearchResponseSchema>;

export const vendorIdParamsSchema = z.object({ id: uuidSchema });
export const vendorCodeParamsSchema = z.object({ code: z.string().min(1).max(64) });
export const productIdParamsSchema = z.object({ id: uuidSchema });
export const catalogQuerySchema = browsingContextQuerySchema.extend({
  catalogCategoryId: uuidSchema.optional(),
  /**
   * Ask for one part (1-based) of a large menu instead of all of it: the storefront renders the
   * first part at once and fetches the others after. Past the last part: 400.
   */
  part: z.coerce.number().int().min(1).max(1000).optional(),
});

export const productResponseSchema = productSchema.extend({
  vendor: z.object({ id: z.string(), name: z.string(), working: z.boolean() }),
});
export type ProductResponse = z.infer<typeof productResponseSchema>;

const contentPageSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
});
export const contentPagesResponseSchema = z.object({
  pages: z.array(contentPageSummarySchema),
});
export const contentPageSchema = contentPageSummarySchema.extend({
  /** Plain text with blank-line paragraphs. */
  body: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
/** `/content-pages/{id}` takes the id or the slug, so a cms-slug page needs one call. */
export const contentPageParamsSchema = z.object({ id: z.string().min(1).max(120) });
