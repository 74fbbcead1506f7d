import type { Messages } from '../types.ts';

/** Checkout, payment and success screen messages in this language; `../pt.ts` checks that none is missing. */
export const checkoutPt = {
  'checkout.paymentLegend': 'Como deseja pagar?',
  'checkout.cash': 'Dinheiro',
  'checkout.storedCard': 'Cartão {card}',
  'checkout.defaultCard': 'padrão',
  'checkout.newCard': 'Cartão novo',
  'checkout.methodsLoading': 'A carregar os métodos de pagamento',
  'checkout.methodsFailed': 'Não foi possível carregar os métodos de pagamento.',
  'checkout.retry': 'Tentar novamente',
  'checkout.place': 'Fazer pedido · {total}',
  'checkout.placing': 'A enviar o pedido…',
  'checkout.cashMax':
    'Valor máximo de {n} atingido para pedidos em dinheiro, remova alguns artigos do carrinho',
  'checkout.paymentUnavailable':
    'Lamentamos, o método de pagamento escolhido está temporariamente indisponível',
  'checkout.paymentFailed':
    'Não foi possível processar o pagamento. Use outro método de pagamento ou contacte o apoio.',
  'checkout.orderFailed':
    'Não foi possível processar este pedido. Tente fazer um novo pedido com outro método de pagamento.',
  'checkout.cartChanged': 'O seu carrinho mudou. Verifique-o e volte a pedir.',
  'checkout.genericError': 'Algo correu mal. Tente novamente mais tarde',
  'checkout.successTitle': 'Obrigado!',
  'checkout.successText': 'O seu pedido n.º {number} foi feito.',
  'checkout.followOrder': 'Acompanhar o pedido',
  'checkout.cardFormTitle': 'Pagamento com cartão',
  'checkout.cardFormLoading': 'A abrir o formulário do cartão…',
  'checkout.payTitle': 'Pagar o pedido n.º {number}',
  'checkout.payButton': 'Pagar {total}',
  'checkout.paying': 'A pagar…',
  'checkout.orderTotal': 'Total do pedido: {total}',
  'checkout.goToPayment': 'Ir para o pagamento do pedido',
  'checkout.placeFrom': 'Fazer o pedido de {vendor}',
  'checkout.myPromoCodes': 'Os meus códigos promocionais',
  'checkout.saveCard': 'Guardar este cartão para a próxima vez',
  'checkout.placeAndPay': 'Fazer o pedido e pagar · {total}',
  'checkout.payDeliveryTitle': 'O custo da entrega mudou',
  'checkout.payDelivery': 'A entrega desta encomenda custa agora {amount}.',
  'checkout.payDeliveryConfirm': 'Pagar a entrega e encomendar',
  'checkout.backToCart': 'Voltar ao carrinho',
} satisfies Partial<Messages>;
