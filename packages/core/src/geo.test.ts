import { describe, expect, it } from 'vitest';
import { distanceKm, isPointInPolygon } from './geo.ts';
import type { LatLng } from './geo.ts';

const square: LatLng[] = [
  [56.9, 24.0],
  [56.9, 24.2],
  [57.0, 24.2],
  [57.0, 24.0],
];

describe('isPointInPolygon', () => {
  it('finds a point inside a delivery zone', () => {
    expect(isPointInPolygon([56.95, 24.1], square)).toBe(true);
  });
  it('refuses a point outside it', () => {
    expect(isPointInPolygon([56.85, 24.1], square)).toBe(false);
    expect(isPointInPolygon([56.95, 24.3], square)).toBe(false);
  });
  it('counts a point on an edge or a corner as inside', () => {
    expect(isPointInPolygon([56.9, 24.1], square)).toBe(true);
    expect(isPointInPolygon([57.0, 24.2], square)).toBe(true);
  });
  it('handles a concave zone', () => {
    const l: LatLng[] = [
      [0, 0],
      [0, 2],
      [1, 2],
      [1, 1],
      [2, 1],
      [2, 0],
    ];
    expect(isPointInPolygon([1.5, 0.5], l)).toBe(true);
    expect(isPointInPolygon([1.5, 1.5], l)).toBe(false);
  });
  it('treats fewer than three corners as no zone', () => {
    expect(
      isPointInPolygon(
        [0, 0],
        [
          [0, 0],
          [1, 1],
        ],
      ),
    ).toBe(false);
  });
});

describe('distanceKm', () => {
  it('measures Riga to Tallinn at about 279 km', () => {
    expect(distanceKm([56.9496, 24.1052], [59.437, 24.7536])).toBeCloseTo(279.5, 0);
  });
  it('is zero for the same point', () => {
    expect(distanceKm([10, 10], [10, 10])).toBe(0);
  });
});
