import { describe, expect, it } from 'vitest';
import { isContentSlug, slugTitle } from './slug-title.ts';

describe('slugTitle', () => {
  it('turns underscores into spaces ("title is the slug with underscores turned into spaces")', () => {
    expect(slugTitle('terms_of_use')).toBe('terms of use');
    expect(slugTitle('support')).toBe('support');
  });
});

describe('isContentSlug', () => {
  it('accepts seeded slugs and refuses paths, dots and upper case', () => {
    expect(isContentSlug('about_us')).toBe(true);
    expect(isContentSlug('courier-info')).toBe(true);
    expect(isContentSlug('../etc')).toBe(false);
    expect(isContentSlug('About')).toBe(false);
    expect(isContentSlug('')).toBe(false);
    expect(isContentSlug(undefined)).toBe(false);
  });
});
