import { SUPPORTED_LOCALES } from '@souk/core/locales';
import { WEEKDAYS } from '@souk/core/working-hours-label';
import { z } from 'zod';

/** The one list lives in @souk/core; contracts re-export it for schema users. */
export const SUPPORTED_LOCALE_CODES = SUPPORTED_LOCALES;
export const localeCodeSchema = z.enum(SUPPORTED_LOCALE_CODES);
export type LocaleCode = z.infer<typeof localeCodeSchema>;

const weekdaySchema = z.enum(WEEKDAYS);

/** HH:MM:SS, 24:00:00 allowed as an end of day. */
const timeOfDaySchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$|^24:00:00$/, 'Expected HH:MM:SS');

export const workingHoursIntervalSchema = z.object({
  day: weekdaySchema,
  from: timeOfDaySchema,
  until: timeOfDaySchema,
});
export type WorkingHoursInterval = z.infer<typeof workingHoursIntervalSchema>;

const imageVariantSchema = z.object({
  w: z.number().int().positive(),
  h: z.number().int().positive(),
  n: z.string(),
});
export const imageSchema = z.object({
  basePath: z.string(),
  variants: z.array(imageVariantSchema),
});
export type Image = z.infer<typeof imageSchema>;

/** Values by language: `{ values: { en: 'Pizza', ar: 'بيتزا' } }`. */
export const i18nTextSchema = z.object({
  values: z.record(z.string(), z.string()),
});

export const latitudeSchema = z.coerce.number().min(-90).max(90);
export const longitudeSchema = z.coerce.number().min(-180).max(180);
export const coordinatePairSchema = z.tuple([z.number(), z.number()]);

const UI_FLOWS = ['DEFAULT', 'SINGLE_VENDOR'] as const;
export const uiFlowSchema = z.enum(UI_FLOWS);
export type UiFlow = z.infer<typeof uiFlowSchema>;

const RECEIPT_TYPES = ['DELIVERY', 'TAKEAWAY'] as const;
export const receiptTypeSchema = z.enum(RECEIPT_TYPES);

const PAYMENT_TYPES = ['CASH', 'ONLINE'] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
