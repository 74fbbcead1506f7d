import { describe, expect, it } from 'vitest';
import { browsingQuery } from './browsing-query.ts';

describe('browsingQuery: spec 1 §5 "Latitude and longitude are sent only if present. The preorder date-time is sent with the trailing Z removed."', () => {
  it('is empty when the page has none of them', () => {
    expect(browsingQuery(new URLSearchParams('modal=ProductModal&productId=x'))).toBe('');
    expect(browsingQuery(new URLSearchParams('latitude=&longitude=  '))).toBe('');
  });

  it('passes the customer point and drops every other page parameter', () => {
    const query = browsingQuery(new URLSearchParams('latitude=56.95&longitude=24.1&modal=Cart'));
    expect(query).toBe('?latitude=56.95&longitude=24.1');
  });

  it('removes the trailing Z of the preorder date-time', () => {
    const query = browsingQuery(new URLSearchParams('preorderDateTime=2026-11-26T14:30:00Z'));
    expect(new URLSearchParams(query).get('preorderDateTime')).toBe('2026-11-26T14:30:00');
  });
});

describe('browsingQuery drops what the API would refuse', () => {
  it('drops coordinates that are not numbers or out of range, and half a point', () => {
    expect(browsingQuery(new URLSearchParams('latitude=abc&longitude=24.1'))).toBe('');
    expect(browsingQuery(new URLSearchParams('latitude=95&longitude=24.1'))).toBe('');
    expect(browsingQuery(new URLSearchParams('latitude=56.9'))).toBe('');
  });

  it('drops a preorder time that is not a local date-time', () => {
    expect(browsingQuery(new URLSearchParams('preorderDateTime=tomorrow'))).toBe('');
  });
});
