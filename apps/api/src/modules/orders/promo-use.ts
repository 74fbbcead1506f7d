/**
 * The promo code of a cart being ordered, with the uses that count against its limits. A code
 * is locked, and its uses counted, only for the limits it has (spec 2 §5 UTILIZED):
 * - a limit over everybody (maxUses) locks the code's row, so two checkouts can never both take
 *   its last use;
 * - a limit per customer only locks that customer's row, so only the same customer's
 *   checkouts wait for each other;
 * - a code without limits is read without any lock: nothing is counted, so checkouts with a
 *   popular code never queue behind each other on its row.
 */
import { and, count, eq } from 'drizzle-orm';
import type { PromoUsage } from '@souk/core';
import type { Db } from '#api/db/client.ts';
import { customers, promoCodeRedemptions, promoCodes } from '#api/db/schema/index.ts';
import type { PromoCodeRow } from '#api/modules/promo-codes/promo-code-repository.ts';
import { promoRule } from '#api/modules/promo-codes/promo-code-repository.ts';

async function usesOf(tx: Db, row: PromoCodeRow, customerId: string | null): Promise<PromoUsage> {
  const ofCode = eq(promoCodeRedemptions.promoCodeId, row.id);
  const countWhere = async (where: ReturnType<typeof eq>) => {
    const [counted] = await tx.select({ n: count() }).from(promoCodeRedemptions).where(where);
    return counted?.n ?? 0;
  };
  const total = row.maxUses === null ? 0 : await countWhere(ofCode);
  const byCustomer =
    row.maxUsesPerCustomer === null || customerId === null
      ? 0
      : await countWhere(and(ofCode, eq(promoCodeRedemptions.customerId, customerId))!);
  return { total, byCustomer };
}

/**
 * `read` is the code's row as the cart lock read it with the cart (null: no such code any more);
 * undefined when it was not read there, and then it is read here. A limited code is read again
 * under its lock either way.
 */
export async function promoForOrder(
  tx: Db,
  promoCodeId: string | null,
  customerId: string | null,
  read?: PromoCodeRow | null,
) {
  if (!promoCodeId) return null;
  const byId = eq(promoCodes.id, promoCodeId);
  let row = read !== undefined ? read : (await tx.select().from(promoCodes).where(byId))[0];
  if (!row) return null;
  if (row.maxUses !== null) {
    // Read again under the lock: the limits are the ones in force when the lock was granted.
    [row] = await tx.select().from(promoCodes).where(byId).for('update');
    if (!row) return null;
  } else if (row.maxUsesPerCustomer !== null && customerId !== null) {
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
  }
  const usage = await usesOf(tx, row, customerId);
  return { row, promo: { code: row.code, rule: promoRule(row), usage } };
}
