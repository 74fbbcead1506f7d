import { describe, expect, it } from 'vitest';
import {
  TRACKING_CLIENT_CLOSE,
  TRACKING_RETRIES,
  decideAfterClose,
  reconnectsAfterClose,
  trackingRetryDelayMs,
} from './tracking-retry.ts';

describe('live tracking retries (spec 2 §4 "Live tracking channel", §9: 10 retries)', () => {
  it('waits about e^(10 − remaining) seconds, growing with every try spent', () => {
    expect(TRACKING_RETRIES).toBe(10);
    expect(trackingRetryDelayMs(10)).toBe(1000);
    expect(trackingRetryDelayMs(9)).toBe(2718);
    expect(trackingRetryDelayMs(8)).toBe(7389);
    expect(trackingRetryDelayMs(1)).toBe(Math.round(Math.exp(9) * 1000));
  });

  it('never reconnects after 1000 (order finished) or -1 (the page closed it)', () => {
    expect(reconnectsAfterClose(1000)).toBe(false);
    expect(reconnectsAfterClose(TRACKING_CLIENT_CLOSE)).toBe(false);
    expect(decideAfterClose(1000, 10)).toEqual({ kind: 'stop', reason: 'final' });
    expect(decideAfterClose(-1, 10)).toEqual({ kind: 'stop', reason: 'final' });
  });

  it('reconnects after any other close: going away, lost, policy, server error', () => {
    for (const code of [1001, 1006, 1008, 1011, 4000]) {
      expect(reconnectsAfterClose(code)).toBe(true);
      expect(decideAfterClose(code, 10)).toEqual({ kind: 'retry', delayMs: 1000, remaining: 9 });
    }
  });

  it('spends one try per retry and stops after ten tries in a row', () => {
    let remaining = TRACKING_RETRIES;
    const waits: number[] = [];
    for (;;) {
      const decision = decideAfterClose(1006, remaining);
      if (decision.kind === 'stop') {
        expect(decision.reason).toBe('out-of-tries');
        break;
      }
      waits.push(decision.delayMs);
      remaining = decision.remaining;
    }
    expect(waits).toHaveLength(10);
    expect(waits.every((wait, i) => i === 0 || wait > (waits[i - 1] ?? 0))).toBe(true);
  });
});
