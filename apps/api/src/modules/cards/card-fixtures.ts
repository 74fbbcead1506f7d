import type { Card } from '@souk/contracts';
import type { Db } from '#api/db/client.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';
import type { NewCard } from './card-repository.ts';
import { CardRepository } from './card-repository.ts';

/** Binds cards for a test the way the payment gateway will: through CardRepository.bind. */
export async function insertCards(
  db: Db,
  owner: CustomerOwner,
  cards: readonly NewCard[],
): Promise<Card[]> {
  const repository = new CardRepository(db);
  const bound: Card[] = [];
  for (const card of cards) bound.push(await repository.bind(owner, card));
  return bound;
}
