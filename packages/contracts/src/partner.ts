import { z } from 'zod';
import { imageSchema, localeCodeSchema, workingHoursIntervalSchema } from './common.ts';

export const PARTNER_HEADER = 'x-partner-code';
export const BUILD_VERSION_HEADER = 'x-build-version';

const socialLinkSchema = z.object({
  type: z.string(),
  url: z.string(),
});

const partnerThemeSchema = z.object({
  primaryColor: z.string(),
  primaryContrastColor: z.string(),
  accentColor: z.string(),
  surfaceColor: z.string(),
  textColor: z.string(),
});
export type PartnerTheme = z.infer<typeof partnerThemeSchema>;

export const publicInfoSchema = z.object({
  partnerCode: z.string(),
  platformName: z.string(),
  partnerOfficialName: z.string(),
  partnerOfficialAddress: z.string(),
  partnerCertificate: z.string(),
  /**
   * The legal text in the languages the partner wrote it in, by locale code: the storefront
   * shows the page's language and falls back to `partnerCertificate`.
   */
  partnerCertificateI18n: z.partialRecord(localeCodeSchema, z.string()),
  languages: z.array(z.object({ code: localeCodeSchema, mandatory: z.boolean() })),
  defaultLocale: localeCodeSchema,
  links: z.object({
    aboutUs: z.string().nullable(),
    termsOfUse: z.string().nullable(),
    privacyPolicy: z.string().nullable(),
    becomeACourier: z.string().nullable(),
    becomeAVendor: z.string().nullable(),
    iosApp: z.string().nullable(),
    androidApp: z.string().nullable(),
    socialNetworks: z.array(socialLinkSchema),
  }),
  textLogo: z.boolean(),
  logo: imageSchema.nullable(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  workingHours: z.array(workingHoursIntervalSchema),
  theme: partnerThemeSchema,
});
export type PublicInfo = z.infer<typeof publicInfoSchema>;

/** GET /branded/partner_config.json (spec 1 §3 "Partner configuration"). */
export const partnerConfigSchema = z.object({
  BASE_URL: z.string(),
  PARTNER_CODE: z.string(),
  SINGLE_BACKEND_DOMAIN: z.string().nullable(),
  SUSPENDED_DEMO_URL: z.string(),
  SUSPENDED_PROD_URL: z.string(),
  GMAP_KEY: z.string().nullable(),
  GTAG_KEY: z.string().nullable(),
  FPIXEL_KEY: z.string().nullable(),
  FCM_PROJECT_ID: z.string().nullable(),
  UPDATES_BUCKET_URL: z.string().nullable(),
});
export type PartnerConfig = z.infer<typeof partnerConfigSchema>;
