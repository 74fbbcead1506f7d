import { SUPPORTED_LOCALES } from '@souk/core';
import type { MetaDescriptor } from 'react-router';
import { createTranslator, type Translator } from '#app/i18n/translator.ts';
import { FALLBACK_TITLE } from '#app/i18n/fallback-title.ts';
import { isRootData, type RootData } from './root-data.ts';
import { switchLocalePath } from './language-choice.ts';

interface MetaContext {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  location: { pathname: string };
}

function rootDataOf(matches: MetaContext['matches']): RootData | undefined {
  const data = matches.find((m) => m?.id === 'root')?.data;
  return isRootData(data) ? data : undefined;
}

/** What the tags need from the root data; a loader can build it on the server as well. */
export type MetaRoot = Pick<RootData, 'locale' | 'messages' | 'info' | 'clientConfig'>;

function absoluteBase(root: MetaRoot): string | null {
  const base = root.clientConfig.baseUrl.replace(/\/+$/, '');
  return /^https?:\/\//.test(base) ? base : null;
}

export interface PageMeta {
  title?: string;
  description?: string;
  /** Absolute URL of the link-preview image (spec 1 §9: 1500x1500). */
  image?: string | null;
  /** Structured data (schema.org) rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/** Spec 1 §9 "Link-preview image 1500x1500". */
const OG_IMAGE_SIZE = 1500;

/** The path without its locale prefix: what `x-default` points at (it redirects by language). */
function unprefixedPath(pathname: string): string {
  const [, , ...rest] = pathname.split('/');
  return `/${rest.join('/')}`;
}

/**
 * `<title>` (page title + platform name), description, canonical URL, hreflang alternates of
 * the 11 locales plus x-default, Open Graph / Twitter card and optional JSON-LD of a page. The
 * canonical URL leaves the query out: filtered views and open modals are the same page.
 */
export function pageMeta(
  { matches, location }: MetaContext,
  page: (t: Translator) => PageMeta,
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  if (!root) return [{ title: FALLBACK_TITLE }];
  return buildPageMeta(root, location.pathname, page);
}

/** `pageMeta` from its parts; loaders call it (through page-meta.server.ts) to ship tags, not code. */
export function buildPageMeta(
  root: MetaRoot,
  pathname: string,
  page: (t: Translator) => PageMeta,
): MetaDescriptor[] {
  const t = createTranslator(root.locale, root.messages);
  const { title, description, image, jsonLd } = page(t);
  const platform = root.info?.platformName;
  const fullTitle = [title, platform].filter(Boolean).join(' · ') || t.t('meta.homeTitle');
  const text = description ?? t.t('meta.homeDescription');
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: text },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: text },
    { property: 'og:locale', content: root.locale },
  ];
  if (platform) tags.push({ property: 'og:site_name', content: platform });
  const base = absoluteBase(root);
  if (base) {
    const canonical = `${base}${pathname}`;
    for (const code of SUPPORTED_LOCALES) {
      const href = `${base}${switchLocalePath(pathname, code)}`;
      tags.push({ tagName: 'link', rel: 'alternate', hrefLang: code, href });
    }
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `${base}${unprefixedPath(pathname)}`,
    });
    tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
    tags.push({ property: 'og:url', content: canonical });
  }
  if (image) {
    tags.push(
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(OG_IMAGE_SIZE) },
      { property: 'og:image:height', content: String(OG_IMAGE_SIZE) },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: image },
    );
  }
  if (jsonLd) tags.push({ 'script:ld+json': jsonLd });
  return tags;
}
