import { REVIEW_ERROR_TYPES } from '@souk/contracts';
import { ApiError } from '#api/http/api-error.ts';

export const orderNotReviewable = () =>
  new ApiError(
    400,
    REVIEW_ERROR_TYPES.notReviewable,
    'Reviews can be left only for completed orders, within 48 hours of completion',
  );

export const reviewAlreadyExists = (subject: 'VENDOR' | 'COURIER') =>
  new ApiError(
    409,
    REVIEW_ERROR_TYPES.alreadyReviewed,
    subject === 'VENDOR'
      ? 'You have already reviewed the vendor of this order'
      : 'You have already reviewed the courier of this order',
  );

export const orderHasNoCourier = () =>
  new ApiError(400, REVIEW_ERROR_TYPES.noCourier, 'No courier delivered this order');
