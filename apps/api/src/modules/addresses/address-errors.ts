import { ADDRESSES_PER_CUSTOMER_MAX } from '@souk/contracts';
import { ApiError } from '#api/http/api-error.ts';

const ADDRESS_NOT_FOUND = {
  type: 'AddressNotFoundException',
  errorCode: 'address_not_found',
} as const;
const ADDRESSES_LIMIT = {
  type: 'AddressesLimitException',
  errorCode: 'addresses_limit_reached',
} as const;

/** Someone else's address is as unknown as one that never existed. */
export const addressNotFound = () =>
  new ApiError(404, ADDRESS_NOT_FOUND, 'Unable to find this address');

export const addressesLimitReached = () =>
  new ApiError(
    409,
    ADDRESSES_LIMIT,
    `At most ${ADDRESSES_PER_CUSTOMER_MAX} addresses can be saved; delete one first`,
    { extra: { limit: ADDRESSES_PER_CUSTOMER_MAX } },
  );
