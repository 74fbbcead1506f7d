import type { Messages } from '../types.ts';

/** The locality home's receipt-type messages in this language; `../fr.ts` checks that none is missing. */
export const homeFr = {
  'home.takeawayTitle': 'À emporter à {locality}',
  'popup.minPriceTitleTakeaway': 'Commande et retrait',
  'popup.minPriceTextTakeaway':
    'Commande minimum {price}. Vous retirez la commande vous-même : pas de frais de livraison.',
  'home.pickupTimeTitle': 'Délai de retrait',
  'home.pickupTimeText': 'Prêt à retirer environ {time} après l’acceptation de votre commande.',
  'home.pickupWhenReady': 'Dès que c’est prêt',
  'home.pickupWhenReadyText': 'Prêt à retirer dès que le vendeur l’a préparé.',
  'home.nearestPickup': 'Retrait le plus proche : {day} {time}',
} satisfies Partial<Messages>;
