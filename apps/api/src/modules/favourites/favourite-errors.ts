import { FAVOURITES_PER_CUSTOMER_MAX } from '@souk/contracts';
import { ApiError } from '#api/http/api-error.ts';

const FAVOURITES_LIMIT = {
  type: 'FavouritesLimitException',
  errorCode: 'favourites_limit_reached',
} as const;

export const favouritesLimitReached = () =>
  new ApiError(
    409,
    FAVOURITES_LIMIT,
    `At most ${FAVOURITES_PER_CUSTOMER_MAX} favourites of a kind can be kept`,
    { extra: { limit: FAVOURITES_PER_CUSTOMER_MAX } },
  );
