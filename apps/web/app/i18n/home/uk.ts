import type { Messages } from '../types.ts';

/** The locality home's receipt-type messages in this language; `../uk.ts` checks that none is missing. */
export const homeUk = {
  'home.takeawayTitle': 'Самовивіз: {locality}',
  'popup.minPriceTitleTakeaway': 'Замовлення і самовивіз',
  'popup.minPriceTextTakeaway':
    'Мінімальне замовлення {price}. Ви забираєте замовлення самі: без плати за доставку.',
  'home.pickupTimeTitle': 'Час самовивозу',
  'home.pickupTimeText':
    'Буде готове до видачі приблизно за {time} після того, як заклад прийме замовлення.',
  'home.pickupWhenReady': 'Щойно буде готове',
  'home.pickupWhenReadyText': 'Буде готове до видачі, щойно заклад його приготує.',
  'home.nearestPickup': 'Найближчий самовивіз: {day} {time}',
} satisfies Partial<Messages>;
