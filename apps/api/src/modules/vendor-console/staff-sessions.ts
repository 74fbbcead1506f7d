/**
 * Vendor staff sessions: the same rules as customers' and couriers' (a random 256-bit token,
 * only its SHA-256 stored, 30 days), in a table of their own, so a staff token never opens a
 * customer's or a courier's routes and theirs never open the console.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { VendorStaffRow } from '#api/db/schema/index.ts';
import { vendorStaff, vendorStaffSessions } from '#api/db/schema/index.ts';
import { SESSION_TTL_MS, hashSessionToken } from '#api/modules/sessions/session-tokens.ts';

/** The prefix tells a staff token from a customer's (cus_) or a courier's (cou_). */
const PREFIX = 'ven_';

function isStaffToken(token: string): boolean {
  return token.length === 47 && token.startsWith(PREFIX);
}

export interface StaffSession {
  sessionId: string;
  staff: VendorStaffRow;
}

export class VendorStaffSessions {
  constructor(private readonly db: Db) {}

  async issue(staff: VendorStaffRow, now: Date): Promise<{ token: string; expiresAt: Date }> {
    const token = PREFIX + randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await this.db.insert(vendorStaffSessions).values({
      staffId: staff.id,
      partnerId: staff.partnerId,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      expiresAt,
    });
    return { token, expiresAt };
  }

  /** A live session of an active staff member of this partner, else null. */
  async find(token: string, partnerId: string, now: Date): Promise<StaffSession | null> {
    if (!isStaffToken(token)) return null;
    const [row] = await this.db
      .select({ sessionId: vendorStaffSessions.id, staff: vendorStaff })
      .from(vendorStaffSessions)
      .innerJoin(vendorStaff, eq(vendorStaff.id, vendorStaffSessions.staffId))
      .where(
        and(
          eq(vendorStaffSessions.tokenHash, hashSessionToken(token)),
          eq(vendorStaffSessions.partnerId, partnerId),
          isNull(vendorStaffSessions.revokedAt),
          gt(vendorStaffSessions.expiresAt, now),
          eq(vendorStaff.active, true),
        ),
      );
    return row ?? null;
  }

  async revoke(sessionId: string, now: Date): Promise<void> {
    await this.db
      .update(vendorStaffSessions)
      .set({ revokedAt: now })
      .where(and(eq(vendorStaffSessions.id, sessionId), isNull(vendorStaffSessions.revokedAt)));
  }

  /** An active staff member of the partner with this phone. */
  async findStaff(partnerId: string, phone: string): Promise<VendorStaffRow | null> {
    const [row] = await this.db
      .select()
      .from(vendorStaff)
      .where(
        and(
          eq(vendorStaff.partnerId, partnerId),
          eq(vendorStaff.phone, phone),
          eq(vendorStaff.active, true),
        ),
      );
    return row ?? null;
  }
}
