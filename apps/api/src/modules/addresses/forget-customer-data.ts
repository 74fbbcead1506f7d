import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import {
  customerAddresses,
  customerCards,
  favouriteProducts,
  favouriteVendors,
} from '#api/db/schema/index.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What anonymising an account removes of this area: saved addresses and favourites are
 * deleted; cards are unbound and their gateway tokens dropped (the rows stay for the orders
 * that name them, without anything that could charge the card). Pass a transaction to make it
 * part of the anonymisation.
 */
export async function forgetCustomerData(db: Executor, owner: CustomerOwner): Promise<void> {
  const addresses = and(
    eq(customerAddresses.customerId, owner.customerId),
    eq(customerAddresses.partnerId, owner.partnerId),
  );
  await db.delete(customerAddresses).where(addresses);
  await db
    .delete(favouriteVendors)
    .where(
      and(
        eq(favouriteVendors.customerId, owner.customerId),
        eq(favouriteVendors.partnerId, owner.partnerId),
      ),
    );
  await db
    .delete(favouriteProducts)
    .where(
      and(
        eq(favouriteProducts.customerId, owner.customerId),
        eq(favouriteProducts.partnerId, owner.partnerId),
      ),
    );
  await db
    .update(customerCards)
    .set({
      unboundAt: sql`coalesce(${customerCards.unboundAt}, now())`,
      isDefault: false,
      gatewayToken: null,
    })
    .where(
      and(
        eq(customerCards.customerId, owner.customerId),
        eq(customerCards.partnerId, owner.partnerId),
      ),
    );
}
