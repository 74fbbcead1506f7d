import { describe, expect, it } from 'vitest';
import {
  referralBonus,
  referralClaimRefusal,
  referralRewardDue,
  rewardValidUntil,
} from './referral-reward.ts';

const referral = { referrerId: 'ann', friendId: 'bob', rewardedAt: null };

describe('referral reward (issue 12 part 7)', () => {
  it('is due on the friend first completed order only', () => {
    expect(referralRewardDue({ referral, completedOrders: 1 })).toBe(true);
    expect(referralRewardDue({ referral, completedOrders: 2 })).toBe(false);
  });

  it('is given once: never again after it was given', () => {
    const given = { ...referral, rewardedAt: new Date('2026-03-01T10:00:00Z') };
    expect(referralRewardDue({ referral: given, completedOrders: 1 })).toBe(false);
  });

  it('is not due without a referral or for a customer who referred themselves', () => {
    expect(referralRewardDue({ referral: null, completedOrders: 1 })).toBe(false);
    const self = { ...referral, friendId: 'ann' };
    expect(referralRewardDue({ referral: self, completedOrders: 1 })).toBe(false);
  });

  it('takes the structured bonus of an enabled program, and nothing from a description alone', () => {
    expect(referralBonus({ enabled: true, bonus: { type: 'FIXED', value: 1000 } })).toEqual({
      type: 'FIXED',
      value: 1000,
      validDays: null,
    });
    expect(
      referralBonus({ enabled: true, bonus: { type: 'PERCENT', value: 15, validDays: 30 } }),
    ).toEqual({ type: 'PERCENT', value: 15, validDays: 30 });
    expect(referralBonus({ enabled: false, bonus: { type: 'FIXED', value: 1000 } })).toBeNull();
    expect(referralBonus({ enabled: true })).toBeNull();
    expect(referralBonus(null)).toBeNull();
    expect(referralBonus({ enabled: true, bonus: { type: 'FIXED', value: 0 } })).toBeNull();
    expect(referralBonus({ enabled: true, bonus: { type: 'PERCENT', value: 150 } })).toBeNull();
    expect(referralBonus({ enabled: true, bonus: { type: 'FREE_DELIVERY', value: 1 } })).toBeNull();
  });

  it('ends the reward code validDays after it is given', () => {
    const bonus = { type: 'FIXED' as const, value: 1000, validDays: 30 };
    expect(rewardValidUntil(bonus, new Date('2026-03-01T10:00:00Z'))).toEqual(
      new Date('2026-03-31T10:00:00Z'),
    );
    expect(rewardValidUntil({ ...bonus, validDays: null }, new Date())).toBeNull();
  });

  it('links a friend once, to someone else, before their first order', () => {
    const claim = {
      referrerId: 'ann',
      friendId: 'bob',
      friendHasOrders: false,
      alreadyReferred: false,
    };
    expect(referralClaimRefusal(claim)).toBeNull();
    expect(referralClaimRefusal({ ...claim, friendId: 'ann' })).toBe('OWN_CODE');
    expect(referralClaimRefusal({ ...claim, alreadyReferred: true })).toBe('ALREADY_REFERRED');
    expect(referralClaimRefusal({ ...claim, friendHasOrders: true })).toBe('NOT_A_NEW_CUSTOMER');
  });
});
