/**
 * Cart calls of spec 2 §7 ("Cart"; "Payments, promo codes, referral") under `/api`, with the
 * entity names of spec 2 §3 (Cart, Vendor cart, Cart item, Validation result, Promo code
 * types).
 *
 * Money is integer minor units of the cart's locality currency, always computed on the
 * server: no request below carries a price, and unknown keys in a body are dropped.
 *
 * Every cart call answers the whole cart (`cartResponseSchema`) so the client can replace its
 * optimistic copy with the server's; `validateCartResult` is computed on every read and write
 * against the live catalogue, schedule and clock.
 *
 * Path parameters, as spec 2 §7 writes them:
 * - `/carts/{id}` and `/carts/{cartId}/…`: the cart id (`cartId`);
 * - `/carts/{vendorCartId}/products/{productId}` (PUT and DELETE) and
 *   `/carts/{vendorCartId}/cutlery`: a vendor cart id and a cart line id (`cartProductId`).
 *
 * Who may use a cart: its customer (session cookie or bearer token), or for an anonymous cart
 * the guest that created it (httpOnly cookie `souk_guest` on the path /api, set by POST /carts,
 * or the header `X-Guest-Token` on native: send `X-Guest-Token: new` to POST /carts and keep the
 * `guestToken` it answers). Anybody else gets `404 {type: "CartNotFoundException"}`. A guest cart
 * becomes the customer's on the first cart call that carries both credentials (keeping its id;
 * lines of the customer's older cart in the locality are added; an empty guest cart is dropped
 * instead). One cart per owner: POST /carts again answers the owner's cart in that locality.
 */
import { PROMO_CODE_MAX_LENGTH } from '@souk/core/validation';
import { z } from 'zod';
import { i18nTextSchema, imageSchema, paymentTypeSchema, receiptTypeSchema } from './common.ts';
import { computedSectionSchema, preorderDateTimeSchema } from './catalog.ts';
import { apiErrorSchema } from './errors.ts';

/** Vendors one cart may hold; one more answers `400 CartVendorsMaxLimitException`. */
export const CART_VENDORS_MAX = 5;
/** Most lines in one vendor cart. */
export const CART_LINES_MAX = 50;
/** Units of one line, whatever the product allows; more is a 400. */
export const CART_ITEM_COUNT_MAX = 999;
/** A line comment ("no onions"). */
const CART_COMMENT_MAX_LENGTH = 500;
/** Header carrying the guest credential of an anonymous cart on native. */
export const GUEST_TOKEN_HEADER = 'x-guest-token';
/** httpOnly cookie carrying the guest credential on the web. */
export const GUEST_COOKIE = 'souk_guest';

/**
 * Cart refusals besides `CartNotFoundException` (404) and `CartVendorsMaxLimitException`
 * (400, both in ERROR_TYPES). All are 400 unless noted; each body has `type`, `errorCode` and
 * `message`, and validation failures carry `fieldErrors`.
 */
export const CART_ERROR_TYPES = {
  /** 404: the product does not exist, is in another locality, or is not the vendor's. */
  productNotFound: { type: 'ProductNotFoundException', errorCode: 'product_not_found' },
  /** 404: unknown vendor, or one outside the cart's locality. */
  vendorNotFound: { type: 'VendorNotFoundException', errorCode: 'vendor_not_found' },
  /** 404: unknown line or vendor cart of this cart. */
  cartItemNotFound: { type: 'CartItemNotFoundException', errorCode: 'cart_item_not_found' },
  /** 404: customerAddressId is not one of the customer's addresses. */
  addressNotFound: { type: 'AddressNotFoundException', errorCode: 'address_not_found' },
  /** The product is hidden, sold out or its section/vendor is closed at the cart's time. */
  productNotAvailable: {
    type: 'ProductNotAvailableException',
    errorCode: 'product_not_available',
  },
  /** The picked options break the product's option rules; `optionReasons` lists why. */
  invalidComponents: { type: 'InvalidComponentsException', errorCode: 'invalid_components' },
  /** "This vendor doesn't deliver to this address". */
  vendorDoesNotDeliver: {
    type: 'VendorDeliveryUnavailableException',
    errorCode: 'vendor_does_not_deliver',
  },
  /** The receipt type or payment type is not offered here. */
  notOffered: { type: 'CartOptionNotOfferedException', errorCode: 'cart_option_not_offered' },
  /** Tip outside tipSettings (disabled, over tipMax or off tipStep). */
  invalidTip: { type: 'InvalidTipException', errorCode: 'invalid_tip' },
  /** Utensils over utensils.maxCount or not allowed. */
  invalidCutlery: { type: 'InvalidCutleryException', errorCode: 'invalid_cutlery' },
  /** Too many lines in one vendor cart. */
  cartLinesMaxLimit: {
    type: 'CartLinesMaxLimitException',
    errorCode: 'cart_lines_max_limit',
  },
} as const;

