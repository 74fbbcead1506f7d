import { describe, expect, it } from 'vitest';
import { GLIDE_MS, glidePoint } from './glide.ts';

const from = { latitude: 56.95, longitude: 24.11 };
const to = { latitude: 56.96, longitude: 24.13 };

describe('courier marker glide (issue 13 part 3: the marker moves smoothly)', () => {
  it('starts where the marker is and ends exactly on the new position', () => {
    expect(glidePoint(from, to, 0)).toEqual(from);
    expect(glidePoint(from, to, GLIDE_MS)).toBe(to);
    expect(glidePoint(from, to, GLIDE_MS * 3)).toBe(to);
  });

  it('passes the midpoint halfway and moves forward all along the way', () => {
    const middle = glidePoint(from, to, GLIDE_MS / 2);
    expect(middle.latitude).toBeCloseTo(56.955, 9);
    expect(middle.longitude).toBeCloseTo(24.12, 9);
    let previous = from.latitude;
    for (let ms = 0; ms <= GLIDE_MS; ms += GLIDE_MS / 20) {
      const { latitude } = glidePoint(from, to, ms);
      expect(latitude).toBeGreaterThanOrEqual(previous);
      previous = latitude;
    }
  });
});
