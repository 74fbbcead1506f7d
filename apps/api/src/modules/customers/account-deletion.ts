/**
 * Spec 1 §4: "Account deletion takes effect within 30 days and is cancelable by logging in."
 * DELETE /customer/me sets deletionDueAt; this job, run hourly by the server, anonymises every
 * account whose moment has come. The row stays (orders keep pointing at it) but nothing in it
 * identifies the person any more, and every session of it ends.
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { forgetCustomerData } from '#api/modules/addresses/forget-customer-data.ts';
import { customerSessions, customers } from '#api/db/schema/index.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

interface AnonymisedCustomer {
  customerId: string;
  partnerId: string;
}

/** Another module's part of the clean-up (saved addresses, favourites …), run in the same transaction. */
export type CustomerAnonymiser = (tx: Transaction, customer: AnonymisedCustomer) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules that keep personal data per customer register their clean-up here. */
    accountDeletion: AccountDeletionJob;
  }
}

export class AccountDeletionJob {
  private readonly anonymisers: CustomerAnonymiser[] = [];

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  onAnonymise(anonymiser: CustomerAnonymiser): void {
    this.anonymisers.push(anonymiser);
  }

  /** Anonymises the accounts due by now; returns how many. */
  async run(): Promise<number> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const due = await tx
        .update(customers)
        .set({
          phone: null,
          partnerUserId: null,
          firebaseUid: null,
          name: null,
          birthDate: null,
          email: null,
          lang: null,
          healthyLifestyle: false,
          status: 'DELETED',
          deletionDueAt: null,
          anonymisedAt: now,
        })
        .where(and(eq(customers.status, 'DELETION_SCHEDULED'), lte(customers.deletionDueAt, now)))
        .returning({ customerId: customers.id, partnerId: customers.partnerId });
      if (due.length === 0) return 0;
      const ids = due.map((row) => row.customerId);
      await tx.delete(customerSessions).where(inArray(customerSessions.customerId, ids));
      for (const customer of due) {
        for (const anonymise of this.anonymisers) await anonymise(tx, customer);
      }
      return due.length;
    });
  }
}

/** The job as the server runs it, with every module's clean-up registered. */
export function createAccountDeletionJob(db: Db, now: () => Date): AccountDeletionJob {
  const job = new AccountDeletionJob(db, now);
  // Saved addresses and favourites go, cards lose their gateway tokens.
  job.onAnonymise(forgetCustomerData);
  return job;
}