/**
 * Why a product cannot be added: hidden or sold out, its vendor closed at the cart's time, its
 * section (category) closed then, or its maximum count reached.
 */
export const PRODUCT_UNAVAILABLE_REASONS = [
  'PRODUCT_UNAVAILABLE',
  'VENDOR_CLOSED',
  'SECTION_CLOSED',
  'MAX_COUNT',
] as const;
export type ProductUnavailableReason = (typeof PRODUCT_UNAVAILABLE_REASONS)[number];

/** Error body of the cart calls: the common one plus what some refusals add. */
export const cartErrorSchema = apiErrorSchema.extend({
  /** InvalidComponentsException: what is wrong with the options. */
  optionReasons: z.array(z.lazy(() => optionInvalidReasonSchema)).optional(),
  /** VendorDeliveryUnavailableException: the vendors that do not deliver there. */
  vendorIds: z.array(z.string()).optional(),
  /** CartVendorsMaxLimitException: the limit. */
  maxVendors: z.number().int().optional(),
  /** ProductNotAvailableException: why, so the storefront can say it in the customer's language. */
  unavailableReason: z.enum(PRODUCT_UNAVAILABLE_REASONS).optional(),
});

const PROMO_CODE_TYPES = ['FIXED', 'PERCENT', 'FREE_DELIVERY'] as const;
export const promoCodeTypeSchema = z.enum(PROMO_CODE_TYPES);

/** Spec 2 §5 "Promo code results". */
const PROMO_CODE_RESULTS = ['DOES_NOT_APPLY', 'NOT_FOUND', 'OK', 'OUTDATED', 'UTILIZED'] as const;
const promoCodeResultSchema = z.enum(PROMO_CODE_RESULTS);
export type PromoCodeResult = z.infer<typeof promoCodeResultSchema>;

/** "Input is Cyrillic, Latin or digits, up to 20 characters." Case is ignored on the server. */
const promoCodeInputSchema = z
  .string()
  .trim()
  .min(1)
  .max(PROMO_CODE_MAX_LENGTH)
  .regex(/^(?:[A-Za-z0-9]|(?=\p{L})\p{Script=Cyrillic})+$/u, 'Cyrillic, Latin letters or digits');

const PRODUCT_INVALID_STATUSES = [
  'PRODUCT_REMOVED',
  'PRODUCT_HIDDEN',
  'PRODUCT_NOT_AVAILABLE',
  'PRODUCT_INVALID_DELIVERY_INTERVAL',
  'PRODUCT_MAX_COUNT',
] as const;
const productInvalidStatusSchema = z.enum(PRODUCT_INVALID_STATUSES);

const OPTION_INVALID_REASONS = [
  'REMOVED',
  'INVALID_REQUIRED',
  'INVALID_MULTI_SELECTION',
  'COMPONENTS_NOT_AVAILABLE',
  'OPTIONS_REMOVED',
] as const;
const optionInvalidReasonSchema = z.enum(OPTION_INVALID_REASONS);
export type OptionInvalidReason = z.infer<typeof optionInvalidReasonSchema>;

const VENDOR_INVALID_STATUSES = ['VENDOR_HIDDEN', 'VENDOR_INVALID_DELIVERY_INTERVAL'] as const;
const vendorInvalidStatusSchema = z.enum(VENDOR_INVALID_STATUSES);

