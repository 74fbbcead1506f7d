import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ADDRESSES_PER_CUSTOMER_MAX } from '@souk/contracts';
import type { Address } from '@souk/contracts';
import type { Db } from '#api/db/client.ts';
import { customerAddresses, customers } from '#api/db/schema/index.ts';
import { addressesLimitReached } from './address-errors.ts';
import type { AddressValues } from './address-mapper.ts';
import { toAddressDto } from './address-mapper.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';

const owned = (owner: CustomerOwner) =>
  and(
    eq(customerAddresses.customerId, owner.customerId),
    eq(customerAddresses.partnerId, owner.partnerId),
  );

export class AddressRepository {
  constructor(private readonly db: Db) {}

  async list(owner: CustomerOwner): Promise<Address[]> {
    const rows = await this.db
      .select()
      .from(customerAddresses)
      .where(owned(owner))
      .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id));
    return rows.map(toAddressDto);
  }

  /** Creates the address unless the customer already keeps the most allowed. */
  create(owner: CustomerOwner, values: AddressValues): Promise<Address> {
    return this.db.transaction(async (tx) => {
      // Locking the customer row makes concurrent creations take turns at the count.
      await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, owner.customerId), eq(customers.partnerId, owner.partnerId)))
        .for('update');
      const [saved] = await tx
        .select({ total: count() })
        .from(customerAddresses)
        .where(owned(owner));
      if ((saved?.total ?? 0) >= ADDRESSES_PER_CUSTOMER_MAX) throw addressesLimitReached();
      const [row] = await tx
        .insert(customerAddresses)
        .values({ ...values, customerId: owner.customerId, partnerId: owner.partnerId })
        .returning();
      if (!row) throw new Error('Address insert returned no row');
      return toAddressDto(row);
    });
  }

  /** Null when the address is not this customer's (or does not exist). */
  async update(owner: CustomerOwner, id: string, values: AddressValues): Promise<Address | null> {
    const [row] = await this.db
      .update(customerAddresses)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(customerAddresses.id, id), owned(owner)))
      .returning();
    return row ? toAddressDto(row) : null;
  }

  /** False when the address is not this customer's (or does not exist). */
  async delete(owner: CustomerOwner, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, id), owned(owner)))
      .returning({ id: customerAddresses.id });
    return rows.length > 0;
  }
}
