import type { Messages } from '../types.ts';

/** The locality home's receipt-type messages in this language; `../es.ts` checks that none is missing. */
export const homeEs = {
  'home.takeawayTitle': 'Para recoger en {locality}',
  'popup.minPriceTitleTakeaway': 'Pedido y recogida',
  'popup.minPriceTextTakeaway':
    'Pedido mínimo {price}. Recoges el pedido tú mismo: sin gastos de envío.',
  'home.pickupTimeTitle': 'Tiempo de recogida',
  'home.pickupTimeText': 'Listo para recoger unos {time} después de que el local acepte tu pedido.',
  'home.pickupWhenReady': 'Cuando esté listo',
  'home.pickupWhenReadyText': 'Listo para recoger en cuanto el local lo haya preparado.',
  'home.nearestPickup': 'Recogida más próxima: {day} {time}',
} satisfies Partial<Messages>;
