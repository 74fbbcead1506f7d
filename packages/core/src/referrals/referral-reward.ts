/**
 * The referral program's rules (issue 12 part 7, decision 009), free of storage: who may be
 * linked to whom, when the referrer has earned the reward, and what the reward is.
 */

/** The reward a locality's referral settings promise the referrer, in structured form. */
export interface ReferralBonus {
  /** FIXED: `value` minor units off; PERCENT: `value` whole percent off. */
  readonly type: 'FIXED' | 'PERCENT';
  readonly value: number;
  /** Days the reward code stays valid from when it is given; null: no end. */
  readonly validDays: number | null;
}

interface ReferralSettings {
  readonly enabled: boolean;
  readonly bonus?: {
    readonly type: string;
    readonly value: number;
    readonly validDays?: number | null;
  } | null;
}

/**
 * The bonus of the locality's program, or null when the program is off or names no usable
 * amount (a description alone promises nothing the server can give).
 */
export function referralBonus(settings: ReferralSettings | null): ReferralBonus | null {
  if (!settings?.enabled || !settings.bonus) return null;
  const { type, value, validDays } = settings.bonus;
  if (type !== 'FIXED' && type !== 'PERCENT') return null;
  if (!Number.isInteger(value) || value <= 0 || (type === 'PERCENT' && value > 100)) return null;
  const days = validDays !== undefined && validDays !== null && validDays > 0 ? validDays : null;
  return { type, value, validDays: days };
}

/** When the reward code stops working, counted from when it is given. */
export function rewardValidUntil(bonus: ReferralBonus, givenAt: Date): Date | null {
  if (bonus.validDays === null) return null;
  return new Date(givenAt.getTime() + bonus.validDays * 24 * 60 * 60 * 1000);
}

export type ReferralClaimRefusal = 'OWN_CODE' | 'ALREADY_REFERRED' | 'NOT_A_NEW_CUSTOMER';

/**
 * A customer may name a referrer once, only someone else, and only before their first order:
 * the program rewards bringing in new customers, not relabelling existing ones.
 */
export function referralClaimRefusal(input: {
  referrerId: string;
  friendId: string;
  friendHasOrders: boolean;
  alreadyReferred: boolean;
}): ReferralClaimRefusal | null {
  if (input.referrerId === input.friendId) return 'OWN_CODE';
  if (input.alreadyReferred) return 'ALREADY_REFERRED';
  if (input.friendHasOrders) return 'NOT_A_NEW_CUSTOMER';
  return null;
}

/**
 * The referrer earns the reward when the friend's first order is completed: the order just
 * completed is the friend's only completed one, and no reward was given before. Cancelled or
 * declined orders never complete, so they neither earn it nor use up the chance.
 */
export function referralRewardDue(input: {
  referral: { referrerId: string; friendId: string; rewardedAt: Date | null } | null;
  /** The friend's COMPLETED orders, the one just completed included. */
  completedOrders: number;
}): boolean {
  const { referral, completedOrders } = input;
  if (!referral || referral.rewardedAt !== null) return false;
  if (referral.referrerId === referral.friendId) return false;
  return completedOrders === 1;
}
