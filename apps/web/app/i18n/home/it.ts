import type { Messages } from '../types.ts';

/** The locality home's receipt-type messages in this language; `../it.ts` checks that none is missing. */
export const homeIt = {
  'home.takeawayTitle': 'Da asporto a {locality}',
  'popup.minPriceTitleTakeaway': 'Ordine e ritiro',
  'popup.minPriceTextTakeaway':
    'Ordine minimo {price}. Ritiri tu l’ordine: nessun costo di consegna.',
  'home.pickupTimeTitle': 'Tempo di ritiro',
  'home.pickupTimeText': 'Pronto per il ritiro circa {time} dopo che il locale accetta l’ordine.',
  'home.pickupWhenReady': 'Appena pronto',
  'home.pickupWhenReadyText': 'Pronto per il ritiro appena il locale lo ha preparato.',
  'home.nearestPickup': 'Ritiro più vicino: {day} {time}',
} satisfies Partial<Messages>;
