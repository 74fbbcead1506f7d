import type { Messages } from '../types.ts';

/** The courier app's messages in this language; `../mg.ts` checks that none is missing. */
export const courierMg = {
  'courier.title': 'Mpitondra entana',
  'courier.intro':
    'Midira amin’ny laharana findainao amin’ny maha-mpitondra entana anao mba handray fanaterana.',
  'courier.signIn': 'Hiditra amin’ny maha-mpitondra entana',
  'courier.online': 'An-tserasera',
  'courier.offline': 'Tsy an-tserasera',
  'courier.sharing': 'Zaraina ny toerana misy anao',
  'courier.locationDenied':
    'Avelao hahazo ny toerana misy anao: omena ny mpitondra entana akaiky indrindra ny fanaterana.',
  'courier.failed': 'Nisy olana. Andramo indray azafady.',
  'courier.offerGone': 'Tsy misy intsony ity tolotra ity.',
  'courier.waiting': 'Miandry tolotra fanaterana…',
  'courier.offlineHint': 'Midira an-tserasera mba handray tolotra fanaterana.',
  'courier.offerTitle': 'Fanaterana vaovao laharana {number}',
  'courier.distance': '{distance} km mankany amin’ny toerana alaina',
  'courier.pickup': 'Alaina ao amin’ny',
  'courier.dropoff': 'Aterina any amin’ny',
  'courier.call': 'Antsoy ny {phone}',
  'courier.cash': 'Raiso vola: {amount}',
  'courier.paidOnline': 'Efa voaloa an-tserasera',
  'courier.items': 'Entana: {count}',
  'courier.offerMovesOn':
    'Raha tsy mamaly haingana ianao dia mankany amin’ny mpitondra entana hafa ny tolotra.',
  'courier.accept': 'Ekena',
  'courier.refuse': 'Lavina',
  'courier.deliveryTitle': 'Fanaterana laharana {number}',
  'courier.status.accepted': 'Nekena ny mpivarotra',
  'courier.status.preparing': 'Am-panomanana',
  'courier.status.onTheWay': 'An-dalana',
  'courier.status.arrived': 'Eo am-baravarana',
  'courier.map': 'Sarintanin’ny fanaterana',
  'courier.you': 'Ianao',
  'courier.zoomIn': 'Hanakaiky',
  'courier.zoomOut': 'Hanalavitra',
  'courier.waitKitchen': 'Andraso manomboka manomana ny kaomandy ny lakozia.',
  'courier.step.pickedUp': 'Voaray',
  'courier.step.arrived': 'Tonga',
  'courier.step.completed': 'Voatolotra',
} satisfies Partial<Messages>;
