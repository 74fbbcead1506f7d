import type { Messages } from '../types.ts';

/** Checkout, payment and success screen messages in this language; `../uk.ts` checks that none is missing. */
export const checkoutUk = {
  'checkout.paymentLegend': 'Як ви бажаєте оплатити?',
  'checkout.cash': 'Готівкою',
  'checkout.storedCard': 'Картка {card}',
  'checkout.defaultCard': 'за замовчуванням',
  'checkout.newCard': 'Нова картка',
  'checkout.methodsLoading': 'Завантажуємо способи оплати',
  'checkout.methodsFailed': 'Не вдалося завантажити способи оплати.',
  'checkout.retry': 'Спробувати ще',
  'checkout.place': 'Оформити замовлення · {total}',
  'checkout.placing': 'Оформлюємо замовлення…',
  'checkout.cashMax':
    'Досягнуто максимальної суми замовлення готівкою {n}, будь ласка, видаліть частину товарів із кошика',
  'checkout.paymentUnavailable': 'На жаль, обраний спосіб оплати тимчасово недоступний',
  'checkout.paymentFailed':
    'Не вдалося провести оплату. Оберіть інший спосіб оплати або зверніться до підтримки.',
  'checkout.orderFailed':
    'Не вдалося обробити це замовлення. Спробуйте оформити нове замовлення з іншим способом оплати.',
  'checkout.cartChanged': 'Ваш кошик змінився. Перевірте його та оформіть замовлення знову.',
  'checkout.genericError': 'Щось пішло не так. Спробуйте пізніше',
  'checkout.successTitle': 'Дякуємо!',
  'checkout.successText': 'Ваше замовлення №{number} оформлено.',
  'checkout.followOrder': 'Стежити за замовленням',
  'checkout.cardFormTitle': 'Оплата карткою',
  'checkout.cardFormLoading': 'Відкриваємо форму картки…',
  'checkout.payTitle': 'Оплатити замовлення №{number}',
  'checkout.payButton': 'Оплатити {total}',
  'checkout.paying': 'Оплачуємо…',
  'checkout.orderTotal': 'Сума замовлення: {total}',
  'checkout.goToPayment': 'Перейти до оплати замовлення',
  'checkout.placeFrom': 'Оформити замовлення з {vendor}',
  'checkout.myPromoCodes': 'Мої промокоди',
  'checkout.saveCard': 'Зберегти цю картку на наступний раз',
  'checkout.placeAndPay': 'Оформити й оплатити · {total}',
  'checkout.payDeliveryTitle': 'Вартість доставки змінилася',
  'checkout.payDelivery': 'Доставка цього замовлення тепер коштує {amount}.',
  'checkout.payDeliveryConfirm': 'Оплатити доставку й замовити',
  'checkout.backToCart': 'Повернутися до кошика',
} satisfies Partial<Messages>;
