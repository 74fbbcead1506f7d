import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  canMoveOrder,
  isActiveOrderStatus,
  isOrderStatus,
  nextOrderStatuses,
  orderStatusLook,
  type OrderStatus,
} from './order-status.ts';

const delivery = (status: OrderStatus) => ({ status, receiptType: 'DELIVERY' as const });
const takeaway = (status: OrderStatus) => ({ status, receiptType: 'TAKEAWAY' as const });

describe('order status table (spec 2 §4: label, page and colour of each status)', () => {
  it.each([
    ['CREATED', 'notPaid', 'payment', 'error'],
    ['WAITING_APPROVAL', 'awaitingConfirmation', 'status', 'grey'],
    ['APPROVED', 'preparing', 'status', 'warning'],
    ['PREPARING', 'preparing', 'status', 'warning'],
    ['ON_DELIVERY', 'courierOnTheWay', 'status', 'warning'],
    ['ARRIVED', 'arrived', 'status', 'green'],
    ['READY', 'readyForPickup', 'status', 'green'],
    ['COMPLETED', 'completed', 'details', 'green'],
    ['DECLINED', 'declined', 'details', 'grey'],
    ['CANCELED', 'cancelled', 'details', 'grey'],
    ['CANCELLED', 'cancelled', 'details', 'grey'],
  ] as const)('%s reads %s on the %s page in %s', (status, label, page, colour) => {
    expect(orderStatusLook(status)).toEqual({ label, page, colour });
  });

  it('an order is active unless DECLINED, CANCELED, CANCELLED or COMPLETED', () => {
    const active = ORDER_STATUSES.filter(isActiveOrderStatus);
    expect(active).toEqual([
      'CREATED',
      'WAITING_APPROVAL',
      'APPROVED',
      'PREPARING',
      'ON_DELIVERY',
      'ARRIVED',
      'READY',
    ]);
  });

  it('knows its own statuses only', () => {
    expect(isOrderStatus('READY')).toBe(true);
    expect(isOrderStatus('ready')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
  });
});

describe('order transitions', () => {
  it('the customer cancels only before the vendor accepts', () => {
    expect(canMoveOrder(delivery('CREATED'), 'CANCELLED', 'customer')).toBe(true);
    expect(canMoveOrder(delivery('WAITING_APPROVAL'), 'CANCELLED', 'customer')).toBe(true);
    for (const status of ['APPROVED', 'PREPARING', 'ON_DELIVERY', 'ARRIVED'] as const) {
      expect(canMoveOrder(delivery(status), 'CANCELLED', 'customer')).toBe(false);
    }
  });

  it('an unpaid order reaches the vendor only through payment (or the operator)', () => {
    expect(nextOrderStatuses(delivery('CREATED'), 'payment')).toEqual(['WAITING_APPROVAL']);
    expect(canMoveOrder(delivery('CREATED'), 'WAITING_APPROVAL', 'customer')).toBe(false);
    expect(canMoveOrder(delivery('CREATED'), 'APPROVED', 'vendor')).toBe(false);
  });

  it('a delivery goes preparing → courier on the way → arrived → completed', () => {
    const path: OrderStatus[] = ['WAITING_APPROVAL', 'APPROVED', 'PREPARING', 'ON_DELIVERY'];
    expect(canMoveOrder(delivery(path[0]!), path[1]!, 'vendor')).toBe(true);
    expect(canMoveOrder(delivery(path[1]!), path[2]!, 'vendor')).toBe(true);
    expect(canMoveOrder(delivery(path[2]!), path[3]!, 'courier')).toBe(true);
    expect(nextOrderStatuses(delivery('ON_DELIVERY'), 'courier')).toEqual(['ARRIVED', 'COMPLETED']);
    expect(nextOrderStatuses(delivery('ARRIVED'), 'courier')).toEqual(['COMPLETED']);
    expect(canMoveOrder(delivery('PREPARING'), 'READY', 'vendor')).toBe(false);
  });

  it('a takeaway waits at the counter and never goes on delivery', () => {
    expect(nextOrderStatuses(takeaway('PREPARING'), 'vendor')).toEqual(['READY', 'CANCELLED']);
    expect(canMoveOrder(takeaway('PREPARING'), 'ON_DELIVERY', 'courier')).toBe(false);
    expect(nextOrderStatuses(takeaway('READY'), 'vendor')).toEqual(['COMPLETED']);
  });

  it('the vendor declines only what it has not accepted', () => {
    expect(canMoveOrder(delivery('WAITING_APPROVAL'), 'DECLINED', 'vendor')).toBe(true);
    expect(canMoveOrder(delivery('APPROVED'), 'DECLINED', 'vendor')).toBe(false);
  });

  it('a finished order never moves again, whoever asks', () => {
    const actors = ['customer', 'payment', 'vendor', 'courier', 'system'] as const;
    for (const status of ['COMPLETED', 'DECLINED', 'CANCELED', 'CANCELLED'] as const) {
      for (const actor of actors) expect(nextOrderStatuses(delivery(status), actor)).toEqual([]);
    }
  });

  it('no status moves to itself or back to CREATED', () => {
    for (const status of ORDER_STATUSES) {
      for (const actor of ['customer', 'payment', 'vendor', 'courier', 'system'] as const) {
        const next = nextOrderStatuses(delivery(status), actor);
        expect(next).not.toContain(status);
        expect(next).not.toContain('CREATED');
        expect(next).not.toContain('CANCELED');
      }
    }
  });
});
