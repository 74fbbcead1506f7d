import { ApiError } from '#api/http/api-error.ts';

const VENDOR_NOT_FOUND = {
  type: 'VendorNotFoundException',
  errorCode: 'vendor_not_found',
} as const;
const PRODUCT_NOT_FOUND = {
  type: 'ProductNotFoundException',
  errorCode: 'product_not_found',
} as const;

export const vendorNotFound = () =>
  new ApiError(404, VENDOR_NOT_FOUND, 'Unable to find this vendor');
export const productNotFound = () =>
  new ApiError(404, PRODUCT_NOT_FOUND, 'Unable to find this product');
