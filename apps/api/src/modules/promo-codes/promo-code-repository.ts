/**
 * Promo codes and their uses. A code is matched without regard to case (stored upper case);
 * uses are counted from redemptions, which checkout writes when an order is placed.
 */
import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { PromoRule, PromoUsage } from '@souk/core';
import type { Db } from '#api/db/client.ts';
import { promoCodeRedemptions, promoCodes } from '#api/db/schema/index.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** Codes are typed from vouchers in either case; Cyrillic upper-cases as well. */
function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export function promoRule(row: PromoCodeRow): PromoRule {
  return {
    type: row.type,
    value: row.value,
    maxDiscount: row.maxDiscount,
    minCartTotal: row.minCartTotal,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    vendorIds: row.vendorIds,
    localityId: row.localityId,
    customerId: row.customerId,
  };
}

export async function findPromoCode(
  db: Db,
  partnerId: string,
  code: string,
): Promise<PromoCodeRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.partnerId, partnerId), eq(promoCodes.code, normalizePromoCode(code))))
    .limit(1);
  return row ?? null;
}

export async function findPromoCodeById(db: Db, id: string): Promise<PromoCodeRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  return row ?? null;
}

/** Uses of the code by everybody and by `customerId` (0 for a guest), in one query. */
export async function promoUsage(
  db: Db,
  promoCodeId: string,
  customerId: string | null,
): Promise<PromoUsage> {
  const [row] = await db
    .select({
      total: count(),
      byCustomer: customerId
        ? sql<number>`count(*) filter (where ${promoCodeRedemptions.customerId} = ${customerId})`.mapWith(
            Number,
          )
        : sql<number>`0`.mapWith(Number),
    })
    .from(promoCodeRedemptions)
    .where(eq(promoCodeRedemptions.promoCodeId, promoCodeId));
  return { total: row?.total ?? 0, byCustomer: row?.byCustomer ?? 0 };
}

/** Codes a customer may see in their list: the partner's public codes and their own. */
export async function customerVisibleCodes(
  db: Db,
  partnerId: string,
  customerId: string,
): Promise<PromoCodeRow[]> {
  return db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.partnerId, partnerId),
        or(isNull(promoCodes.customerId), eq(promoCodes.customerId, customerId)),
      ),
    )
    .orderBy(promoCodes.code);
}
