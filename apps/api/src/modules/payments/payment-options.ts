/**
 * The payment methods a locality offers (spec 2 §3 "Payment options": paymentTypes,
 * paymentOptions, showStoredCards, bindNewCard), with the customer's stored cards where the
 * locality shows them.
 */
import { and, eq } from 'drizzle-orm';
import type { Card } from '@souk/contracts';
import type { Db } from '#api/db/client.ts';
import { carts, localities } from '#api/db/schema/index.ts';
import type { PaymentType } from '#api/db/schema/index.ts';
import { cartNotFound } from '#api/modules/carts/cart-errors.ts';
import { localityNotFound } from '#api/modules/localities/locality-service.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';
import type { GatewayName } from './payment-gateway.ts';

type LocalityRow = typeof localities.$inferSelect;
type Option = { code: string; paymentType: PaymentType };

export interface PaymentOptions {
  paymentTypes: PaymentType[];
  paymentOptions: Option[];
  showStoredCards: boolean;
  bindNewCard: boolean;
  gateway: GatewayName;
}

interface PaymentMethod {
  kind: 'CASH' | 'STORED_CARD' | 'NEW_CARD';
  paymentType: PaymentType;
  code: string;
  cardId: string | null;
  maskedCardNumber: string | null;
  default: boolean;
}

export async function localityByCode(
  db: Db,
  partnerId: string,
  code: string,
): Promise<LocalityRow> {
  const [row] = await db
    .select()
    .from(localities)
    .where(and(eq(localities.partnerId, partnerId), eq(localities.code, code)));
  if (!row) throw localityNotFound(code);
  return row;
}

/** The locality named, else the one of the customer's own cart. */
export async function localityFor(
  db: Db,
  owner: CustomerOwner,
  query: { localityCode?: string | undefined; cartId?: string | undefined },
): Promise<LocalityRow> {
  if (query.localityCode) return localityByCode(db, owner.partnerId, query.localityCode);
  if (!query.cartId) throw localityNotFound('');
  const [row] = await db
    .select({ locality: localities })
    .from(carts)
    .innerJoin(localities, eq(localities.id, carts.localityId))
    .where(
      and(
        eq(carts.id, query.cartId),
        eq(carts.customerId, owner.customerId),
        eq(carts.partnerId, owner.partnerId),
      ),
    );
  if (!row) throw cartNotFound();
  return row.locality;
}

/** Options a payment type the locality does not take would offer are left out. */
export function optionsOf(rows: readonly LocalityRow[], gateway: GatewayName): PaymentOptions {
  const types = new Set(rows.flatMap((row) => row.paymentTypes));
  const options = new Map<string, Option>();
  for (const row of rows) {
    for (const option of row.paymentOptions) {
      if (row.paymentTypes.includes(option.paymentType)) options.set(option.code, option);
    }
  }
  return {
    paymentTypes: [...types],
    paymentOptions: [...options.values()],
    showStoredCards: rows.some((row) => row.showStoredCards),
    bindNewCard: rows.some((row) => row.bindNewCard),
    gateway,
  };
}

/** Cash, then the stored cards (default first), then a new card typed into the hosted form. */
export function methodsOf(options: PaymentOptions, cards: readonly Card[]): PaymentMethod[] {
  const none = { cardId: null, maskedCardNumber: null, default: false };
  const methods: PaymentMethod[] = [];
  for (const option of options.paymentOptions) {
    if (option.paymentType === 'CASH') {
      methods.push({ kind: 'CASH', paymentType: 'CASH', code: option.code, ...none });
      continue;
    }
    if (options.showStoredCards) {
      const sorted = [...cards].sort((a, b) => Number(b.default) - Number(a.default));
      for (const card of sorted) {
        methods.push({
          kind: 'STORED_CARD',
          paymentType: 'ONLINE',
          code: option.code,
          cardId: card.id,
          maskedCardNumber: card.maskedCardNumber,
          default: card.default,
        });
      }
    }
    methods.push({ kind: 'NEW_CARD', paymentType: 'ONLINE', code: option.code, ...none });
  }
  return methods;
}

export async function publicLocalities(db: Db, partnerId: string): Promise<LocalityRow[]> {
  return db
    .select()
    .from(localities)
    .where(and(eq(localities.partnerId, partnerId), eq(localities.isPublic, true)));
}
