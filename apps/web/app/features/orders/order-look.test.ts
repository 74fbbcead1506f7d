import { describe, expect, it } from 'vitest';
import { orderDate, orderPagePath, statusChipClass, statusLabelKey } from './order-look.ts';

const id = '0196f4a0-0000-7000-8000-000000000001';

describe('order look (spec 2 §4 "Order status" table)', () => {
  it('opens an unpaid order on payment, an active one on status, a finished one on details', () => {
    expect(orderPagePath('en', { orderId: id, status: 'CREATED' })).toBe(
      `/en/menu/orders/${id}/payment`,
    );
    for (const status of ['WAITING_APPROVAL', 'APPROVED', 'ON_DELIVERY', 'READY'] as const) {
      expect(orderPagePath('ar', { orderId: id, status })).toBe(`/ar/menu/orders/${id}/status`);
    }
    for (const status of ['COMPLETED', 'DECLINED', 'CANCELED', 'CANCELLED'] as const) {
      expect(orderPagePath('lv', { orderId: id, status })).toBe(`/lv/menu/orders/${id}/details`);
    }
  });

  it('labels APPROVED as preparing and both cancelled spellings alike', () => {
    expect(statusLabelKey('APPROVED')).toBe('orderStatus.preparing');
    expect(statusLabelKey('CANCELED')).toBe(statusLabelKey('CANCELLED'));
    expect(statusChipClass('CREATED')).toContain('red');
    expect(statusChipClass('ARRIVED')).toContain('green');
  });

  it("dates an order by its locality's calendar, not by UTC's", () => {
    // 22:30 UTC on the 26th is already 01:30 on the 27th in Kuwait City (UTC+3).
    const lateEvening = '2026-11-26T22:30:00.000Z';
    expect(orderDate('en', { createdAt: lateEvening, timeZone: 'Asia/Kuwait' })).toBe(
      'Nov 27, 2026',
    );
    expect(orderDate('en', { createdAt: lateEvening, timeZone: 'Europe/Lisbon' })).toBe(
      'Nov 26, 2026',
    );
  });

  it('falls back to UTC for a zone the browser does not know, instead of throwing', () => {
    const lateEvening = '2026-11-26T22:30:00.000Z';
    expect(orderDate('en', { createdAt: lateEvening, timeZone: 'Mars/Olympus_Mons' })).toBe(
      'Nov 26, 2026',
    );
  });
});
