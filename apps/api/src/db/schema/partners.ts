import { boolean, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { images } from './images.ts';
import type { WorkingHoursRow } from './shared-types.ts';

export interface PartnerLinks {
  aboutUs: string | null;
  termsOfUse: string | null;
  privacyPolicy: string | null;
  becomeACourier: string | null;
  becomeAVendor: string | null;
  iosApp: string | null;
  androidApp: string | null;
  socialNetworks: { type: string; url: string }[];
}

export interface PartnerThemeRow {
  primaryColor: string;
  primaryContrastColor: string;
  accentColor: string;
  surfaceColor: string;
  textColor: string;
}

export const partners = pgTable('partners', {
  id: id(),
  code: text('code').notNull().unique(),
  status: text('status', { enum: ['ACTIVE', 'SUSPENDED'] })
    .notNull()
    .default('ACTIVE'),
  partnerType: text('partner_type', { enum: ['DEMO', 'PROD'] })
    .notNull()
    .default('DEMO'),
  platformName: text('platform_name').notNull(),
  officialName: text('official_name').notNull(),
  officialAddress: text('official_address').notNull(),
  certificate: text('certificate').notNull().default(''),
  /** The certificate in other languages, by locale code; `certificate` stands in for the rest. */
  certificateI18n: jsonb('certificate_i18n')
    .$type<Partial<Record<string, string>>>()
    .notNull()
    .default({}),
  defaultLocale: text('default_locale').notNull().default('en'),
  languages: jsonb('languages').$type<{ code: string; mandatory: boolean }[]>().notNull(),
  links: jsonb('links').$type<PartnerLinks>().notNull(),
  textLogo: boolean('text_logo').notNull().default(true),
  logoImageId: uuid('logo_image_id').references(() => images.id),
  supportPhone: text('support_phone').notNull(),
  supportEmail: text('support_email').notNull(),
  workingHours: jsonb('working_hours').$type<WorkingHoursRow[]>().notNull(),
  theme: jsonb('theme').$type<PartnerThemeRow>().notNull(),
  createdAt: createdAt(),
});
