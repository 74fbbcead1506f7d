import type { Messages } from '../types.ts';

/** Checkout, payment and success screen messages in this language; `../bg.ts` checks that none is missing. */
export const checkoutBg = {
  'checkout.paymentLegend': 'Как желаете да платите?',
  'checkout.cash': 'В брой',
  'checkout.storedCard': 'Карта {card}',
  'checkout.defaultCard': 'по подразбиране',
  'checkout.newCard': 'Нова карта',
  'checkout.methodsLoading': 'Зареждане на начините за плащане',
  'checkout.methodsFailed': 'Начините за плащане не можаха да се заредят.',
  'checkout.retry': 'Опитайте отново',
  'checkout.place': 'Поръчай · {total}',
  'checkout.placing': 'Поръчката се изпраща…',
  'checkout.cashMax':
    'Достигната е максималната сума {n} за плащане в брой, моля, премахнете някои продукти от количката',
  'checkout.paymentUnavailable': 'За съжаление избраният начин на плащане временно не е наличен',
  'checkout.paymentFailed':
    'Плащането не можа да бъде обработено. Моля, използвайте друг начин на плащане или се свържете с поддръжката.',
  'checkout.orderFailed':
    'Тази поръчка не можа да бъде обработена. Опитайте нова поръчка с друг начин на плащане.',
  'checkout.cartChanged': 'Количката ви се промени. Моля, проверете я и поръчайте отново.',
  'checkout.genericError': 'Нещо се обърка. Моля, опитайте по-късно',
  'checkout.successTitle': 'Благодарим ви!',
  'checkout.successText': 'Поръчката ви №{number} е направена.',
  'checkout.followOrder': 'Проследете поръчката',
  'checkout.cardFormTitle': 'Плащане с карта',
  'checkout.cardFormLoading': 'Формата за карта се отваря…',
  'checkout.payTitle': 'Платете поръчка №{number}',
  'checkout.payButton': 'Платете {total}',
  'checkout.paying': 'Плащане…',
  'checkout.orderTotal': 'Обща сума: {total}',
  'checkout.goToPayment': 'Към плащането на поръчката',
  'checkout.placeFrom': 'Поръчай от {vendor}',
  'checkout.myPromoCodes': 'Моите промокодове',
  'checkout.saveCard': 'Запази тази карта за следващия път',
  'checkout.placeAndPay': 'Поръчай и плати · {total}',
  'checkout.payDeliveryTitle': 'Цената на доставката се промени',
  'checkout.payDelivery': 'Доставката на тази поръчка вече струва {amount}.',
  'checkout.payDeliveryConfirm': 'Платете доставката и поръчайте',
  'checkout.backToCart': 'Обратно към количката',
} satisfies Partial<Messages>;
