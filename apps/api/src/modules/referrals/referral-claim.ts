/**
 * A new customer names the referral code they signed up with (decision 009): linked once, to
 * someone else, before their first order (packages/core referral rules). The link is one row
 * keyed by the friend, so two claims at once cannot both succeed.
 */
import { and, eq } from 'drizzle-orm';
import { REFERRAL_CLAIM_ERROR_TYPES } from '@souk/contracts';
import type { ReferralClaimRefusal } from '@souk/core/referrals/referral-reward';
import { referralClaimRefusal } from '@souk/core/referrals/referral-reward';
import type { Db } from '#api/db/client.ts';
import { orders, referralCodes, referrals } from '#api/db/schema/index.ts';
import { ApiError } from '#api/http/api-error.ts';

const refusals: Record<ReferralClaimRefusal, () => ApiError> = {
  OWN_CODE: () =>
    new ApiError(400, REFERRAL_CLAIM_ERROR_TYPES.ownCode, 'This is your own referral code'),
  ALREADY_REFERRED: () =>
    new ApiError(
      400,
      REFERRAL_CLAIM_ERROR_TYPES.alreadyReferred,
      'You have already used a referral code',
    ),
  NOT_A_NEW_CUSTOMER: () =>
    new ApiError(
      400,
      REFERRAL_CLAIM_ERROR_TYPES.notNewCustomer,
      'Referral codes are for customers who have not ordered yet',
    ),
};

export async function claimReferral(
  db: Db,
  partnerId: string,
  friendId: string,
  code: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ customerId: referralCodes.customerId })
      .from(referralCodes)
      .where(and(eq(referralCodes.partnerId, partnerId), eq(referralCodes.code, code)))
      .limit(1);
    if (!owner) {
      throw new ApiError(
        404,
        REFERRAL_CLAIM_ERROR_TYPES.codeNotFound,
        'This referral code does not exist',
      );
    }
    const [linked] = await tx
      .select({ referrerId: referrals.referrerId })
      .from(referrals)
      .where(eq(referrals.friendId, friendId))
      .limit(1);
    const [anyOrder] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, friendId))
      .limit(1);
    const refusal = referralClaimRefusal({
      referrerId: owner.customerId,
      friendId,
      friendHasOrders: anyOrder !== undefined,
      alreadyReferred: linked !== undefined,
    });
    if (refusal) throw refusals[refusal]();
    const inserted = await tx
      .insert(referrals)
      .values({ friendId, referrerId: owner.customerId, partnerId })
      .onConflictDoNothing()
      .returning({ friendId: referrals.friendId });
    // Another claim of the same friend committed first.
    if (inserted.length === 0) throw refusals.ALREADY_REFERRED();
  });
}
