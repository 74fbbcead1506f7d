import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { CustomerRow } from '#api/db/schema/index.ts';
import { customers } from '#api/db/schema/index.ts';

/** Every read and write is scoped to the partner: a customer of one marketplace is unknown to another. */
export class CustomerRepository {
  constructor(private readonly db: Db) {}

  async find(partnerId: string, id: string): Promise<CustomerRow | null> {
    const [row] = await this.db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.partnerId, partnerId),
          eq(customers.id, id),
          isNull(customers.anonymisedAt),
        ),
      );
    return row ?? null;
  }

  /** The customer with this phone, created on first sign-in. */
  async findOrCreateByPhone(partnerId: string, phone: string): Promise<CustomerRow> {
    await this.db.insert(customers).values({ partnerId, phone }).onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(customers)
      .where(and(eq(customers.partnerId, partnerId), eq(customers.phone, phone)));
    if (!row) throw new Error('customer missing after insert');
    return row;
  }

  async findBy(
    partnerId: string,
    key: 'partnerUserId' | 'firebaseUid' | 'phone',
    value: string,
  ): Promise<CustomerRow | null> {
    const [row] = await this.db
      .select()
      .from(customers)
      .where(and(eq(customers.partnerId, partnerId), eq(customers[key], value)));
    return row ?? null;
  }

  async insert(values: typeof customers.$inferInsert): Promise<CustomerRow | null> {
    const [row] = await this.db.insert(customers).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async update(
    partnerId: string,
    id: string,
    changes: Partial<typeof customers.$inferInsert>,
  ): Promise<CustomerRow | null> {
    // An update that changes nothing answers the customer as they are (an empty SET is not SQL).
    if (Object.values(changes).every((value) => value === undefined)) {
      const current = await this.find(partnerId, id);
      return current?.anonymisedAt ? null : current;
    }
    const [row] = await this.db
      .update(customers)
      .set(changes)
      .where(
        and(
          eq(customers.partnerId, partnerId),
          eq(customers.id, id),
          isNull(customers.anonymisedAt),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Signing in again cancels a scheduled deletion (spec 1 §4). */
  async cancelDeletion(customer: CustomerRow): Promise<CustomerRow> {
    if (customer.status !== 'DELETION_SCHEDULED') return customer;
    const updated = await this.update(customer.partnerId, customer.id, {
      status: 'ACTIVE',
      deletionDueAt: null,
    });
    return updated ?? customer;
  }
}
