import type { Messages } from '../types.ts';

/** The locality home's receipt-type messages in this language; `../pt.ts` checks that none is missing. */
export const homePt = {
  'home.takeawayTitle': 'Take-away em {locality}',
  'popup.minPriceTitleTakeaway': 'Encomenda e levantamento',
  'popup.minPriceTextTakeaway':
    'Encomenda mínima {price}. Levantas tu a encomenda: sem taxa de entrega.',
  'home.pickupTimeTitle': 'Tempo de levantamento',
  'home.pickupTimeText':
    'Pronto para levantar cerca de {time} depois de o vendedor aceitar a encomenda.',
  'home.pickupWhenReady': 'Quando estiver pronto',
  'home.pickupWhenReadyText': 'Pronto para levantar assim que o vendedor o preparar.',
  'home.nearestPickup': 'Levantamento mais próximo: {day} {time}',
} satisfies Partial<Messages>;
