import { describe, expect, it } from 'vitest';
import { isWithinReviewWindow } from './review-window.ts';

const done = new Date('2026-11-25T12:00:00Z');
const after = (hours: number) => new Date(done.getTime() + hours * 60 * 60 * 1000);

describe('review window (spec 2 §4, §9: 48 hours)', () => {
  it('is open for a completed order up to and including 48 hours after completion', () => {
    expect(isWithinReviewWindow('COMPLETED', done, after(0))).toBe(true);
    expect(isWithinReviewWindow('COMPLETED', done, after(48))).toBe(true);
    expect(isWithinReviewWindow('COMPLETED', done, after(48.001))).toBe(false);
  });

  it('is closed for any other status, or without a completion time', () => {
    expect(isWithinReviewWindow('ARRIVED', done, after(1))).toBe(false);
    expect(isWithinReviewWindow('CANCELLED', done, after(1))).toBe(false);
    expect(isWithinReviewWindow('COMPLETED', null, after(1))).toBe(false);
  });
});