/** Why a chosen delivery time cannot be kept (mirrors core `checkDeliveryTime`). */
const DELIVERY_TIME_INVALID_REASONS = [
  'MALFORMED',
  'CLOSED_NOW',
  'TOO_SOON',
  'OUTSIDE_WORKING_HOURS',
  'BEYOND_PREORDER_PERIOD',
  'PREORDER_DISABLED',
] as const;
const deliveryTimeInvalidReasonSchema = z.enum(DELIVERY_TIME_INVALID_REASONS);

const invalidProductSchema = z.object({
  cartProductId: z.string(),
  vendorCartId: z.string(),
  productId: z.string(),
  status: productInvalidStatusSchema,
  /** With a product status caused by its options: what is wrong with them. */
  optionReasons: z.array(optionInvalidReasonSchema),
  /** PRODUCT_MAX_COUNT: the most units the product allows. */
  maxCount: z.number().int().nullable(),
});
export type InvalidProduct = z.infer<typeof invalidProductSchema>;

const invalidVendorSchema = z.object({
  vendorCartId: z.string(),
  vendorId: z.string(),
  status: vendorInvalidStatusSchema,
});
export type InvalidVendor = z.infer<typeof invalidVendorSchema>;

const invalidDeliveryTimeSchema = z.object({
  /** The rejected local date-time (no Z); null when ASAP is what cannot be delivered (CLOSED_NOW). */
  preorderDateTime: z.string().nullable(),
  reason: deliveryTimeInvalidReasonSchema,
  /** Vendors whose hours exclude the time (OUTSIDE_WORKING_HOURS, CLOSED_NOW). */
  vendorIds: z.array(z.string()),
  /** The first slot the preorder modal would offer instead, or null when none is left. */
  nearest: z.string().nullable(),
});
export type InvalidDeliveryTime = z.infer<typeof invalidDeliveryTimeSchema>;

export const validateCartResultSchema = z.object({
  invalidProducts: z.array(invalidProductSchema),
  invalidVendors: z.array(invalidVendorSchema),
  /** Null while the chosen time is fine (or ASAP). */
  invalidDeliveryTime: invalidDeliveryTimeSchema.nullable(),
});
export type ValidateCartResult = z.infer<typeof validateCartResultSchema>;

const cartItemComponentSchema = z.object({
  componentId: z.string(),
  groupId: z.string(),
  name: z.string(),
  count: z.number().int(),
  /** One unit of the component. */
  price: z.number().int(),
  originalPrice: z.number().int(),
});
export type CartItemComponent = z.infer<typeof cartItemComponentSchema>;

