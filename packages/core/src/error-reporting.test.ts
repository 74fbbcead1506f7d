import { describe, expect, it } from 'vitest';
import { isReported, isReportedClose } from './error-reporting.ts';

describe('spec 2 §8: what error reporting leaves out', () => {
  it('leaves out the quiet answers of normal use', () => {
    expect(isReported(404, 'CartNotFoundException')).toBe(false);
    expect(isReported(400, 'CartVendorsMaxLimitException')).toBe(false);
    expect(isReported(400, 'OrderStatusTransitionException')).toBe(false);
    for (const status of [401, 403, 429]) expect(isReported(status, 'AnyException')).toBe(false);
  });

  it('reports everything else, the same type under another status too', () => {
    expect(isReported(500, 'InternalServerError')).toBe(true);
    expect(isReported(404, 'OrderNotFoundException')).toBe(true);
    expect(isReported(500, 'CartNotFoundException')).toBe(true);
  });

  it('leaves out socket closes 1000 and 1006 only', () => {
    expect(isReportedClose(1000)).toBe(false);
    expect(isReportedClose(1006)).toBe(false);
    expect(isReportedClose(1008)).toBe(true);
    expect(isReportedClose(1011)).toBe(true);
  });
});
