import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRateCounters, customerSessions, phoneConfirmations } from '#api/db/schema/index.ts';
import { insertPartner } from '#api/test/fixtures.ts';
import { signInCustomer } from '#api/test/sign-in.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { TEST_PARTNER, createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';
import { pruneSignInData } from './prune-sign-in-data.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testTargets)('pruning sign-in data on %s', (target) => {
  let t: TestApp;
  let clock = new Date('2026-03-02T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'none', now: () => clock });
    await insertPartner(t.database.db, { code: TEST_PARTNER });
  });
  afterAll(() => t.close());

  it('drops spent codes, old counters and ended sessions, and keeps live sessions', async () => {
    const { db } = t.database;
    const ended = await signInCustomer(t);
    await t.request({ method: 'POST', url: '/api/customer/auth/logout', headers: ended.headers });
    clock = new Date(clock.getTime() + 2 * DAY + 1000);
    const live = await signInCustomer(t);
    expect(await db.select().from(customerSessions)).toHaveLength(2);

    expect(await pruneSignInData(db, clock)).toBeGreaterThan(0);
    const sessions = await db.select().from(customerSessions);
    expect(sessions.map((row) => row.customerId)).toEqual([live.customerId]);
    // Only what the live sign-in made today remains.
    const codes = await db.select().from(phoneConfirmations);
    expect(codes).toHaveLength(1);
    const counters = await db.select().from(authRateCounters);
    expect(counters.every((row) => row.windowStart.getTime() > clock.getTime() - 2 * DAY)).toBe(
      true,
    );
    expect((await t.get('/api/customer/me', live.headers)).statusCode).toBe(200);
  });
});
