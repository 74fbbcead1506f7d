import type { FastifyRequest } from 'fastify';
import { ApiError } from '#api/http/api-error.ts';
import { guestToken, hashGuestToken } from './guest-credential.ts';

/** Who is asking: the partner, the signed-in customer and the guest credential, if any. */
export interface CartOwner {
  partnerId: string;
  customerId: string | null;
  guestHash: string | null;
}

/** Worked out once per request: the merge hook and the handler both ask (one SHA-256 each). */
const ownerOfRequest = new WeakMap<FastifyRequest, CartOwner>();

export function cartOwner(request: FastifyRequest): CartOwner {
  const partner = request.partner;
  if (!partner) throw new ApiError(400, 'partnerMissing', 'The X-Partner-Code header is required');
  const customerId = request.auth?.customerId ?? null;
  const known = ownerOfRequest.get(request);
  if (known && known.partnerId === partner.id && known.customerId === customerId) return known;
  const token = guestToken(request);
  const owner = {
    partnerId: partner.id,
    customerId,
    guestHash: token ? hashGuestToken(token) : null,
  };
  ownerOfRequest.set(request, owner);
  return owner;
}

export interface OwnedRow {
  partnerId: string;
  customerId: string | null;
  guestTokenHash: string | null;
}

/**
 * A customer's cart is theirs alone; a guest cart belongs to whoever holds its credential, and
 * stops being reachable that way once a customer owns it.
 */
export function ownsCart(owner: CartOwner, cart: OwnedRow): boolean {
  if (cart.partnerId !== owner.partnerId) return false;
  if (cart.customerId !== null) return cart.customerId === owner.customerId;
  return cart.guestTokenHash !== null && cart.guestTokenHash === owner.guestHash;
}
