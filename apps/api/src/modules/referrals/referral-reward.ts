/**
 * The referrer's reward (issue 12 part 7): given inside the transaction that completes the
 * friend's order, so the order's status and the reward commit together or not at all. The
 * referral row is claimed with a conditional update (`rewarded_at is null`): of two
 * completions racing, the second waits on that row and then finds it rewarded, so the reward is
 * given exactly once.
 */
import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  referralBonus,
  referralRewardDue,
  rewardValidUntil,
} from '@souk/core/referrals/referral-reward';
import type { Db } from '#api/db/client.ts';
import { localities, orders, promoCodes, referrals } from '#api/db/schema/index.ts';

/** No 0/O or 1/I, as in referral codes: it is read and typed by people. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const rewardCode = () =>
  `REF${Array.from({ length: 7 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

interface CompletedOrder {
  id: string;
  customerId: string;
  localityId: string;
}

/** Call after `order` moved to COMPLETED in `tx`; gives the reward when it is due. */
export async function rewardReferrer(tx: Db, order: CompletedOrder, now: Date): Promise<void> {
  const [referral] = await tx
    .select()
    .from(referrals)
    .where(eq(referrals.friendId, order.customerId))
    .limit(1);
  if (!referral || referral.rewardedAt !== null) return;
  const [completed] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, order.customerId), eq(orders.status, 'COMPLETED')));
  if (!referralRewardDue({ referral, completedOrders: completed?.n ?? 0 })) return;
  const [locality] = await tx
    .select({ settings: localities.referralSettings })
    .from(localities)
    .where(eq(localities.id, order.localityId));
  const bonus = referralBonus(locality?.settings ?? null);
  if (!bonus) return;
  const claimed = await tx
    .update(referrals)
    .set({ rewardedAt: now, rewardOrderId: order.id })
    .where(and(eq(referrals.friendId, order.customerId), isNull(referrals.rewardedAt)))
    .returning({ referrerId: referrals.referrerId });
  if (claimed.length === 0) return;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [code] = await tx
      .insert(promoCodes)
      .values({
        partnerId: referral.partnerId,
        code: rewardCode(),
        type: bonus.type,
        value: bonus.value,
        validUntil: rewardValidUntil(bonus, now),
        maxUses: 1,
        maxUsesPerCustomer: 1,
        // FIXED amounts are in this locality's currency.
        localityId: order.localityId,
        customerId: referral.referrerId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: promoCodes.id });
    if (code) {
      await tx
        .update(referrals)
        .set({ rewardPromoCodeId: code.id })
        .where(eq(referrals.friendId, order.customerId));
      return;
    }
  }
  throw new Error('No free reward code after 5 draws');
}
