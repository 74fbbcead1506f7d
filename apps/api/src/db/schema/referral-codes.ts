/**
 * Referral codes (spec 2 §7 "GET /customer/me/promo-codes/referral returns code"): one per
 * customer, made by the server the first time it is asked for and kept, so the code a customer
 * shared keeps working. Unique within the partner, like promo codes.
 */
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { createdAt } from './columns.ts';
import { partners } from './partners.ts';

export const referralCodes = pgTable(
  'referral_codes',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** Upper-case Latin letters and digits (spec 2 §5 promo code input rule). */
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_codes_partner_code_idx').on(t.partnerId, t.code)],
);
