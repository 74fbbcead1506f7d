import type { FieldError, OptionInvalidReason } from '@souk/contracts';
import { CART_ERROR_TYPES } from '@souk/contracts';
import type { ProductUnavailableReason } from '@souk/contracts/cart';
import { ApiError } from '#api/http/api-error.ts';

/** Missing, deleted, or somebody else's: the same answer, so ids cannot be probed. */
export const cartNotFound = () => new ApiError(404, 'cartNotFound', 'Unable to find this cart');

export const cartVendorsMaxLimit = (max: number) =>
  new ApiError(400, 'cartVendorsMaxLimit', `A cart can hold products of at most ${max} vendors`, {
    extra: { maxVendors: max },
  });

export const cartItemNotFound = () =>
  new ApiError(404, CART_ERROR_TYPES.cartItemNotFound, 'Unable to find this item in the cart');

export const productNotFound = () =>
  new ApiError(404, CART_ERROR_TYPES.productNotFound, 'Unable to find this product');

export const vendorNotFound = () =>
  new ApiError(404, CART_ERROR_TYPES.vendorNotFound, 'Unable to find this vendor');

export const addressNotFound = () =>
  new ApiError(404, CART_ERROR_TYPES.addressNotFound, 'Unable to find this address', {
    fieldErrors: [{ field: 'customerAddressId', message: 'Not one of your addresses' }],
  });

/** The reason rides along so the storefront can say it in the customer's language. */
export const productNotAvailable = (
  unavailableReason: ProductUnavailableReason = 'PRODUCT_UNAVAILABLE',
  message = 'Error adding item.',
) =>
  new ApiError(400, CART_ERROR_TYPES.productNotAvailable, message, {
    extra: { unavailableReason },
  });

export const invalidComponents = (reasons: OptionInvalidReason[], fieldErrors: FieldError[]) =>
  new ApiError(400, CART_ERROR_TYPES.invalidComponents, 'The chosen options are not valid', {
    fieldErrors,
    extra: { optionReasons: reasons },
  });

export const vendorDoesNotDeliver = (vendorIds: string[]) =>
  new ApiError(
    400,
    CART_ERROR_TYPES.vendorDoesNotDeliver,
    "This vendor doesn't deliver to this address",
    { extra: { vendorIds } },
  );

export const notOffered = (field: string, message: string) =>
  new ApiError(400, CART_ERROR_TYPES.notOffered, message, {
    fieldErrors: [{ field, message }],
  });

/** A takeaway cart holding a delivery-only vendor's dishes (the vendors are named). */
export const vendorNoTakeaway = (vendorIds: string[]) =>
  new ApiError(400, CART_ERROR_TYPES.notOffered, 'This vendor does not offer takeaway', {
    fieldErrors: [{ field: 'receiptType', message: 'This vendor does not offer takeaway' }],
    extra: { vendorIds },
  });

export const invalidTip = (message: string) =>
  new ApiError(400, CART_ERROR_TYPES.invalidTip, message, {
    fieldErrors: [{ field: 'tipAmount', message }],
  });

export const invalidCutlery = (message: string) =>
  new ApiError(400, CART_ERROR_TYPES.invalidCutlery, message, {
    fieldErrors: [{ field: 'cutlery', message }],
  });

export const cartLinesMaxLimit = (max: number) =>
  new ApiError(
    400,
    CART_ERROR_TYPES.cartLinesMaxLimit,
    `A vendor's part of the cart can hold at most ${max} different items`,
  );

export const invalidField = (field: string, message: string) =>
  new ApiError(400, 'validation', message, { fieldErrors: [{ field, message }] });
