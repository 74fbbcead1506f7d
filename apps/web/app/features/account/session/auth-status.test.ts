import { describe, expect, it } from 'vitest';
import { authStatusChange, searchWithoutAnonymous } from './auth-status.ts';

// Spec 1 §4: "With the query parameter anonymous, the auth status is checked."
describe('?anonymous auth status check', () => {
  it('compares what the page shows with what the API says', () => {
    expect(authStatusChange('c1', 'c1')).toBe('unchanged');
    expect(authStatusChange(null, null)).toBe('unchanged');
    expect(authStatusChange('c1', null)).toBe('ended');
    expect(authStatusChange(null, 'c1')).toBe('changed');
    expect(authStatusChange('c1', 'c2')).toBe('changed');
  });

  it('drops only the anonymous parameter, in any of its spellings', () => {
    expect(searchWithoutAnonymous('?anonymous')).toBe('');
    expect(searchWithoutAnonymous('?anonymous=true')).toBe('');
    expect(searchWithoutAnonymous('?category=a&anonymous=1&modal=Cart')).toBe(
      '?category=a&modal=Cart',
    );
    expect(searchWithoutAnonymous('?category=a')).toBe('?category=a');
  });
});
