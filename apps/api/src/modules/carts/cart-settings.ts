/**
 * Cart-wide settings: create (POST /carts), update (PUT /carts/{id}: receipt type, payment type
 * and method, address or location, preorder time), tip, clear, cleanup and delete.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  InvalidProduct,
  createCartRequestSchema,
  updateCartRequestSchema,
} from '@souk/contracts';
import { isPointInPolygon } from '@souk/core/geo';
import { toMinorUnits } from '@souk/core/money';
import { tipProblem } from '@souk/core';
import type { Db } from '#api/db/client.ts';
import { carts, customerAddresses, localities, vendorCarts } from '#api/db/schema/index.ts';
import { DEFAULT_TIP_SETTINGS } from '#api/modules/localities/locality-mapper.ts';
import type { CartDeps } from './cart-context.ts';
import { withLockedCart } from './cart-context.ts';
import { loadCartVendors } from './cart-catalog.ts';
import {
  addressNotFound,
  invalidField,
  invalidTip,
  notOffered,
  vendorDoesNotDeliver,
} from './cart-errors.ts';
import type { CartOwner } from './cart-owner.ts';
import type { CartRow, LocalityRow } from './cart-repository.ts';
import {
  cartContents,
  customerCart,
  deleteLines,
  dropEmptyVendorCarts,
  guestCart,
  setLineCount,
  touchCart,
} from './cart-repository.ts';
import { newGuestToken, hashGuestToken } from './guest-credential.ts';
import { normalizePreorderDateTime } from './preorder-time.ts';

type CreateCart = z.output<typeof createCartRequestSchema>;
type UpdateCart = z.output<typeof updateCartRequestSchema>;

interface Place {
  customerAddressId: string | null;
  latitude: number | null;
  longitude: number | null;
}

async function resolveLocality(
  db: Db,
  partnerId: string,
  body: Pick<CreateCart, 'localityCode'>,
  point: Place,
): Promise<LocalityRow> {
  if (body.localityCode) {
    const [row] = await db
      .select()
      .from(localities)
      .where(and(eq(localities.partnerId, partnerId), eq(localities.code, body.localityCode)))
      .limit(1);
    if (!row) throw invalidField('localityCode', 'Unknown locality');
    return row;
  }
  if (point.latitude === null || point.longitude === null) {
    throw invalidField('localityCode', 'Name the locality or send a location');
  }
  const rows = await db.select().from(localities).where(eq(localities.partnerId, partnerId));
  const where: [number, number] = [point.latitude, point.longitude];
  const row = rows.find((candidate) => isPointInPolygon(where, candidate.deliveryZone));
  if (!row) {
    throw invalidField('location', 'We are sorry, our service is not yet operating in that area');
  }
  return row;
}

/** customerAddressId (the customer's own) or location; null fields when neither is sent. */
async function resolvePlace(
  db: Db,
  owner: CartOwner,
  body: Pick<UpdateCart, 'customerAddressId' | 'location'>,
): Promise<Place | null> {
  if (body.customerAddressId) {
    if (!owner.customerId) throw addressNotFound();
    const [address] = await db
      .select()
      .from(customerAddresses)
      .where(
        and(
          eq(customerAddresses.id, body.customerAddressId),
          eq(customerAddresses.customerId, owner.customerId),
          eq(customerAddresses.partnerId, owner.partnerId),
        ),
      )
      .limit(1);
    if (!address) throw addressNotFound();
    return {
      customerAddressId: address.id,
      latitude: address.latitude,
      longitude: address.longitude,
    };
  }
  if (body.location) {
    return {
      customerAddressId: null,
      latitude: body.location.latitude,
      longitude: body.location.longitude,
    };
  }
  if (body.customerAddressId === null || body.location === null) {
    return { customerAddressId: null, latitude: null, longitude: null };
  }
  return null;
}

function assertReceiptType(locality: LocalityRow, receiptType: CartRow['receiptType']): void {
  const offered = locality.receiptTypes.length > 0 ? locality.receiptTypes : ['DELIVERY'];
  if (!offered.includes(receiptType)) {
    throw notOffered('receiptType', `${receiptType} is not offered here`);
  }
}

/** "This vendor doesn't deliver to this address": checked whenever the place or receipt type changes. */
async function assertDelivers(tx: Db, cart: CartRow): Promise<void> {
  if (cart.receiptType !== 'DELIVERY' || cart.latitude === null || cart.longitude === null) return;
  const rows = await tx
    .select({ vendorId: vendorCarts.vendorId })
    .from(vendorCarts)
    .where(eq(vendorCarts.cartId, cart.id));
  const vendors = await loadCartVendors(
    tx,
    rows.map((row) => row.vendorId),
  );
  const point: [number, number] = [cart.latitude, cart.longitude];
  const refusing = [...vendors.values()]
    .filter((vendor) => !isPointInPolygon(point, vendor.deliveryZone))
    .map((vendor) => vendor.id);
  if (refusing.length > 0) throw vendorDoesNotDeliver(refusing);
}

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

