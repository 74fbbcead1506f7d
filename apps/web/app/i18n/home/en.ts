/** English messages of the locality home that follow the chosen way of getting the order; merged into the locale table by `../en.ts`. */
export const homeEn = {
  'home.takeawayTitle': 'Takeaway in {locality}',
  'popup.minPriceTitleTakeaway': 'Order and pickup',
  'popup.minPriceTextTakeaway':
    'Minimum order {price}. You pick the order up yourself: no delivery fee.',
  'home.pickupTimeTitle': 'Pickup time',
  'home.pickupTimeText': 'Ready for pickup about {time} after the vendor accepts your order.',
  'home.pickupWhenReady': 'When ready',
  'home.pickupWhenReadyText': 'Ready for pickup as soon as the vendor has prepared it.',
  'home.nearestPickup': 'Nearest pickup: {day} {time}',
} as const;
