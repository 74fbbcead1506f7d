/**
 * sitemap.xml and robots.txt bodies. Pure: the routes feed them what the repository read.
 *
 * Each page is listed once, under the language its locality speaks (content pages under the
 * partner's default language), with `xhtml:link` alternates for every supported locale and an
 * `x-default` pointing at the unprefixed path, which redirects by the reader's language — the
 * same alternates the pages themselves carry (apps/web/app/lib/meta.ts).
 */
import { SUPPORTED_LOCALE_CODES } from '@souk/contracts';
import type { SitemapSource } from './seo-repository.ts';

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** A page by its path without the locale prefix (`/riga/vendor/…`) and the language of `loc`. */
export interface SitemapPage {
  path: string;
  lang: string;
}

export function sitemapPages(source: SitemapSource): SitemapPage[] {
  const pages: SitemapPage[] = [];
  for (const locality of source.localities) {
    const lang = supportedOr(locality.lang, source.defaultLocale);
    const home = `/${encodeURIComponent(locality.code)}`;
    pages.push({ path: home, lang });
    for (const id of locality.vendorIds) pages.push({ path: `${home}/vendor/${id}`, lang });
  }
  const contentLang = supportedOr(source.defaultLocale, 'en');
  for (const slug of source.contentSlugs) {
    pages.push({ path: `/cms/${encodeURIComponent(slug)}`, lang: contentLang });
  }
  return pages;
}

export function sitemapXml(baseUrl: string, pages: readonly SitemapPage[]): string {
  const base = trimSlash(baseUrl);
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const page of pages) {
    parts.push(`<url><loc>${xml(`${base}/${page.lang}${page.path}`)}</loc>`);
    for (const code of SUPPORTED_LOCALE_CODES) {
      parts.push(
        `<xhtml:link rel="alternate" hreflang="${code}" href="${xml(`${base}/${code}${page.path}`)}"/>`,
      );
    }
    parts.push(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(`${base}${page.path}`)}"/></url>\n`,
    );
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** Above the per-file limit the sitemap becomes an index of numbered parts. */
export function sitemapIndexXml(baseUrl: string, partCount: number): string {
  const base = trimSlash(baseUrl);
  const entries = Array.from(
    { length: partCount },
    (_, i) => `<sitemap><loc>${xml(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
    ...entries,
    '</sitemapindex>\n',
  ].join('');
}

/**
 * Crawl everything but the API and the signed-in account area (`/{lang}/menu/…`); the content
 * pages reachable under /menu (about, courier and vendor info) are listed in the sitemap by
 * their /cms path.
 */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /*/menu',
    '',
    `Sitemap: ${trimSlash(baseUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

function supportedOr(lang: string, fallback: string): string {
  return (SUPPORTED_LOCALE_CODES as readonly string[]).includes(lang) ? lang : fallback;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function xml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}
