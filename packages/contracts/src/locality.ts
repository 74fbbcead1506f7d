import { z } from 'zod';
import {
  coordinatePairSchema,
  i18nTextSchema,
  latitudeSchema,
  localeCodeSchema,
  longitudeSchema,
  paymentTypeSchema,
  receiptTypeSchema,
  uiFlowSchema,
  workingHoursIntervalSchema,
} from './common.ts';

export const localityCodeSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/, 'Expected lower-case letters, digits and dashes');

export const localityCodeParamsSchema = z.object({ code: localityCodeSchema });

const localitySummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  nameI18n: i18nTextSchema,
  lang: localeCodeSchema,
  currencyCode: z.string(),
  timeZone: z.string(),
  uiFlow: uiFlowSchema,
  center: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type LocalitySummary = z.infer<typeof localitySummarySchema>;

export const localityListSchema = z.object({ localities: z.array(localitySummarySchema) });

export const nearestLocalityQuerySchema = z.object({
  lat: latitudeSchema.optional(),
  lng: longitudeSchema.optional(),
});

export const nearestLocalitySchema = z.object({
  locality: localitySummarySchema,
  /** True when the point lies inside the locality's delivery zone, false when it is only the closest. */
  insideDeliveryZone: z.boolean(),
  distanceKm: z.number().nullable(),
});

const PREORDER_PERIOD_TYPES = ['DAYS', 'NONE'] as const;

export const localityParamsSchema = z.object({
  code: z.string(),
  name: z.string(),
  timeZone: z.string(),
  locale: z.object({
    lang: localeCodeSchema,
    currencyCode: z.string(),
    currencySymbol: z.string(),
    countryCode: z.string(),
  }),
  public: z.boolean(),
  contacts: z.object({
    forClients: z.object({ phone: z.string().nullable(), email: z.string().nullable() }),
  }),
  delivery: z.object({
    /** Minor units of the locality's currency. */
    minOrderPrice: z.number().int(),
    preOrderPeriod: z.object({ type: z.enum(PREORDER_PERIOD_TYPES), value: z.number().int() }),
    receiptTypes: z.array(receiptTypeSchema),
    /** [latitude, longitude] pairs of the delivery zone polygon. */
    deliveryZone: z.array(coordinatePairSchema),
  }),
  availabilitySchedule: z.object({
    workingHours: z.object({ intervals: z.array(workingHoursIntervalSchema) }),
  }),
  paymentOptions: z.object({
    paymentTypes: z.array(paymentTypeSchema),
    paymentOptions: z.array(z.object({ code: z.string(), paymentType: paymentTypeSchema })),
    showStoredCards: z.boolean(),
    bindNewCard: z.boolean(),
  }),
  tipSettings: z.object({
    enabled: z.boolean(),
    tipMax: z.number(),
    tipStep: z.number(),
    tipValues: z.array(z.number()),
  }),
  customerAuthOtpProvider: z.enum(['INTERNAL', 'FIREBASE']),
  customerFirebaseOTPSettings: z.object({ projectId: z.string() }).nullable(),
  supportChatSettings: z.object({ enabled: z.boolean(), url: z.string().nullable() }).nullable(),
  referralProgramSettings: z.object({
    enabled: z.boolean(),
    discountConfig: z.object({ promocodeConfig: z.object({ description: z.string() }) }),
    bonusConfig: z.object({ promocodeConfig: z.object({ description: z.string() }) }),
  }),
  checkoutPagePublicSettings: z.object({
    commentEnabled: z.boolean(),
    cashMaxAmount: z.number().int().nullable(),
  }),
  uiFlow: uiFlowSchema,
});
export type LocalityParams = z.infer<typeof localityParamsSchema>;

export { latitudeSchema, longitudeSchema };
