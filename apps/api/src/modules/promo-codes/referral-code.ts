/**
 * The customer's referral code (spec 2 §7 "GET /customer/me/promo-codes/referral returns
 * code"): made by the server on first request and kept, so it is the same every time and the
 * code already shared keeps naming this customer.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { REFERRAL_ERROR_TYPES } from '@souk/contracts';
import type { Db } from '#api/db/client.ts';
import { localities, promoCodes, referralCodes } from '#api/db/schema/index.ts';
import { ApiError } from '#api/http/api-error.ts';

/** No 0/O or 1/I: the code is read aloud and typed by friends. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export const referralProgramDisabled = () =>
  new ApiError(404, REFERRAL_ERROR_TYPES.programDisabled, 'The referral program is not on here');

/**
 * Spec 1 §3 locality params "referralProgramSettings (enabled, …)": the named locality's switch,
 * or, without one, whether any of the partner's localities runs the program (a customer belongs
 * to the partner, not to one locality).
 */
export async function referralProgramOn(
  db: Db,
  partnerId: string,
  localityCode: string | undefined,
): Promise<boolean> {
  const rows = await db
    .select({ settings: localities.referralSettings })
    .from(localities)
    .where(
      localityCode === undefined
        ? eq(localities.partnerId, partnerId)
        : and(eq(localities.partnerId, partnerId), eq(localities.code, localityCode)),
    );
  if (localityCode !== undefined && rows.length === 0) {
    throw new ApiError(404, 'localityNotFound', 'Unable to find this locality');
  }
  return rows.some((row) => row.settings?.enabled === true);
}

async function storedCode(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.customerId, customerId))
    .limit(1);
  return row?.code ?? null;
}

/**
 * The stored code, or a new one. Two first requests at once both insert "on conflict do
 * nothing" and then read the single row that won; a code that happens to be taken (by another
 * customer or by a promo code of the partner) is drawn again.
 */
export async function referralCodeFor(
  db: Db,
  partnerId: string,
  customerId: string,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await storedCode(db, customerId);
    if (existing) return existing;
    const code = newReferralCode();
    const [clash] = await db
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(and(eq(promoCodes.partnerId, partnerId), eq(promoCodes.code, code)))
      .limit(1);
    if (clash) continue;
    await db.insert(referralCodes).values({ customerId, partnerId, code }).onConflictDoNothing();
  }
  const existing = await storedCode(db, customerId);
  if (!existing) throw new Error('No free referral code after 5 draws');
  return existing;
}
