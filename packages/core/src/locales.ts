/**
 * Interface languages. The same list gates the URL prefix, the language picker and
 * the lang field accepted from a user profile (spec 1 §5).
 */

/** Spec 1 §1: "Supported locale codes: ar, en, es, fr, it, lv, mg, pt, bg, ru, uk." */
export const SUPPORTED_LOCALES = [
  'ar',
  'en',
  'es',
  'fr',
  'it',
  'lv',
  'mg',
  'pt',
  'bg',
  'ru',
  'uk',
] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

interface Preference {
  readonly tag: string;
  readonly q: number;
}

/** RFC 9110 qvalue: 0 to 1 with up to 3 decimals; anything malformed counts as 0. */
function parseQ(value: string): number {
  return /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : 0;
}

/** Parses "fr-CH, fr;q=0.9, *;q=0.5", dropping entries with q=0 (not acceptable). */
function parseAcceptLanguage(header: string): Preference[] {
  const preferences: Preference[] = [];
  for (const part of header.split(',')) {
    const [rawTag = '', ...params] = part.split(';').map((s) => s.trim());
    if (rawTag === '') continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*(.*)$/i.exec(param);
      if (match) q = parseQ(match[1] ?? '');
    }
    if (q > 0) preferences.push({ tag: rawTag.toLowerCase(), q });
  }
  // Array.prototype.sort is stable, so equal weights keep the header's order.
  return preferences.sort((a, b) => b.q - a.q);
}

const primary = (tag: string): string => tag.split(/[-_]/)[0] ?? '';

/**
 * Picks the best supported locale for an Accept-Language header: by q-value, an exact
 * tag match first, then a primary-subtag match ("pt-BR" gets "pt"; "pt" gets "pt-PT"
 * if only that is supported). A wildcard, no header or no match gives the fallback.
 */
export function negotiateLocale<T extends string>(
  acceptLanguageHeader: string | null | undefined,
  supported: readonly T[],
  fallback: T,
): T {
  if (!acceptLanguageHeader) return fallback;
  for (const { tag } of parseAcceptLanguage(acceptLanguageHeader)) {
    if (tag === '*') return fallback;
    const exact = supported.find((s) => s.toLowerCase() === tag);
    if (exact !== undefined) return exact;
    const sameLanguage = supported.find((s) => primary(s.toLowerCase()) === primary(tag));
    if (sameLanguage !== undefined) return sameLanguage;
  }
  return fallback;
}
