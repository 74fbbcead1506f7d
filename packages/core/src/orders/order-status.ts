/**
 * Order statuses and who may move an order from one to the next (spec 2 §4 "Order status").
 *
 * An order starts CREATED (placed, not paid). Paying online, or placing it with cash, hands it
 * to the vendor (WAITING_APPROVAL). The vendor accepts (APPROVED) or declines (DECLINED), then
 * prepares it. A delivery goes ON_DELIVERY with a courier and ARRIVED at the door; a takeaway
 * becomes READY at the counter. Either ends COMPLETED. CANCELED is an older spelling some
 * orders still carry; Souk only ever writes CANCELLED, and both read the same way.
 */
import type { ReceiptKind } from '../cart-pricing/cart-totals.ts';

export const ORDER_STATUSES = [
  'CREATED',
  'WAITING_APPROVAL',
  'APPROVED',
  'PREPARING',
  'ON_DELIVERY',
  'ARRIVED',
  'READY',
  'COMPLETED',
  'DECLINED',
  'CANCELED',
  'CANCELLED',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The page an order opens on: pay it, follow it live, or read it after the fact. */
type OrderPage = 'payment' | 'status' | 'details';

/** Theme colour names of the status chip. */
type OrderStatusColour = 'error' | 'grey' | 'warning' | 'green';

/**
 * Translation key of the status label. APPROVED shares PREPARING's title: to the customer an
 * accepted order is already being prepared.
 */
type OrderStatusLabel =
  | 'notPaid'
  | 'awaitingConfirmation'
  | 'preparing'
  | 'courierOnTheWay'
  | 'arrived'
  | 'readyForPickup'
  | 'completed'
  | 'declined'
  | 'cancelled';

export interface OrderStatusLook {
  label: OrderStatusLabel;
  page: OrderPage;
  colour: OrderStatusColour;
}

const LOOKS: Record<OrderStatus, OrderStatusLook> = {
  CREATED: { label: 'notPaid', page: 'payment', colour: 'error' },
  WAITING_APPROVAL: { label: 'awaitingConfirmation', page: 'status', colour: 'grey' },
  APPROVED: { label: 'preparing', page: 'status', colour: 'warning' },
  PREPARING: { label: 'preparing', page: 'status', colour: 'warning' },
  ON_DELIVERY: { label: 'courierOnTheWay', page: 'status', colour: 'warning' },
  ARRIVED: { label: 'arrived', page: 'status', colour: 'green' },
  READY: { label: 'readyForPickup', page: 'status', colour: 'green' },
  COMPLETED: { label: 'completed', page: 'details', colour: 'green' },
  DECLINED: { label: 'declined', page: 'details', colour: 'grey' },
  CANCELED: { label: 'cancelled', page: 'details', colour: 'grey' },
  CANCELLED: { label: 'cancelled', page: 'details', colour: 'grey' },
};

export function orderStatusLook(status: OrderStatus): OrderStatusLook {
  return LOOKS[status];
}

const TERMINAL: ReadonlySet<OrderStatus> = new Set([
  'COMPLETED',
  'DECLINED',
  'CANCELED',
  'CANCELLED',
]);

/** Active orders are followed live and counted on the Orders badge; the others are history. */
export function isActiveOrderStatus(status: OrderStatus): boolean {
  return !TERMINAL.has(status);
}

export function isCancelledOrderStatus(status: OrderStatus): boolean {
  return status === 'CANCELLED' || status === 'CANCELED';
}

/**
 * Who asks for a change. The customer may only cancel before the vendor has accepted; the
 * payment flow moves an unpaid order on once its money is held; everything after that is the
 * vendor's or the courier's to say. `system` covers the operator and scheduled jobs (an unpaid
 * order that is never paid is cancelled by it).
 */
export type OrderActor = 'customer' | 'payment' | 'vendor' | 'courier' | 'system';

type Moves = Partial<Record<OrderStatus, readonly OrderActor[]>>;

const VENDOR_OR_SYSTEM = ['vendor', 'system'] as const;
const COURIER_OR_SYSTEM = ['courier', 'system'] as const;

const TRANSITIONS: Record<OrderStatus, Moves> = {
  CREATED: {
    WAITING_APPROVAL: ['payment', 'system'],
    CANCELLED: ['customer', 'system'],
  },
  WAITING_APPROVAL: {
    APPROVED: VENDOR_OR_SYSTEM,
    DECLINED: VENDOR_OR_SYSTEM,
    CANCELLED: ['customer', 'system'],
  },
  APPROVED: { PREPARING: VENDOR_OR_SYSTEM, CANCELLED: VENDOR_OR_SYSTEM },
  PREPARING: {
    ON_DELIVERY: ['vendor', 'courier', 'system'],
    READY: VENDOR_OR_SYSTEM,
    CANCELLED: VENDOR_OR_SYSTEM,
  },
  ON_DELIVERY: { ARRIVED: COURIER_OR_SYSTEM, COMPLETED: COURIER_OR_SYSTEM },
  ARRIVED: { COMPLETED: COURIER_OR_SYSTEM },
  READY: { COMPLETED: VENDOR_OR_SYSTEM },
  COMPLETED: {},
  DECLINED: {},
  CANCELED: {},
  CANCELLED: {},
};

/** What a transition is checked against: where the order stands and how it reaches the customer. */
export interface OrderPosition {
  status: OrderStatus;
  receiptType: ReceiptKind;
}

/** Takeaway orders are never handed to a courier; deliveries never wait at the counter. */
function fitsReceiptType(to: OrderStatus, receiptType: ReceiptKind): boolean {
  if (receiptType === 'TAKEAWAY') return to !== 'ON_DELIVERY' && to !== 'ARRIVED';
  return to !== 'READY';
}

/** Whether `actor` may move the order to `to`; anything else is an illegal transition. */
export function canMoveOrder(order: OrderPosition, to: OrderStatus, actor: OrderActor): boolean {
  return (
    TRANSITIONS[order.status][to]?.includes(actor) === true &&
    fitsReceiptType(to, order.receiptType)
  );
}

/** The statuses `actor` may move the order to (none for a finished order). */
export function nextOrderStatuses(order: OrderPosition, actor: OrderActor): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canMoveOrder(order, to, actor));
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
