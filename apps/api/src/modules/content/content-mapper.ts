import type { ContentPage } from '@souk/contracts';
import { resolveI18n } from '#api/http/i18n-text.ts';
import type { ContentPageRow } from './content-repository.ts';

/** The storefront's rule for a page without a title: the slug with underscores as spaces. */
function slugTitle(slug: string): string {
  return slug.replaceAll('_', ' ');
}

export function toContentPageSummary(row: ContentPageRow, lang: string) {
  return {
    id: row.id,
    slug: row.slug,
    title: resolveI18n(row.titleI18n, lang, slugTitle(row.slug)),
  };
}

export function toContentPage(row: ContentPageRow, lang: string): ContentPage {
  return {
    ...toContentPageSummary(row, lang),
    body: normaliseParagraphs(resolveI18n(row.bodyI18n, lang, '')),
  };
}

/** Paragraphs are separated by exactly one blank line, whatever line endings were stored. */
function normaliseParagraphs(body: string): string {
  return body
    .replaceAll('\r\n', '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .join('\n\n');
}
