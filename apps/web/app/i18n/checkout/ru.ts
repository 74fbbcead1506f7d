import type { Messages } from '../types.ts';

/** Checkout, payment and success screen messages in this language; `../ru.ts` checks that none is missing. */
export const checkoutRu = {
  'checkout.paymentLegend': 'Как вы хотите оплатить?',
  'checkout.cash': 'Наличными',
  'checkout.storedCard': 'Карта {card}',
  'checkout.defaultCard': 'по умолчанию',
  'checkout.newCard': 'Новая карта',
  'checkout.methodsLoading': 'Загружаем способы оплаты',
  'checkout.methodsFailed': 'Не удалось загрузить способы оплаты.',
  'checkout.retry': 'Повторить',
  'checkout.place': 'Оформить заказ · {total}',
  'checkout.placing': 'Оформляем заказ…',
  'checkout.cashMax':
    'Достигнута максимальная сумма заказа наличными {n}, пожалуйста, удалите часть товаров из корзины',
  'checkout.paymentUnavailable': 'К сожалению, выбранный способ оплаты временно недоступен',
  'checkout.paymentFailed':
    'Не удалось провести оплату. Выберите другой способ оплаты или обратитесь в поддержку.',
  'checkout.orderFailed':
    'Не удалось обработать этот заказ. Попробуйте оформить новый заказ с другим способом оплаты.',
  'checkout.cartChanged': 'Ваша корзина изменилась. Проверьте её и оформите заказ снова.',
  'checkout.genericError': 'Что-то пошло не так. Попробуйте позже',
  'checkout.successTitle': 'Спасибо!',
  'checkout.successText': 'Ваш заказ №{number} оформлен.',
  'checkout.followOrder': 'Следить за заказом',
  'checkout.cardFormTitle': 'Оплата картой',
  'checkout.cardFormLoading': 'Открываем форму карты…',
  'checkout.payTitle': 'Оплатить заказ №{number}',
  'checkout.payButton': 'Оплатить {total}',
  'checkout.paying': 'Оплачиваем…',
  'checkout.orderTotal': 'Сумма заказа: {total}',
  'checkout.goToPayment': 'Перейти к оплате заказа',
  'checkout.placeFrom': 'Оформить заказ из {vendor}',
  'checkout.myPromoCodes': 'Мои промокоды',
  'checkout.saveCard': 'Сохранить эту карту на следующий раз',
  'checkout.placeAndPay': 'Оформить и оплатить · {total}',
  'checkout.payDeliveryTitle': 'Стоимость доставки изменилась',
  'checkout.payDelivery': 'Доставка этого заказа теперь стоит {amount}.',
  'checkout.payDeliveryConfirm': 'Оплатить доставку и заказать',
  'checkout.backToCart': 'Вернуться в корзину',
} satisfies Partial<Messages>;
