/** English messages of checkout, payment and the success screen; merged into the locale table by `../en.ts`. */
export const checkoutEn = {
  'checkout.paymentLegend': 'How would you like to pay?',
  'checkout.cash': 'Cash',
  'checkout.storedCard': 'Card {card}',
  'checkout.defaultCard': 'default',
  'checkout.newCard': 'New card',
  'checkout.methodsLoading': 'Loading payment methods',
  'checkout.methodsFailed': 'The payment methods could not be loaded.',
  'checkout.retry': 'Try again',
  'checkout.place': 'Place order · {total}',
  'checkout.placing': 'Placing the order…',
  'checkout.cashMax':
    'Cash order maximum amount {n} reached, please remove some items from the cart',
  'checkout.paymentUnavailable': 'Sorry, the selected payment method is temporarily unavailable',
  'checkout.paymentFailed':
    'Payment could not be processed. Please use a different payment method or contact support.',
  'checkout.orderFailed':
    "This order couldn't be processed. Try placing a new order using a different payment method.",
  'checkout.cartChanged': 'Your cart has changed. Please check it and order again.',
  'checkout.minOrder': 'The order is below the minimum amount.',
  'checkout.genericError': 'Something went wrong. Please try again later',
  'checkout.successTitle': 'Thank you!',
  'checkout.successText': 'Your order #{number} is placed.',
  'checkout.followOrder': 'Follow the order',
  'checkout.cardFormTitle': 'Card payment',
  'checkout.cardFormLoading': 'Opening the card form…',
  'checkout.payTitle': 'Pay for order #{number}',
  'checkout.payButton': 'Pay {total}',
  'checkout.paying': 'Paying…',
  'checkout.orderTotal': 'Order total: {total}',
  'checkout.goToPayment': 'Go to the order payment',
  'checkout.placeFrom': 'Place the order from {vendor}',
} as const;
