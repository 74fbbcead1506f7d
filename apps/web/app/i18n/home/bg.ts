import type { Messages } from '../types.ts';

/** The locality home's receipt-type messages in this language; `../bg.ts` checks that none is missing. */
export const homeBg = {
  'home.takeawayTitle': 'Вземане от място в {locality}',
  'popup.minPriceTitleTakeaway': 'Поръчка и вземане',
  'popup.minPriceTextTakeaway':
    'Минимална поръчка {price}. Вземате поръчката сами: без такса за доставка.',
  'home.pickupTimeTitle': 'Време за вземане',
  'home.pickupTimeText': 'Готово за вземане около {time} след като продавачът приеме поръчката.',
  'home.pickupWhenReady': 'Когато е готово',
  'home.pickupWhenReadyText': 'Готово за вземане веднага щом продавачът го приготви.',
  'home.nearestPickup': 'Най-скоро вземане: {day} {time}',
} satisfies Partial<Messages>;
