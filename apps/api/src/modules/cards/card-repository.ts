/**
 * Stored cards. Whenever a customer has bound cards, exactly one of them is the default: the
 * first card bound becomes it, setting another moves it, unbinding it passes it to the newest
 * card left. Changes run in a transaction with the customer row locked, so two at once take
 * turns; the partial unique index stops two defaults whatever happens.
 */
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Card } from '@souk/contracts';
import type { Db } from '#api/db/client.ts';
import { customerCards, customers } from '#api/db/schema/index.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const bound = (owner: CustomerOwner) =>
  and(
    eq(customerCards.customerId, owner.customerId),
    eq(customerCards.partnerId, owner.partnerId),
    isNull(customerCards.unboundAt),
  );

export interface NewCard {
  maskedCardNumber: string | null;
  gatewayToken?: string | null;
  /** Unset: default only when the customer has no default card yet. */
  isDefault?: boolean;
}

export class CardRepository {
  constructor(private readonly db: Db) {}

  list(owner: CustomerOwner): Promise<Card[]> {
    return listCards(this.db, owner);
  }

  /** The cards after the change, or null when the card is not this customer's bound card. */
  setDefault(owner: CustomerOwner, cardId: string): Promise<Card[] | null> {
    return this.db.transaction(async (tx) => {
      await lockCustomer(tx, owner);
      const [card] = await tx
        .select({ id: customerCards.id })
        .from(customerCards)
        .where(and(eq(customerCards.id, cardId), bound(owner)));
      if (!card) return null;
      await tx
        .update(customerCards)
        .set({ isDefault: false })
        .where(and(bound(owner), eq(customerCards.isDefault, true), ne(customerCards.id, cardId)));
      await tx.update(customerCards).set({ isDefault: true }).where(eq(customerCards.id, cardId));
      return listCards(tx, owner);
    });
  }

  /** False when the card is not this customer's bound card. */
  unbind(owner: CustomerOwner, cardId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await lockCustomer(tx, owner);
      const [card] = await tx
        .update(customerCards)
        .set({ unboundAt: sql`now()`, isDefault: false })
        .where(and(eq(customerCards.id, cardId), bound(owner)))
        .returning({ id: customerCards.id });
      if (!card) return false;
      await ensureDefault(tx, owner);
      return true;
    });
  }

  /** Binds a card: the payment gateway's call, and the fixtures'. */
  bind(owner: CustomerOwner, card: NewCard): Promise<Card> {
    return this.db.transaction(async (tx) => {
      await lockCustomer(tx, owner);
      if (card.isDefault) {
        await tx
          .update(customerCards)
          .set({ isDefault: false })
          .where(and(bound(owner), eq(customerCards.isDefault, true)));
      }
      const [row] = await tx
        .insert(customerCards)
        .values({
          ...owner,
          maskedCardNumber: card.maskedCardNumber,
          gatewayToken: card.gatewayToken ?? null,
          isDefault: card.isDefault ?? false,
        })
        .returning();
      if (!row) throw new Error('Card insert returned no row');
      await ensureDefault(tx, owner);
      const cards = await listCards(tx, owner);
      const saved = cards.find((item) => item.id === row.id);
      if (!saved) throw new Error('Bound card is missing');
      return saved;
    });
  }
}

async function listCards(db: Db | Tx, owner: CustomerOwner): Promise<Card[]> {
  const rows = await db
    .select({
      id: customerCards.id,
      maskedCardNumber: customerCards.maskedCardNumber,
      isDefault: customerCards.isDefault,
    })
    .from(customerCards)
    .where(bound(owner))
    .orderBy(desc(customerCards.createdAt), desc(customerCards.id));
  return rows.map((row) => ({
    id: row.id,
    maskedCardNumber: row.maskedCardNumber,
    default: row.isDefault,
  }));
}

async function lockCustomer(tx: Tx, owner: CustomerOwner): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, owner.customerId), eq(customers.partnerId, owner.partnerId)))
    .for('update');
}

/** With bound cards but no default, the newest card becomes the default. */
async function ensureDefault(tx: Tx, owner: CustomerOwner): Promise<void> {
  const [current] = await tx
    .select({ id: customerCards.id })
    .from(customerCards)
    .where(and(bound(owner), eq(customerCards.isDefault, true)));
  if (current) return;
  const [newest] = await tx
    .select({ id: customerCards.id })
    .from(customerCards)
    .where(bound(owner))
    .orderBy(desc(customerCards.createdAt), desc(customerCards.id))
    .limit(1);
  if (newest) {
    await tx.update(customerCards).set({ isDefault: true }).where(eq(customerCards.id, newest.id));
  }
}