const cartItemSchema = z.object({
  cartProductId: z.string(),
  productId: z.string(),
  name: z.string(),
  nameI18n: i18nTextSchema,
  count: z.number().int(),
  /** One unit with its components, as charged now. */
  price: z.number().int(),
  /** One unit with its components before the product discount. */
  originalPrice: z.number().int(),
  /** The product's discount price when a discount runs, else null. */
  discountPrice: z.number().int().nullable(),
  /** price × count. */
  totalPrice: z.number().int(),
  /** originalPrice − price: the discount per unit. */
  discount: z.number().int(),
  comment: z.string(),
  components: z.array(cartItemComponentSchema),
  attributes: z.array(z.enum(['LIQUID', 'WEIGHTED'])),
  weight: z.number().int().nullable(),
  liquid: z.boolean(),
  image: imageSchema.nullable(),
  /** The product's own limit per line; null means none. */
  maxCount: z.number().int().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

const vendorCartSchema = z.object({
  vendorCartId: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  vendorAvatar: imageSchema.nullable(),
  items: z.array(cartItemSchema),
  /** Sum of the line totals. */
  totalPrice: z.number().int(),
  /** What delivery of this vendor's part costs now (0 for takeaway or free delivery). */
  deliveryCost: z.number().int(),
  /** Vendor cart total from which delivery is free; null when it never is. */
  freeDeliveryFrom: z.number().int().nullable(),
  /** Utensils asked for. */
  cutlery: z.number().int(),
  utensils: z.object({ allowed: z.boolean(), maxCount: z.number().int() }),
  /** Minutes. */
  estimatedDeliveryDuration: z.number().int(),
  /** False when the cart's point lies outside this vendor's zone (delivery only). */
  deliversToAddress: z.boolean(),
});
export type VendorCart = z.infer<typeof vendorCartSchema>;

export const cartDiscountSchema = z.object({
  type: z.enum(['PRODUCT', 'PROMO_CODE', 'FREE_DELIVERY']),
  discountTotal: z.number().int(),
});

const cartPricesSchema = z.object({
  /** Sum of the lines as charged (product discounts applied). */
  cartTotal: z.number().int(),
  /** Sum of the lines before product discounts. */
  originalTotal: z.number().int(),
  /** Delivery of all vendor carts, after a FREE_DELIVERY promo code. */
  deliveryTotal: z.number().int(),
  /**
   * What the first vendor cart lacks for free delivery: positive → "Add more to get free
   * delivery", 0 → "Free delivery"; null (absent in spirit) when it can never be free or for
   * takeaway.
   */
  amountToGetFreeDelivery: z.number().int().nullable(),
  discounts: z.array(cartDiscountSchema),
  /** cartTotal − promo discount + deliveryTotal + tip. */
  finalTotal: z.number().int(),
});

const cartPromoCodeSchema = z.object({
  code: z.string(),
  type: promoCodeTypeSchema,
  /** OK while it applies to the cart as it is now; DOES_NOT_APPLY, OUTDATED … when not. */
  result: promoCodeResultSchema,
  discountTotal: z.number().int(),
});

/** Strict numbers: a JSON body has no reason to send coordinates as strings. */
const cartLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

const cartSchema = z.object({
  cartId: z.string(),
  localityCode: z.string(),
  currencyCode: z.string(),
  /** The cart's owner: true for a customer's cart, false for a guest's. */
  customerCart: z.boolean(),
  receiptType: receiptTypeSchema,
  paymentType: paymentTypeSchema.nullable(),
  paymentMethod: z.string().nullable(),
  customerAddressId: z.string().nullable(),
  location: cartLocationSchema.nullable(),
  /** Local date-time without Z; null means ASAP. */
  preorderDateTime: z.string().nullable(),
  /** Minutes until delivery for ASAP: the slowest vendor's estimate. */
  deliveryTime: z.number().int(),
  tipAmount: z.number().int(),
  promocode: cartPromoCodeSchema.nullable(),
  /** Spec 2 §3 "price": cartTotal; "totalPrice": finalTotal. */
  price: z.number().int(),
  totalPrice: z.number().int(),
  prices: cartPricesSchema,
  /** From the locality's delivery.minOrderPrice; the first vendor cart must reach it. */
  minOrderPrice: z.number().int(),
  vendorCarts: z.array(vendorCartSchema),
  /** True when any vendor cart asks for utensils. */
  withCutlery: z.boolean(),
  /** Units over all lines. */
  itemsCount: z.number().int(),
  uiControls: z.object({ computedSections: z.array(computedSectionSchema) }),
  updatedAt: z.string(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = z.object({
  cart: cartSchema,
  validateCartResult: validateCartResultSchema,
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/**
 * POST /carts: `cartId` (spec) plus the cart; `guestToken` is the new guest credential, given
 * only to a client that sent the X-Guest-Token header (the web keeps the httpOnly cookie).
 */
export const createCartResponseSchema = cartResponseSchema.extend({
  cartId: z.string(),
  guestToken: z.string().nullable(),
});
export type CreateCartResponse = z.infer<typeof createCartResponseSchema>;

/** GET /customer/me/cart: the signed-in customer's cart, or null when they have none. */
export const userCartResponseSchema = z.object({
  cart: cartSchema.nullable(),
  validateCartResult: validateCartResultSchema.nullable(),
});
export type UserCartResponse = z.infer<typeof userCartResponseSchema>;

const cartPlaceFields = {
  customerAddressId: z.uuid().nullable().optional(),
  location: cartLocationSchema.nullable().optional(),
  /** Null or absent: ASAP. Local date-time, trailing Z tolerated. */
  preorderDateTime: preorderDateTimeSchema.nullable().optional(),
};

/** POST /carts. `localityCode` names the cart's locality (else the one around `location`). */
export const createCartRequestSchema = z.object({
  localityCode: z.string().min(1).max(64).optional(),
  receiptType: receiptTypeSchema.default('DELIVERY'),
  ...cartPlaceFields,
});
export type CreateCartRequest = z.input<typeof createCartRequestSchema>;

/** PUT /carts/{id}: absent fields stay as they are; null clears (ASAP, no address). */
export const updateCartRequestSchema = z.object({
  receiptType: receiptTypeSchema.optional(),
  paymentType: paymentTypeSchema.nullable().optional(),
  paymentMethod: z.string().trim().max(64).nullable().optional(),
  ...cartPlaceFields,
});
export type UpdateCartRequest = z.input<typeof updateCartRequestSchema>;

/** PATCH /carts/{id}/tip: minor units, 0 removes the tip. */
export const updateTipRequestSchema = z.object({
  tipAmount: z.number().int().min(0).max(100_000_000),
});

/** One picked component: `count` units of `componentId` in `groupId`. */
const addCartItemComponentSchema = z.object({
  groupId: z.uuid(),
  componentId: z.uuid(),
  count: z.number().int().min(1).max(CART_ITEM_COUNT_MAX).default(1),
});

/** POST /carts/{cartId}/products: "vendorId, count, productId, components, plus a check-info value". */
export const addCartItemRequestSchema = z.object({
  vendorId: z.uuid(),
  productId: z.uuid(),
  count: z.number().int().min(1).max(CART_ITEM_COUNT_MAX),
  components: z.array(addCartItemComponentSchema).max(100).default([]),
  comment: z.string().trim().max(CART_COMMENT_MAX_LENGTH).default(''),
  /** Where the customer browsed when adding: fills the cart's point when it has none yet. */
  checkInfo: cartLocationSchema.partial().optional(),
});
export type AddCartItemRequest = z.input<typeof addCartItemRequestSchema>;

/** PUT /carts/{vendorCartId}/products/{cartProductId}: count 0 removes the line. */
export const updateCartItemRequestSchema = z.object({
  count: z.number().int().min(0).max(CART_ITEM_COUNT_MAX).optional(),
  comment: z.string().trim().max(CART_COMMENT_MAX_LENGTH).optional(),
});
export type UpdateCartItemRequest = z.input<typeof updateCartItemRequestSchema>;

/** PUT /carts/{vendorCartId}/cutlery: 0..utensils.maxCount (0 when not allowed). */
export const updateCutleryRequestSchema = z.object({
  cutlery: z.number().int().min(0).max(1000),
});

/** POST /carts/{id}/promo-code. */
export const applyPromoCodeRequestSchema = z.object({ code: promoCodeInputSchema });

/** Promo code answers are 200 with a result; only OK keeps the code on the cart. */
export const applyPromoCodeResponseSchema = cartResponseSchema.extend({
  result: promoCodeResultSchema,
});
export type ApplyPromoCodeResponse = z.infer<typeof applyPromoCodeResponseSchema>;

export const cartIdParamsSchema = z.object({ id: z.uuid() });
export const cartIdProductsParamsSchema = z.object({ cartId: z.uuid() });
export const vendorCartLineParamsSchema = z.object({
  vendorCartId: z.uuid(),
  productId: z.uuid(),
});
export const vendorCartParamsSchema = z.object({ vendorCartId: z.uuid() });

/** GET /customer/me/promo-codes: codes the customer may use now. */
const customerPromoCodeSchema = z.object({
  code: z.string(),
  type: promoCodeTypeSchema,
  /** FIXED: minor units; PERCENT: whole percent; FREE_DELIVERY: 0. */
  value: z.number().int(),
  minCartTotal: z.number().int(),
  validUntil: z.string().nullable(),
  vendorIds: z.array(z.string()),
  personal: z.boolean(),
  usesLeft: z.number().int().nullable(),
});
export const customerPromoCodesResponseSchema = z.object({
  promoCodes: z.array(customerPromoCodeSchema),
});

/** Dev-only clock control (non-production): `offsetMinutes` from the real clock, or a fixed `now`. */
export const devClockRequestSchema = z.union([
  z.object({ offsetMinutes: z.number().int().min(-525_600).max(525_600) }),
  z.object({ now: z.iso.datetime({ offset: true }) }),
  z.object({ reset: z.literal(true) }),
]);
export const devClockResponseSchema = z.object({
  now: z.string(),
  offsetMinutes: z.number(),
});
