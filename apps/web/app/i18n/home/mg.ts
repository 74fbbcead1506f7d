import type { Messages } from '../types.ts';

/** The locality home's receipt-type messages in this language; `../mg.ts` checks that none is missing. */
export const homeMg = {
  'home.takeawayTitle': 'Haka any {locality}',
  'popup.minPriceTitleTakeaway': 'Kaomandy sy fakana',
  'popup.minPriceTextTakeaway':
    'Kaomandy farafahakeliny {price}. Ianao no maka ny kaomandy: tsy misy saran’ny fanaterana.',
  'home.pickupTimeTitle': 'Fotoana fakana',
  'home.pickupTimeText': 'Vonona hakana eo amin’ny {time} eo ho eo rehefa ekena ny kaomandinao.',
  'home.pickupWhenReady': 'Rehefa vonona',
  'home.pickupWhenReadyText': 'Vonona hakana raha vao voaomana ilay izy.',
  'home.nearestPickup': 'Fakana akaiky indrindra: {day} {time}',
} satisfies Partial<Messages>;
