import type { Messages } from '../types.ts';

/** Checkout, payment and success screen messages in this language; `../it.ts` checks that none is missing. */
export const checkoutIt = {
  'checkout.paymentLegend': 'Come vuoi pagare?',
  'checkout.cash': 'Contanti',
  'checkout.storedCard': 'Carta {card}',
  'checkout.defaultCard': 'predefinita',
  'checkout.newCard': 'Nuova carta',
  'checkout.methodsLoading': 'Caricamento dei metodi di pagamento',
  'checkout.methodsFailed': 'Impossibile caricare i metodi di pagamento.',
  'checkout.retry': 'Riprova',
  'checkout.place': 'Ordina · {total}',
  'checkout.placing': 'Invio dell’ordine…',
  'checkout.cashMax':
    'Raggiunto l’importo massimo di {n} per gli ordini in contanti, rimuovi alcuni articoli dal carrello',
  'checkout.paymentUnavailable':
    'Siamo spiacenti, il metodo di pagamento scelto non è temporaneamente disponibile',
  'checkout.paymentFailed':
    'Impossibile elaborare il pagamento. Usa un altro metodo di pagamento o contatta l’assistenza.',
  'checkout.orderFailed':
    'Impossibile elaborare questo ordine. Prova a fare un nuovo ordine con un altro metodo di pagamento.',
  'checkout.cartChanged': 'Il carrello è cambiato. Controllalo e ordina di nuovo.',
  'checkout.genericError': 'Qualcosa è andato storto. Riprova più tardi',
  'checkout.successTitle': 'Grazie!',
  'checkout.successText': 'Il tuo ordine n. {number} è stato effettuato.',
  'checkout.followOrder': 'Segui l’ordine',
  'checkout.cardFormTitle': 'Pagamento con carta',
  'checkout.cardFormLoading': 'Apertura del modulo della carta…',
  'checkout.payTitle': 'Paga l’ordine n. {number}',
  'checkout.payButton': 'Paga {total}',
  'checkout.paying': 'Pagamento in corso…',
  'checkout.orderTotal': 'Totale ordine: {total}',
  'checkout.goToPayment': 'Vai al pagamento dell’ordine',
  'checkout.placeFrom': 'Ordina da {vendor}',
  'checkout.myPromoCodes': 'I miei codici promozionali',
  'checkout.saveCard': 'Salva questa carta per la prossima volta',
  'checkout.placeAndPay': 'Ordina e paga · {total}',
  'checkout.payDeliveryTitle': 'Il costo della consegna è cambiato',
  'checkout.payDelivery': 'La consegna di questo ordine ora costa {amount}.',
  'checkout.payDeliveryConfirm': 'Paga la consegna e ordina',
  'checkout.backToCart': 'Torna al carrello',
} satisfies Partial<Messages>;
