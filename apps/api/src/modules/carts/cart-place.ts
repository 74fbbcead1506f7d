/**
 * Where a cart is: its locality, its address or point, and whether its vendors deliver there
 * ("This vendor doesn't deliver to this address").
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createCartRequestSchema, updateCartRequestSchema } from '@souk/contracts';
import { isPointInPolygon } from '@souk/core/geo';
import type { Db } from '#api/db/client.ts';
import { customerAddresses, localities } from '#api/db/schema/index.ts';
import {
  addressNotFound,
  invalidField,
  notOffered,
  vendorDoesNotDeliver,
  vendorNoTakeaway,
} from './cart-errors.ts';
import type { CartOwner } from './cart-owner.ts';
import type { CartCatalogCache } from './cart-catalog-cache.ts';
import type { CartRow, LocalityRow, WholeCart } from './cart-repository.ts';

type CreateCart = z.output<typeof createCartRequestSchema>;
type UpdateCart = z.output<typeof updateCartRequestSchema>;

export interface Place {
  customerAddressId: string | null;
  latitude: number | null;
  longitude: number | null;
}

export async function resolveLocality(
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
export async function resolvePlace(
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

export function assertReceiptType(
  locality: LocalityRow,
  receiptType: CartRow['receiptType'],
): void {
  const offered = locality.receiptTypes.length > 0 ? locality.receiptTypes : ['DELIVERY'];
  if (!offered.includes(receiptType)) {
    throw notOffered('receiptType', `${receiptType} is not offered here`);
  }
}

/**
 * Checked whenever the place or receipt type changes. Every vendor in the cart must offer the
 * receipt type (as add-to-cart checks one vendor: a delivery-only vendor refuses takeaway, a
 * takeaway-only one delivery), and for delivery the point must be in each vendor's zone ("This
 * vendor doesn't deliver to this address"). A refusal leaves the cart as it was.
 */
export async function assertDelivers(
  tx: Db,
  cart: CartRow,
  whole: WholeCart,
  catalog: CartCatalogCache,
): Promise<void> {
  // The vendor carts as the lock read them: nobody can change them until this write commits.
  const vendorIds = whole.contents.vendorCarts.map((vendorCart) => vendorCart.vendorId);
  if (vendorIds.length === 0) return;
  const vendors = [...(await catalog.vendors(tx, vendorIds, whole.catalogVersion)).values()];
  const notOffering = vendors
    .filter((vendor) => !offeredReceiptTypes(vendor.receiptTypes).includes(cart.receiptType))
    .map((vendor) => vendor.id);
  if (notOffering.length > 0) {
    if (cart.receiptType === 'DELIVERY') throw vendorDoesNotDeliver(notOffering);
    throw vendorNoTakeaway(notOffering);
  }
  if (cart.receiptType !== 'DELIVERY' || cart.latitude === null || cart.longitude === null) return;
  const point: [number, number] = [cart.latitude, cart.longitude];
  const refusing = vendors
    .filter((vendor) => !isPointInPolygon(point, vendor.deliveryZone))
    .map((vendor) => vendor.id);
  if (refusing.length > 0) throw vendorDoesNotDeliver(refusing);
}

/** Spec 1 §9 "Default delivery params: … receiptTypes delivery". */
function offeredReceiptTypes(types: readonly string[]): readonly string[] {
  return types.length > 0 ? types : ['DELIVERY'];
}
