import type { Messages } from '../types.ts';

/** The locality home's receipt-type messages in this language; `../lv.ts` checks that none is missing. */
export const homeLv = {
  'home.takeawayTitle': 'Izņemšana: {locality}',
  'popup.minPriceTitleTakeaway': 'Pasūtījums un izņemšana',
  'popup.minPriceTextTakeaway':
    'Minimālais pasūtījums {price}. Jūs pasūtījumu izņemat paši: bez piegādes maksas.',
  'home.pickupTimeTitle': 'Izņemšanas laiks',
  'home.pickupTimeText':
    'Gatavs izņemšanai aptuveni {time} pēc tam, kad pārdevējs pieņem pasūtījumu.',
  'home.pickupWhenReady': 'Kad gatavs',
  'home.pickupWhenReadyText': 'Gatavs izņemšanai, tiklīdz pārdevējs to ir sagatavojis.',
  'home.nearestPickup': 'Tuvākā izņemšana: {day} {time}',
} satisfies Partial<Messages>;
