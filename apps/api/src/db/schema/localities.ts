import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { I18nText } from './columns.ts';
import { createdAt, id } from './columns.ts';
import { partners } from './partners.ts';
import type { LatLng, PaymentType, ReceiptType, WorkingHoursRow } from './shared-types.ts';

export interface TipSettingsRow {
  enabled: boolean;
  tipMax: number;
  tipStep: number;
  tipValues: number[];
}

export interface ReferralSettingsRow {
  enabled: boolean;
  discountDescription: string;
  bonusDescription: string;
  /**
   * What bonusDescription promises, in a form the server can give: the referrer's personal code
   * once the friend's first order completes (FIXED minor units or PERCENT off).
   */
  bonus?: { type: 'FIXED' | 'PERCENT'; value: number; validDays?: number | null };
}

export const localities = pgTable(
  'localities',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameI18n: jsonb('name_i18n').$type<I18nText>().notNull().default({}),
    lang: text('lang').notNull(),
    currencyCode: text('currency_code').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    countryCode: text('country_code').notNull(),
    timeZone: text('time_zone').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    centerLatitude: doublePrecision('center_latitude').notNull(),
    centerLongitude: doublePrecision('center_longitude').notNull(),
    deliveryZone: jsonb('delivery_zone').$type<LatLng[]>().notNull(),
    /** Minor units. */
    minOrderPrice: integer('min_order_price').notNull().default(0),
    preorderPeriodType: text('preorder_period_type', { enum: ['DAYS', 'NONE'] })
      .notNull()
      .default('NONE'),
    preorderPeriodValue: integer('preorder_period_value').notNull().default(0),
    receiptTypes: jsonb('receipt_types').$type<ReceiptType[]>().notNull().default(['DELIVERY']),
    workingHours: jsonb('working_hours').$type<WorkingHoursRow[]>().notNull().default([]),
    paymentTypes: jsonb('payment_types').$type<PaymentType[]>().notNull().default(['CASH']),
    paymentOptions: jsonb('payment_options')
      .$type<{ code: string; paymentType: PaymentType }[]>()
      .notNull()
      .default([]),
    showStoredCards: boolean('show_stored_cards').notNull().default(false),
    bindNewCard: boolean('bind_new_card').notNull().default(false),
    /** Null means the spec's defaults (disabled, 1000, 1, [1, 5, 10]). */
    tipSettings: jsonb('tip_settings').$type<TipSettingsRow>(),
    customerAuthOtpProvider: text('customer_auth_otp_provider', {
      enum: ['INTERNAL', 'FIREBASE'],
    })
      .notNull()
      .default('INTERNAL'),
    firebaseProjectId: text('firebase_project_id'),
    supportChatUrl: text('support_chat_url'),
    referralSettings: jsonb('referral_settings').$type<ReferralSettingsRow>(),
    commentEnabled: boolean('comment_enabled').notNull().default(true),
    /** Minor units; null means no cash limit. */
    cashMaxAmount: integer('cash_max_amount'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    uiFlow: text('ui_flow', { enum: ['DEFAULT', 'SINGLE_VENDOR'] })
      .notNull()
      .default('DEFAULT'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('localities_partner_code_idx').on(t.partnerId, t.code),
    index('localities_partner_sort_idx').on(t.partnerId, t.sortOrder),
  ],
);
