import { ApiError } from '#api/http/api-error.ts';

const CARD_NOT_FOUND = {
  type: 'CardNotFoundException',
  errorCode: 'card_not_found',
} as const;

/** Someone else's card, and an unbound one, are as unknown as a card that never existed. */
export const cardNotFound = () => new ApiError(404, CARD_NOT_FOUND, 'Unable to find this card');
