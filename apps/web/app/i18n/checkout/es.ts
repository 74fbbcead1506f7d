import type { Messages } from '../types.ts';

/** Checkout, payment and success screen messages in this language; `../es.ts` checks that none is missing. */
export const checkoutEs = {
  'checkout.paymentLegend': '¿Cómo quieres pagar?',
  'checkout.cash': 'Efectivo',
  'checkout.storedCard': 'Tarjeta {card}',
  'checkout.defaultCard': 'predeterminada',
  'checkout.newCard': 'Tarjeta nueva',
  'checkout.methodsLoading': 'Cargando los métodos de pago',
  'checkout.methodsFailed': 'No se pudieron cargar los métodos de pago.',
  'checkout.retry': 'Reintentar',
  'checkout.place': 'Hacer el pedido · {total}',
  'checkout.placing': 'Enviando el pedido…',
  'checkout.cashMax':
    'Se alcanzó el importe máximo de {n} para pedidos en efectivo, elimina algunos productos del carrito',
  'checkout.paymentUnavailable':
    'Lo sentimos, el método de pago seleccionado no está disponible temporalmente',
  'checkout.paymentFailed':
    'No se pudo procesar el pago. Usa otro método de pago o contacta con soporte.',
  'checkout.orderFailed':
    'No se pudo procesar este pedido. Intenta hacer un pedido nuevo con otro método de pago.',
  'checkout.cartChanged': 'Tu carrito ha cambiado. Revísalo y vuelve a pedir.',
  'checkout.genericError': 'Algo salió mal. Inténtalo más tarde',
  'checkout.successTitle': '¡Gracias!',
  'checkout.successText': 'Tu pedido n.º {number} está hecho.',
  'checkout.followOrder': 'Seguir el pedido',
  'checkout.cardFormTitle': 'Pago con tarjeta',
  'checkout.cardFormLoading': 'Abriendo el formulario de la tarjeta…',
  'checkout.payTitle': 'Pagar el pedido n.º {number}',
  'checkout.payButton': 'Pagar {total}',
  'checkout.paying': 'Pagando…',
  'checkout.orderTotal': 'Total del pedido: {total}',
  'checkout.goToPayment': 'Ir al pago del pedido',
  'checkout.placeFrom': 'Hacer el pedido de {vendor}',
  'checkout.myPromoCodes': 'Mis códigos promocionales',
  'checkout.saveCard': 'Guardar esta tarjeta para la próxima vez',
  'checkout.placeAndPay': 'Hacer el pedido y pagar · {total}',
  'checkout.payDeliveryTitle': 'El coste del envío ha cambiado',
  'checkout.payDelivery': 'El envío de este pedido cuesta ahora {amount}.',
  'checkout.payDeliveryConfirm': 'Pagar el envío y pedir',
  'checkout.backToCart': 'Volver al carrito',
} satisfies Partial<Messages>;
