import type { Messages } from '../types.ts';

/** Checkout, payment and success screen messages in this language; `../lv.ts` checks that none is missing. */
export const checkoutLv = {
  'checkout.paymentLegend': 'Kā vēlaties maksāt?',
  'checkout.cash': 'Skaidrā naudā',
  'checkout.storedCard': 'Karte {card}',
  'checkout.defaultCard': 'noklusējuma',
  'checkout.newCard': 'Jauna karte',
  'checkout.methodsLoading': 'Ielādē maksājuma veidus',
  'checkout.methodsFailed': 'Maksājuma veidus neizdevās ielādēt.',
  'checkout.retry': 'Mēģināt vēlreiz',
  'checkout.place': 'Pasūtīt · {total}',
  'checkout.placing': 'Pasūtījums tiek nosūtīts…',
  'checkout.cashMax':
    'Sasniegta maksimālā skaidras naudas pasūtījuma summa {n}, lūdzu, izņemiet dažas preces no groza',
  'checkout.paymentUnavailable': 'Diemžēl izvēlētais maksājuma veids īslaicīgi nav pieejams',
  'checkout.paymentFailed':
    'Maksājumu neizdevās apstrādāt. Lūdzu, izmantojiet citu maksājuma veidu vai sazinieties ar atbalstu.',
  'checkout.orderFailed':
    'Šo pasūtījumu neizdevās apstrādāt. Mēģiniet veikt jaunu pasūtījumu ar citu maksājuma veidu.',
  'checkout.cartChanged': 'Jūsu grozs ir mainījies. Lūdzu, pārbaudiet to un pasūtiet vēlreiz.',
  'checkout.genericError': 'Kaut kas nogāja greizi. Lūdzu, mēģiniet vēlāk',
  'checkout.successTitle': 'Paldies!',
  'checkout.successText': 'Jūsu pasūtījums Nr. {number} ir veikts.',
  'checkout.followOrder': 'Sekot pasūtījumam',
  'checkout.cardFormTitle': 'Maksājums ar karti',
  'checkout.cardFormLoading': 'Atver kartes formu…',
  'checkout.payTitle': 'Apmaksāt pasūtījumu Nr. {number}',
  'checkout.payButton': 'Maksāt {total}',
  'checkout.paying': 'Notiek maksājums…',
  'checkout.orderTotal': 'Pasūtījuma summa: {total}',
  'checkout.goToPayment': 'Doties uz pasūtījuma apmaksu',
  'checkout.placeFrom': 'Pasūtīt no {vendor}',
  'checkout.myPromoCodes': 'Mani promokodi',
  'checkout.saveCard': 'Saglabāt šo karti nākamajai reizei',
  'checkout.placeAndPay': 'Pasūtīt un samaksāt · {total}',
  'checkout.payDeliveryTitle': 'Piegādes cena ir mainījusies',
  'checkout.payDelivery': 'Šī pasūtījuma piegāde tagad maksā {amount}.',
  'checkout.payDeliveryConfirm': 'Apmaksāt piegādi un pasūtīt',
  'checkout.backToCart': 'Atpakaļ uz grozu',
} satisfies Partial<Messages>;
