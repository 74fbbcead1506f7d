/**
 * Who brought whom (issue 12 part 7, decision 009): a friend who signed up with a customer's
 * referral code is linked to that customer once and for good. When the friend's first order is
 * completed the referrer gets a personal promo code; `rewardedAt` is set in the same transaction,
 * so the reward is given exactly once however often or concurrently orders complete.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { promoCodes } from './carts.ts';
import { createdAt } from './columns.ts';
import { partners } from './partners.ts';

export const referrals = pgTable(
  'referrals',
  {
    /** A customer is somebody's friend at most once. */
    friendId: uuid('friend_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true, mode: 'date' }),
    /** The friend's order whose completion earned the reward. */
    rewardOrderId: uuid('reward_order_id'),
    rewardPromoCodeId: uuid('reward_promo_code_id').references(() => promoCodes.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId),
    check('referrals_not_self', sql`${t.friendId} <> ${t.referrerId}`),
  ],
);
