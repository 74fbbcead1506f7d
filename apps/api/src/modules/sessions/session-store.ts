import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { courierSessions, couriers, customerSessions, customers } from '#api/db/schema/index.ts';
import type { SessionKind } from './session-tokens.ts';
import { SESSION_TTL_MS, hashSessionToken, newSessionToken } from './session-tokens.ts';

export interface ActiveSession {
  sessionId: string;
  subjectId: string;
}

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/** Customer and courier sessions: same rules, separate tables, so one never opens the other's routes. */
export class SessionStore {
  /*
   * The lookups run before every signed-in call, so they are named prepared statements: the ORM
   * renders their SQL once, and PostgreSQL parses and plans them once per pooled connection.
   */
  private readonly findCustomerSession;
  private readonly findCourierSession;

  constructor(private readonly db: Db) {
    const tokenHash = sql.placeholder('tokenHash');
    const partnerId = sql.placeholder('partnerId');
    const now = sql.placeholder('now');
    this.findCustomerSession = db
      .select({ sessionId: customerSessions.id, subjectId: customerSessions.customerId })
      .from(customerSessions)
      .innerJoin(customers, eq(customers.id, customerSessions.customerId))
      .where(
        and(
          eq(customerSessions.tokenHash, tokenHash),
          eq(customerSessions.partnerId, partnerId),
          isNull(customerSessions.revokedAt),
          gt(customerSessions.expiresAt, now),
          isNull(customers.anonymisedAt),
        ),
      )
      .prepare('session_find_customer');
    this.findCourierSession = db
      .select({ sessionId: courierSessions.id, subjectId: courierSessions.courierId })
      .from(courierSessions)
      .innerJoin(couriers, eq(couriers.id, courierSessions.courierId))
      .where(
        and(
          eq(courierSessions.tokenHash, tokenHash),
          eq(courierSessions.partnerId, partnerId),
          isNull(courierSessions.revokedAt),
          gt(courierSessions.expiresAt, now),
          eq(couriers.active, true),
        ),
      )
      .prepare('session_find_courier');
  }

  async issue(
    kind: SessionKind,
    subjectId: string,
    partnerId: string,
    now: Date,
  ): Promise<IssuedSession> {
    const token = newSessionToken(kind);
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    const values = { partnerId, tokenHash: hashSessionToken(token), createdAt: now, expiresAt };
    const [row] =
      kind === 'customer'
        ? await this.db
            .insert(customerSessions)
            .values({ ...values, customerId: subjectId })
            .returning({ id: customerSessions.id })
        : await this.db
            .insert(courierSessions)
            .values({ ...values, courierId: subjectId })
            .returning({ id: courierSessions.id });
    if (!row) throw new Error('session insert returned nothing');
    return { token, sessionId: row.id, expiresAt };
  }

  /** A live session of this partner for the token, else null (unknown, expired, revoked, other partner). */
  async find(
    kind: SessionKind,
    token: string,
    partnerId: string,
    now: Date,
  ): Promise<ActiveSession | null> {
    const lookup = kind === 'customer' ? this.findCustomerSession : this.findCourierSession;
    const [row] = await lookup.execute({ tokenHash: hashSessionToken(token), partnerId, now });
    return row ?? null;
  }

  async revoke(kind: SessionKind, sessionId: string, now: Date): Promise<void> {
    if (kind === 'customer') {
      await this.db
        .update(customerSessions)
        .set({ revokedAt: now })
        .where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
    } else {
      await this.db
        .update(courierSessions)
        .set({ revokedAt: now })
        .where(and(eq(courierSessions.id, sessionId), isNull(courierSessions.revokedAt)));
    }
  }

  /** The push token of the device holding this session; logout drops it with the session. */
  async setFcmToken(sessionId: string, fcmToken: string): Promise<void> {
    await this.db
      .update(customerSessions)
      .set({ fcmToken })
      .where(eq(customerSessions.id, sessionId));
  }

  /** Signs a customer out everywhere (account deletion). */
  async revokeAllForCustomer(customerId: string, now: Date): Promise<void> {
    await this.db
      .update(customerSessions)
      .set({ revokedAt: now })
      .where(and(eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt)));
  }
}
