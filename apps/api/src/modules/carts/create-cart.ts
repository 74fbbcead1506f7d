/** POST /carts: one cart per owner and locality. */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createCartRequestSchema } from '@souk/contracts';
import { carts } from '#api/db/schema/index.ts';
import type { CartDeps } from './cart-context.ts';
import type { CartOwner } from './cart-owner.ts';
import { assertReceiptType, resolveLocality, resolvePlace } from './cart-place.ts';
import { customerCart, guestCart } from './cart-repository.ts';
import { updateCart } from './cart-settings.ts';
import { hashGuestToken, newGuestToken } from './guest-credential.ts';
import { normalizePreorderDateTime } from './preorder-time.ts';

type CreateCart = z.output<typeof createCartRequestSchema>;

export interface CreatedCart {
  cartId: string;
  /** A new guest credential to hand to the client, or null (customer, or existing guest). */
  guestToken: string | null;
}

/**
 * POST /carts. An owner keeps one cart: an existing one in the same locality is updated and
 * returned (nothing in it is lost); one in another locality is replaced, as spec 2 §4 clears
 * the cart when the locality switches.
 */
export async function createCart(
  deps: CartDeps,
  owner: CartOwner,
  body: CreateCart,
): Promise<CreatedCart> {
  const place = (await resolvePlace(deps.db, owner, body)) ?? {
    customerAddressId: null,
    latitude: null,
    longitude: null,
  };
  const locality = await resolveLocality(deps.db, owner.partnerId, body, place);
  assertReceiptType(locality, body.receiptType);
  const preorderDateTime = normalizePreorderDateTime(body.preorderDateTime);
  const existing = owner.customerId
    ? await customerCart(deps.db, owner.partnerId, owner.customerId)
    : owner.guestHash
      ? await guestCart(deps.db, owner.partnerId, owner.guestHash)
      : null;
  const settings = {
    receiptType: body.receiptType,
    ...(body.customerAddressId !== undefined || body.location !== undefined ? place : {}),
    ...(body.preorderDateTime !== undefined ? { preorderDateTime } : {}),
  };
  if (existing && existing.localityId === locality.id) {
    await updateCart(deps, owner, existing.id, {
      receiptType: settings.receiptType,
      ...(body.customerAddressId !== undefined
        ? { customerAddressId: body.customerAddressId }
        : {}),
      ...(body.location !== undefined ? { location: body.location } : {}),
      ...(body.preorderDateTime !== undefined ? { preorderDateTime: body.preorderDateTime } : {}),
    });
    return { cartId: existing.id, guestToken: null };
  }
  const guestTokenValue = owner.customerId || owner.guestHash ? null : newGuestToken();
  return deps.db.transaction(async (tx) => {
    if (existing) await tx.delete(carts).where(eq(carts.id, existing.id));
    const [row] = await tx
      .insert(carts)
      .values({
        partnerId: owner.partnerId,
        localityId: locality.id,
        customerId: owner.customerId,
        guestTokenHash: owner.customerId
          ? null
          : (owner.guestHash ?? hashGuestToken(guestTokenValue as string)),
        receiptType: body.receiptType,
        customerAddressId: place.customerAddressId,
        latitude: place.latitude,
        longitude: place.longitude,
        preorderDateTime,
      })
      .returning({ id: carts.id });
    if (!row) throw new Error('cart insert returned no row');
    return { cartId: row.id, guestToken: guestTokenValue };
  });
}
