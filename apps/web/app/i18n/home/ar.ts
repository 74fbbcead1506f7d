import type { Messages } from '../types.ts';

/** The locality home's receipt-type messages in this language; `../ar.ts` checks that none is missing. */
export const homeAr = {
  'home.takeawayTitle': 'الاستلام في {locality}',
  'popup.minPriceTitleTakeaway': 'الطلب والاستلام',
  'popup.minPriceTextTakeaway': 'الحد الأدنى للطلب {price}. تستلم الطلب بنفسك: بدون رسوم توصيل.',
  'home.pickupTimeTitle': 'وقت الاستلام',
  'home.pickupTimeText': 'جاهز للاستلام بعد حوالي {time} من قبول البائع لطلبك.',
  'home.pickupWhenReady': 'عند التجهيز',
  'home.pickupWhenReadyText': 'جاهز للاستلام فور أن يجهّزه البائع.',
  'home.nearestPickup': 'أقرب استلام: {day} {time}',
} satisfies Partial<Messages>;
