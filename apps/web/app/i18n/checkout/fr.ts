import type { Messages } from '../types.ts';

/** Checkout, payment and success screen messages in this language; `../fr.ts` checks that none is missing. */
export const checkoutFr = {
  'checkout.paymentLegend': 'Comment souhaitez-vous payer ?',
  'checkout.cash': 'Espèces',
  'checkout.storedCard': 'Carte {card}',
  'checkout.defaultCard': 'par défaut',
  'checkout.newCard': 'Nouvelle carte',
  'checkout.methodsLoading': 'Chargement des moyens de paiement',
  'checkout.methodsFailed': 'Les moyens de paiement n’ont pas pu être chargés.',
  'checkout.retry': 'Réessayer',
  'checkout.place': 'Commander · {total}',
  'checkout.placing': 'Envoi de la commande…',
  'checkout.cashMax':
    'Montant maximum de {n} atteint pour une commande en espèces, veuillez retirer des articles du panier',
  'checkout.paymentUnavailable':
    'Désolé, le moyen de paiement choisi est temporairement indisponible',
  'checkout.paymentFailed':
    'Le paiement n’a pas pu être traité. Veuillez utiliser un autre moyen de paiement ou contacter le support.',
  'checkout.orderFailed':
    'Cette commande n’a pas pu être traitée. Essayez une nouvelle commande avec un autre moyen de paiement.',
  'checkout.cartChanged': 'Votre panier a changé. Vérifiez-le puis commandez à nouveau.',
  'checkout.genericError': 'Une erreur est survenue. Veuillez réessayer plus tard',
  'checkout.successTitle': 'Merci !',
  'checkout.successText': 'Votre commande n° {number} est passée.',
  'checkout.followOrder': 'Suivre la commande',
  'checkout.cardFormTitle': 'Paiement par carte',
  'checkout.cardFormLoading': 'Ouverture du formulaire de carte…',
  'checkout.payTitle': 'Payer la commande n° {number}',
  'checkout.payButton': 'Payer {total}',
  'checkout.paying': 'Paiement…',
  'checkout.orderTotal': 'Total de la commande : {total}',
  'checkout.goToPayment': 'Aller au paiement de la commande',
  'checkout.placeFrom': 'Commander chez {vendor}',
  'checkout.myPromoCodes': 'Mes codes promo',
  'checkout.saveCard': 'Enregistrer cette carte pour la prochaine fois',
  'checkout.placeAndPay': 'Commander et payer · {total}',
  'checkout.payDeliveryTitle': 'Le prix de la livraison a changé',
  'checkout.payDelivery': 'La livraison de cette commande coûte maintenant {amount}.',
  'checkout.payDeliveryConfirm': 'Payer la livraison et commander',
  'checkout.backToCart': 'Retour au panier',
} satisfies Partial<Messages>;
