import { describe, expect, it } from 'vitest';
import { nextCourierPoint, roundCoordinate } from './tracking-courier-location.ts';

const shown = { latitude: 56.95, longitude: 24.11 };

describe('courier movement threshold (spec 2 §4 "Open-order updates", §9: 0.00005°, 6 decimals)', () => {
  it('rounds positions to 6 decimals', () => {
    expect(roundCoordinate(56.123456789)).toBe(56.123457);
    expect(nextCourierPoint(null, { latitude: 56.1234564, longitude: 24.0000005 })).toEqual({
      latitude: 56.123456,
      longitude: 24.000001,
    });
  });

  it('takes the first position whatever it is', () => {
    expect(nextCourierPoint(null, shown)).toEqual(shown);
  });

  it('keeps the shown position for moves of 0.00005° or less on both axes', () => {
    expect(nextCourierPoint(shown, { latitude: 56.95005, longitude: 24.11 })).toBe(shown);
    expect(nextCourierPoint(shown, { latitude: 56.94995, longitude: 24.11005 })).toBe(shown);
    // 0.0000504 rounds to 0.00005: not past the threshold once rounded.
    expect(nextCourierPoint(shown, { latitude: 56.9500504, longitude: 24.11 })).toBe(shown);
  });

  it('moves for more than 0.00005° on either axis', () => {
    expect(nextCourierPoint(shown, { latitude: 56.950051, longitude: 24.11 })).toEqual({
      latitude: 56.950051,
      longitude: 24.11,
    });
    expect(nextCourierPoint(shown, { latitude: 56.95, longitude: 24.109949 })).toEqual({
      latitude: 56.95,
      longitude: 24.109949,
    });
    // 0.0000506 rounds to 0.000051: past the threshold once rounded.
    expect(nextCourierPoint(shown, { latitude: 56.9500506, longitude: 24.11 })?.latitude).toBe(
      56.950051,
    );
  });
});
