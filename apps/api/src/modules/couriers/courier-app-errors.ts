import { COURIER_APP_ERROR_TYPES } from '@souk/contracts';
import { ApiError } from '#api/http/api-error.ts';

/** Missing or another courier's: the same answer, so offers cannot be probed. */
export const offerNotFound = () =>
  new ApiError(404, COURIER_APP_ERROR_TYPES.offerNotFound, 'Unable to find this offer');

/** Answered, lapsed, or its order no longer needs a courier. */
export const offerClosed = () =>
  new ApiError(409, COURIER_APP_ERROR_TYPES.offerClosed, 'This offer is no longer open');

/** Missing or another courier's delivery: the same answer. */
export const deliveryNotFound = () =>
  new ApiError(404, COURIER_APP_ERROR_TYPES.deliveryNotFound, 'Unable to find this delivery');
