import type { Messages } from '../types.ts';

/** Checkout, payment and success screen messages in this language; `../mg.ts` checks that none is missing. */
export const checkoutMg = {
  'checkout.paymentLegend': 'Ahoana no tianao handoavana?',
  'checkout.cash': 'Vola vatsy',
  'checkout.storedCard': 'Karatra {card}',
  'checkout.defaultCard': 'mahazatra',
  'checkout.newCard': 'Karatra vaovao',
  'checkout.methodsLoading': 'Mampiditra ny fomba fandoavana',
  'checkout.methodsFailed': 'Tsy voaangona ny fomba fandoavana.',
  'checkout.retry': 'Andramo indray',
  'checkout.place': 'Hanafatra · {total}',
  'checkout.placing': 'Alefa ny kaomandy…',
  'checkout.cashMax':
    'Tratra ny vola ambony indrindra {n} ho an’ny kaomandy aloa vola vatsy, esory ny entana sasany ao anaty harona',
  'checkout.paymentUnavailable':
    'Miala tsiny, tsy azo ampiasaina vonjimaika ny fomba fandoavana nofidiana',
  'checkout.paymentFailed':
    'Tsy vita ny fandoavana. Mampiasà fomba fandoavana hafa na mifandraisa amin’ny fanohanana.',
  'checkout.orderFailed':
    'Tsy vita ity kaomandy ity. Andramo manao kaomandy vaovao amin’ny fomba fandoavana hafa.',
  'checkout.cartChanged': 'Niova ny haronanao. Jereo aloha ary manafara indray.',
  'checkout.genericError': 'Nisy olana. Andramo indray any aoriana',
  'checkout.successTitle': 'Misaotra!',
  'checkout.successText': 'Voaray ny kaomandinao laharana {number}.',
  'checkout.followOrder': 'Araho ny kaomandy',
  'checkout.cardFormTitle': 'Fandoavana amin’ny karatra',
  'checkout.cardFormLoading': 'Manokatra ny taratasy karatra…',
  'checkout.payTitle': 'Aloavy ny kaomandy laharana {number}',
  'checkout.payButton': 'Aloavy {total}',
  'checkout.paying': 'Mandoa…',
  'checkout.orderTotal': 'Totalin’ny kaomandy: {total}',
  'checkout.goToPayment': 'Mankany amin’ny fandoavana ny kaomandy',
  'checkout.placeFrom': 'Hanafatra amin’i {vendor}',
  'checkout.myPromoCodes': 'Ireo kaody fampiroboroboana ahy',
  'checkout.saveCard': "Tehirizo ity karatra ity ho amin'ny manaraka",
  'checkout.placeAndPay': 'Hanafatra sy handoa · {total}',
  'checkout.payDeliveryTitle': "Niova ny saran'ny fanaterana",
  'checkout.payDelivery': 'Mitentina {amount} izao ny fanaterana ity baiko ity.',
  'checkout.payDeliveryConfirm': 'Handoa ny fanaterana sy hanafatra',
  'checkout.backToCart': "Hiverina any amin'ny harona",
} satisfies Partial<Messages>;
