import { describe, expect, it } from 'vitest';
import { CATALOG } from '#app/i18n/catalog.server.ts';
import type { RootData } from './root-data.ts';
import { pageMeta } from './meta.ts';

const root = {
  locale: 'en',
  dir: 'ltr',
  messages: CATALOG.en,
  info: { platformName: 'Souk' },
  clientConfig: { baseUrl: 'https://souk.example/' },
  signedIn: false,
} as unknown as RootData;

const args = { matches: [{ id: 'root', data: root }], location: { pathname: '/en/riga' } };
const tag = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
  tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, unknown>;

describe('pageMeta', () => {
  const tags = pageMeta(args, () => ({
    title: 'Delivery in Riga',
    description: 'Restaurants',
    image: 'https://souk.example/images/1/1500x1500.webp',
    jsonLd: { '@type': 'ItemList' },
  }));

  it('titles the page with the platform name', () => {
    expect(tags[0]).toEqual({ title: 'Delivery in Riga · Souk' });
  });

  it('has a canonical URL without the query and hreflang for 11 locales plus x-default', () => {
    expect(tag(tags, 'rel', 'canonical').href).toBe('https://souk.example/en/riga');
    const alternates = tags.filter((t) => (t as Record<string, unknown>).rel === 'alternate');
    expect(alternates).toHaveLength(12);
    expect(tag(tags, 'hrefLang', 'ar').href).toBe('https://souk.example/ar/riga');
    expect(tag(tags, 'hrefLang', 'x-default').href).toBe('https://souk.example/riga');
  });

  it('describes the 1500x1500 link preview and the structured data', () => {
    expect(tag(tags, 'property', 'og:image').content).toContain('1500x1500');
    expect(tag(tags, 'property', 'og:image:width').content).toBe('1500');
    expect(tag(tags, 'property', 'og:url').content).toBe('https://souk.example/en/riga');
    expect(tags).toContainEqual({ 'script:ld+json': { '@type': 'ItemList' } });
  });
});
