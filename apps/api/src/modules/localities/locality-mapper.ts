import type { LocalityParams, LocalitySummary } from '@souk/contracts';
import { localeCodeSchema } from '@souk/contracts';
import { resolveI18n } from '#api/http/i18n-text.ts';
import type { LocalityRow } from './locality-repository.ts';

/** Spec 1 §9: tip settings default to disabled, tipMax 1000, tipStep 1, tipValues 1, 5, 10. */
export const DEFAULT_TIP_SETTINGS = {
  enabled: false,
  tipMax: 1000,
  tipStep: 1,
  tipValues: [1, 5, 10],
};

export function toLocalitySummary(row: LocalityRow, lang: string): LocalitySummary {
  return {
    id: row.id,
    code: row.code,
    name: resolveI18n(row.nameI18n, lang, row.name),
    nameI18n: { values: stripEmpty(row.nameI18n) },
    lang: localeCodeSchema.catch('en').parse(row.lang),
    currencyCode: row.currencyCode,
    timeZone: row.timeZone,
    uiFlow: row.uiFlow,
    center: { latitude: row.centerLatitude, longitude: row.centerLongitude },
  };
}

export function toLocalityParams(row: LocalityRow): LocalityParams {
  const referral = row.referralSettings;
  return {
    code: row.code,
    name: row.name,
    timeZone: row.timeZone,
    locale: {
      lang: localeCodeSchema.catch('en').parse(row.lang),
      currencyCode: row.currencyCode,
      currencySymbol: row.currencySymbol,
      countryCode: row.countryCode,
    },
    public: row.isPublic,
    contacts: { forClients: { phone: row.contactPhone, email: row.contactEmail } },
    delivery: {
      minOrderPrice: row.minOrderPrice,
      preOrderPeriod: {
        type: row.preorderPeriodType,
        value: row.preorderPeriodType === 'NONE' ? 0 : row.preorderPeriodValue,
      },
      receiptTypes: row.receiptTypes.length > 0 ? row.receiptTypes : ['DELIVERY'],
      deliveryZone: row.deliveryZone.map(([lat, lng]) => [lat, lng] as [number, number]),
    },
    availabilitySchedule: { workingHours: { intervals: row.workingHours } },
    paymentOptions: {
      paymentTypes: row.paymentTypes,
      paymentOptions: row.paymentOptions,
      showStoredCards: row.showStoredCards,
      bindNewCard: row.bindNewCard,
    },
    tipSettings: row.tipSettings ?? DEFAULT_TIP_SETTINGS,
    customerAuthOtpProvider: row.customerAuthOtpProvider,
    customerFirebaseOTPSettings: row.firebaseProjectId
      ? { projectId: row.firebaseProjectId }
      : null,
    supportChatSettings: row.supportChatUrl ? { enabled: true, url: row.supportChatUrl } : null,
    referralProgramSettings: {
      enabled: referral?.enabled ?? false,
      discountConfig: { promocodeConfig: { description: referral?.discountDescription ?? '' } },
      bonusConfig: { promocodeConfig: { description: referral?.bonusDescription ?? '' } },
    },
    checkoutPagePublicSettings: {
      commentEnabled: row.commentEnabled,
      cashMaxAmount: row.cashMaxAmount,
    },
    uiFlow: row.uiFlow,
  };
}

function stripEmpty(values: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
