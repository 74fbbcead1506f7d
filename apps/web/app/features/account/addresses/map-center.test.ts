import type { LocalitySummary } from '@souk/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_CENTER, mapCenterFor } from './map-center.ts';

const locality = (code: string, latitude: number, longitude: number) =>
  ({ code, center: { latitude, longitude } }) as LocalitySummary;

describe('mapCenterFor', () => {
  const list = [locality('riga', 56.95, 24.1), locality('kuwait-city', 29.37, 47.98)];

  it('opens on the shown locality, else on the first one', () => {
    expect(mapCenterFor(list, 'kuwait-city')).toEqual({ latitude: 29.37, longitude: 47.98 });
    expect(mapCenterFor(list, null)).toEqual({ latitude: 56.95, longitude: 24.1 });
    expect(mapCenterFor(list, 'nowhere')).toEqual({ latitude: 56.95, longitude: 24.1 });
  });

  it('falls back to the default bounds of spec 1 §9 when no locality is known', () => {
    expect(mapCenterFor([], 'riga')).toBe(DEFAULT_MAP_CENTER);
    // Inside the spec's box (labels swapped: 53.78–54.04, 27.32–27.82).
    expect(DEFAULT_MAP_CENTER.latitude).toBeGreaterThan(53.78);
    expect(DEFAULT_MAP_CENTER.latitude).toBeLessThan(54.04);
    expect(DEFAULT_MAP_CENTER.longitude).toBeGreaterThan(27.32);
    expect(DEFAULT_MAP_CENTER.longitude).toBeLessThan(27.82);
  });
});
