import { describe, expect, it } from 'vitest';
import { notifyDeliveryCompleted } from './delivery-completed.ts';
import { memoryStorage } from './test-doubles.ts';

/** A partner webview: an Android-style SoukPartner object that records its calls. */
function partnerWindow(calls: string[], storage = memoryStorage()): Window {
  return {
    sessionStorage: storage,
    SoukPartner: { deliveryCompleted: (orderId: string) => calls.push(orderId) },
  } as unknown as Window;
}

describe("the partner's delivery-completed callback (issue 16 part 5)", () => {
  it('is called once with the order id when the order is COMPLETED', () => {
    const calls: string[] = [];
    const win = partnerWindow(calls);
    expect(notifyDeliveryCompleted(win, { orderId: 'o1', status: 'ON_DELIVERY' })).toBe(false);
    expect(notifyDeliveryCompleted(win, { orderId: 'o1', status: 'COMPLETED' })).toBe(true);
    expect(notifyDeliveryCompleted(win, { orderId: 'o1', status: 'COMPLETED' })).toBe(false);
    expect(notifyDeliveryCompleted(win, { orderId: 'o2', status: 'COMPLETED' })).toBe(true);
    expect(calls).toEqual(['o1', 'o2']);
  });

  it('a reload of the same session does not tell the partner again', () => {
    const storage = memoryStorage();
    const first: string[] = [];
    notifyDeliveryCompleted(partnerWindow(first, storage), { orderId: 'o1', status: 'COMPLETED' });
    const second: string[] = [];
    notifyDeliveryCompleted(partnerWindow(second, storage), { orderId: 'o1', status: 'COMPLETED' });
    expect([first, second]).toEqual([['o1'], []]);
  });

  it('iOS hosts get a message { orderId }; a page with no host callback does nothing', () => {
    const messages: unknown[] = [];
    const ios = {
      sessionStorage: memoryStorage(),
      webkit: {
        messageHandlers: { deliveryCompleted: { postMessage: (m: unknown) => messages.push(m) } },
      },
    } as unknown as Window;
    notifyDeliveryCompleted(ios, { orderId: 'o9', status: 'COMPLETED' });
    expect(messages).toEqual([{ orderId: 'o9' }]);
    const web = { sessionStorage: memoryStorage() } as unknown as Window;
    expect(notifyDeliveryCompleted(web, { orderId: 'o9', status: 'COMPLETED' })).toBe(false);
  });
});