export async function updateCart(
  deps: CartDeps,
  owner: CartOwner,
  cartId: string,
  body: UpdateCart,
): Promise<void> {
  const place = await resolvePlace(deps.db, owner, body);
  await withLockedCart(deps, owner, cartId, async (tx, cart, locality) => {
    const changes: Partial<CartRow> = { ...(place ?? {}) };
    if (body.receiptType !== undefined) {
      assertReceiptType(locality, body.receiptType);
      changes.receiptType = body.receiptType;
    }
    if (body.paymentType !== undefined) {
      if (body.paymentType !== null && !locality.paymentTypes.includes(body.paymentType)) {
        throw notOffered('paymentType', `${body.paymentType} payments are not offered here`);
      }
      changes.paymentType = body.paymentType;
    }
    if (body.paymentMethod !== undefined) changes.paymentMethod = body.paymentMethod;
    if (body.preorderDateTime !== undefined) {
      changes.preorderDateTime = normalizePreorderDateTime(body.preorderDateTime);
    }
    const next = { ...cart, ...changes };
    if (place || body.receiptType !== undefined) await assertDelivers(tx, next);
    await touchCart(tx, cart.id, changes);
  });
}

/** Tip settings are major units (spec 1 §9 defaults 1000 / 1); the tip itself minor units. */
export async function setTip(
  deps: CartDeps,
  owner: CartOwner,
  cartId: string,
  tipAmount: number,
): Promise<void> {
  await withLockedCart(deps, owner, cartId, async (tx, cart, locality) => {
    const settings = locality.tipSettings ?? DEFAULT_TIP_SETTINGS;
    const currency = locality.currencyCode;
    const problem = tipProblem(tipAmount, {
      enabled: settings.enabled,
      tipMax: toMinorUnits(settings.tipMax, currency),
      tipStep: toMinorUnits(settings.tipStep, currency),
    });
    if (problem) {
      const messages = {
        TIPS_DISABLED: 'Tips are not taken here',
        OVER_MAX: `The tip can be at most ${settings.tipMax}`,
        OFF_STEP: `The tip goes in steps of ${settings.tipStep}`,
        NOT_AN_AMOUNT: 'Not an amount',
      } as const;
      throw invalidTip(messages[problem]);
    }
    await touchCart(tx, cart.id, { tipAmount });
  });
}

export async function deleteCart(deps: CartDeps, owner: CartOwner, cartId: string) {
  await withLockedCart(deps, owner, cartId, async (tx, cart) => {
    await tx.delete(carts).where(eq(carts.id, cart.id));
  });
}

/** PUT /carts/{id}/clear: every line goes; the settings (receipt type, time, address) stay. */
export async function clearCart(deps: CartDeps, owner: CartOwner, cartId: string) {
  await withLockedCart(deps, owner, cartId, async (tx, cart) => {
    await tx.delete(vendorCarts).where(eq(vendorCarts.cartId, cart.id));
  });
}

/**
 * POST /carts/{id}/cleanup: removes what validation reports (invalid vendors' parts and invalid
 * lines); a line over its product's maxCount is cut down to it instead.
 */
export async function cleanupCart(
  deps: CartDeps,
  owner: CartOwner,
  cartId: string,
  validate: (
    tx: Db,
    cart: CartRow,
  ) => Promise<{
    invalidProducts: InvalidProduct[];
    invalidVendors: { vendorCartId: string }[];
  }>,
) {
  await withLockedCart(deps, owner, cartId, async (tx, cart) => {
    const result = await validate(tx, cart);
    const dropVendorCarts = result.invalidVendors.map((vendor) => vendor.vendorCartId);
    for (const vendorCartId of dropVendorCarts) {
      await tx.delete(vendorCarts).where(eq(vendorCarts.id, vendorCartId));
    }
    const contents = await cartContents(tx, cart.id);
    const lines = new Map(contents.lines.map((line) => [line.id, line]));
    const remove: string[] = [];
    for (const invalid of result.invalidProducts) {
      const line = lines.get(invalid.cartProductId);
      if (!line) continue;
      if (
        invalid.status === 'PRODUCT_MAX_COUNT' &&
        invalid.maxCount !== null &&
        invalid.maxCount > 0
      ) {
        await setLineCount(tx, line.id, invalid.maxCount);
      } else {
        remove.push(line.id);
      }
    }
    await deleteLines(tx, remove);
    await dropEmptyVendorCarts(tx, cart.id);
  });
}
