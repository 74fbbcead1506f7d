/**
 * What an order's push notification says, in every interface language. The title names the
 * order by its short number; the body says what happened, by the same status labels the order
 * page shows (APPROVED reads as "preparing", spec 2 §4), naming the vendor.
 */
import type { OrderStatus } from '@souk/core';
import { orderStatusLook } from '@souk/core';
import type { Locale } from '@souk/core/locales';

type Label = ReturnType<typeof orderStatusLook>['label'];

interface LocaleTexts {
  title: string;
  bodies: Record<Label, string>;
}

const TEXTS: Record<Locale, LocaleTexts> = {
  en: {
    title: 'Order #{number}',
    bodies: {
      notPaid: 'Your order from {vendor} is waiting for payment.',
      awaitingConfirmation: '{vendor} has your order and will confirm it shortly.',
      preparing: '{vendor} is preparing your order.',
      courierOnTheWay: 'Your courier is on the way with your order from {vendor}.',
      arrived: 'Your courier has arrived.',
      readyForPickup: 'Your order is ready for pickup at {vendor}.',
      completed: 'Thank you for ordering from {vendor}!',
      declined: '{vendor} could not accept your order.',
      cancelled: 'Your order from {vendor} was cancelled.',
    },
  },
  ar: {
    title: 'الطلب #{number}',
    bodies: {
      notPaid: 'طلبك من {vendor} بانتظار الدفع.',
      awaitingConfirmation: 'استلم {vendor} طلبك وسيؤكده قريبًا.',
      preparing: 'يقوم {vendor} بتحضير طلبك.',
      courierOnTheWay: 'المندوب في الطريق إليك بطلبك من {vendor}.',
      arrived: 'وصل المندوب.',
      readyForPickup: 'طلبك جاهز للاستلام من {vendor}.',
      completed: 'شكرًا لطلبك من {vendor}!',
      declined: 'تعذّر على {vendor} قبول طلبك.',
      cancelled: 'تم إلغاء طلبك من {vendor}.',
    },
  },
  bg: {
    title: 'Поръчка №{number}',
    bodies: {
      notPaid: 'Поръчката ви от {vendor} очаква плащане.',
      awaitingConfirmation: '{vendor} получи поръчката ви и скоро ще я потвърди.',
      preparing: '{vendor} приготвя поръчката ви.',
      courierOnTheWay: 'Куриерът пътува към вас с поръчката от {vendor}.',
      arrived: 'Куриерът пристигна.',
      readyForPickup: 'Поръчката ви е готова за вземане от {vendor}.',
      completed: 'Благодарим, че поръчахте от {vendor}!',
      declined: '{vendor} не можа да приеме поръчката ви.',
      cancelled: 'Поръчката ви от {vendor} е отменена.',
    },
  },
  es: {
    title: 'Pedido n.º {number}',
    bodies: {
      notPaid: 'Tu pedido de {vendor} está pendiente de pago.',
      awaitingConfirmation: '{vendor} ha recibido tu pedido y lo confirmará en breve.',
      preparing: '{vendor} está preparando tu pedido.',
      courierOnTheWay: 'El repartidor va de camino con tu pedido de {vendor}.',
      arrived: 'El repartidor ha llegado.',
      readyForPickup: 'Tu pedido está listo para recoger en {vendor}.',
      completed: '¡Gracias por pedir en {vendor}!',
      declined: '{vendor} no ha podido aceptar tu pedido.',
      cancelled: 'Tu pedido de {vendor} ha sido cancelado.',
    },
  },
  fr: {
    title: 'Commande n° {number}',
    bodies: {
      notPaid: 'Votre commande chez {vendor} attend le paiement.',
      awaitingConfirmation: '{vendor} a reçu votre commande et va la confirmer sous peu.',
      preparing: '{vendor} prépare votre commande.',
      courierOnTheWay: 'Votre livreur est en route avec votre commande de {vendor}.',
      arrived: 'Votre livreur est arrivé.',
      readyForPickup: 'Votre commande est prête à être retirée chez {vendor}.',
      completed: 'Merci d’avoir commandé chez {vendor}\u00a0!',
      declined: '{vendor} n’a pas pu accepter votre commande.',
      cancelled: 'Votre commande chez {vendor} a été annulée.',
    },
  },
  it: {
    title: 'Ordine n. {number}',
    bodies: {
      notPaid: 'Il tuo ordine da {vendor} è in attesa di pagamento.',
      awaitingConfirmation: '{vendor} ha ricevuto il tuo ordine e lo confermerà a breve.',
      preparing: '{vendor} sta preparando il tuo ordine.',
      courierOnTheWay: 'Il corriere è in viaggio con il tuo ordine da {vendor}.',
      arrived: 'Il corriere è arrivato.',
      readyForPickup: 'Il tuo ordine è pronto per il ritiro da {vendor}.',
      completed: 'Grazie per aver ordinato da {vendor}!',
      declined: '{vendor} non ha potuto accettare il tuo ordine.',
      cancelled: 'Il tuo ordine da {vendor} è stato annullato.',
    },
  },
  lv: {
    title: 'Pasūtījums Nr. {number}',
    bodies: {
      notPaid: 'Jūsu pasūtījums no {vendor} gaida apmaksu.',
      awaitingConfirmation: '{vendor} ir saņēmis jūsu pasūtījumu un drīz to apstiprinās.',
      preparing: '{vendor} gatavo jūsu pasūtījumu.',
      courierOnTheWay: 'Kurjers ir ceļā ar jūsu pasūtījumu no {vendor}.',
      arrived: 'Kurjers ir ieradies.',
      readyForPickup: 'Jūsu pasūtījums ir gatavs saņemšanai: {vendor}.',
      completed: 'Paldies, ka pasūtījāt no {vendor}!',
      declined: '{vendor} nevarēja pieņemt jūsu pasūtījumu.',
      cancelled: 'Jūsu pasūtījums no {vendor} ir atcelts.',
    },
  },
  mg: {
    title: 'Kaomandy #{number}',
    bodies: {
      notPaid: "Miandry fandoavam-bola ny kaomandinao tamin'ny {vendor}.",
      awaitingConfirmation:
        "Voaray ao amin'ny {vendor} ny kaomandinao ary hohamafisina tsy ho ela.",
      preparing: 'Manomana ny kaomandinao ny {vendor}.',
      courierOnTheWay:
        "Eny an-dalana ny mpitatitra miaraka amin'ny kaomandinao avy amin'ny {vendor}.",
      arrived: 'Tonga ny mpitatitra.',
      readyForPickup: "Vonona halaina ao amin'ny {vendor} ny kaomandinao.",
      completed: "Misaotra anao nanafatra tamin'ny {vendor}!",
      declined: 'Tsy afaka nandray ny kaomandinao ny {vendor}.',
      cancelled: "Nofoanana ny kaomandinao tamin'ny {vendor}.",
    },
  },
  pt: {
    title: 'Encomenda n.º {number}',
    bodies: {
      notPaid: 'A sua encomenda de {vendor} aguarda pagamento.',
      awaitingConfirmation: '{vendor} recebeu a sua encomenda e vai confirmá-la em breve.',
      preparing: '{vendor} está a preparar a sua encomenda.',
      courierOnTheWay: 'O estafeta está a caminho com a sua encomenda de {vendor}.',
      arrived: 'O estafeta chegou.',
      readyForPickup: 'A sua encomenda está pronta para levantar em {vendor}.',
      completed: 'Obrigado por encomendar em {vendor}!',
      declined: '{vendor} não pôde aceitar a sua encomenda.',
      cancelled: 'A sua encomenda de {vendor} foi cancelada.',
    },
  },
  ru: {
    title: 'Заказ №{number}',
    bodies: {
      notPaid: 'Ваш заказ из {vendor} ожидает оплаты.',
      awaitingConfirmation: '{vendor} получил ваш заказ и скоро его подтвердит.',
      preparing: '{vendor} готовит ваш заказ.',
      courierOnTheWay: 'Курьер уже везёт ваш заказ из {vendor}.',
      arrived: 'Курьер прибыл.',
      readyForPickup: 'Ваш заказ готов к выдаче в {vendor}.',
      completed: 'Спасибо за заказ в {vendor}!',
      declined: '{vendor} не смог принять ваш заказ.',
      cancelled: 'Ваш заказ из {vendor} отменён.',
    },
  },
  uk: {
    title: 'Замовлення №{number}',
    bodies: {
      notPaid: 'Ваше замовлення з {vendor} очікує оплати.',
      awaitingConfirmation: '{vendor} отримав ваше замовлення і невдовзі його підтвердить.',
      preparing: '{vendor} готує ваше замовлення.',
      courierOnTheWay: 'Кур’єр уже везе ваше замовлення з {vendor}.',
      arrived: 'Кур’єр прибув.',
      readyForPickup: 'Ваше замовлення готове до видачі в {vendor}.',
      completed: 'Дякуємо за замовлення в {vendor}!',
      declined: '{vendor} не зміг прийняти ваше замовлення.',
      cancelled: 'Ваше замовлення з {vendor} скасовано.',
    },
  },
};

export interface PushText {
  title: string;
  body: string;
}

export function orderPushText(
  locale: Locale,
  status: OrderStatus,
  order: { number: number; vendorName: string },
): PushText {
  const texts = TEXTS[locale];
  return {
    title: texts.title.replace('{number}', String(order.number)),
    body: texts.bodies[orderStatusLook(status).label].replace('{vendor}', order.vendorName),
  };
}
