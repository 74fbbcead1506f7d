import { describe, expect, it } from 'vitest';
import { cardNumberText } from './card-number.ts';

describe('cardNumberText: spec 1 §3 "shown as stars plus the last 4 digits"', () => {
  it('keeps only the last 4 digits of any gateway mask', () => {
    expect(cardNumberText('411111******1111')).toBe('**** 1111');
    expect(cardNumberText('**** **** **** 4242')).toBe('**** 4242');
    expect(cardNumberText('5555')).toBe('**** 5555');
  });

  it('is null ("broken card") when the number is missing or has under 4 digits', () => {
    expect(cardNumberText(null)).toBeNull();
    expect(cardNumberText(undefined)).toBeNull();
    expect(cardNumberText('')).toBeNull();
    expect(cardNumberText('****12')).toBeNull();
  });
});
