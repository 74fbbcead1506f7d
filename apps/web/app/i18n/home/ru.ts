import type { Messages } from '../types.ts';

/** The locality home's receipt-type messages in this language; `../ru.ts` checks that none is missing. */
export const homeRu = {
  'home.takeawayTitle': 'Самовывоз: {locality}',
  'popup.minPriceTitleTakeaway': 'Заказ и самовывоз',
  'popup.minPriceTextTakeaway':
    'Минимальный заказ {price}. Вы забираете заказ сами: без платы за доставку.',
  'home.pickupTimeTitle': 'Время самовывоза',
  'home.pickupTimeText':
    'Будет готов к выдаче примерно через {time} после того, как заведение примет заказ.',
  'home.pickupWhenReady': 'Как будет готов',
  'home.pickupWhenReadyText': 'Будет готов к выдаче, как только заведение его приготовит.',
  'home.nearestPickup': 'Ближайший самовывоз: {day} {time}',
} satisfies Partial<Messages>;
