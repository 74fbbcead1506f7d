/** Spec 1 §7: where the page's API calls go, in the native app's own build and elsewhere. */
import { describe, expect, it } from 'vitest';
import { apiOriginOf, toApiRequest } from './api-origin.ts';

const API = 'https://api.souk.example';

describe('the API origin of the page', () => {
  it("is the page's own where the API serves the page", () => {
    expect(apiOriginOf({ location: { origin: 'https://souk.example' } })).toBe(
      'https://souk.example',
    );
  });

  it("sends the app build's calls by path to the API's origin, without cookies", () => {
    const request = toApiRequest('/api/carts', { method: 'POST', body: '{}' }, API);
    expect(request?.url).toBe(`${API}/api/carts`);
    expect(request?.method).toBe('POST');
    expect(request?.credentials).toBe('omit');
    expect(toApiRequest('/branded/client_config.json', undefined, API)?.url).toBe(
      `${API}/branded/client_config.json`,
    );
    expect(toApiRequest('/updates/souk/customer/metadata.json', undefined, API)?.url).toBe(
      `${API}/updates/souk/customer/metadata.json`,
    );
  });

  it("leaves the app's own files, absolute URLs and pages served by the API alone", () => {
    expect(toApiRequest('/assets/root.js', undefined, API)).toBeNull();
    expect(toApiRequest('https://tiles.example/1/2/3.png', undefined, API)).toBeNull();
    expect(toApiRequest('/api/carts', undefined, '')).toBeNull();
  });
});
