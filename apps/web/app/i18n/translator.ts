import type { LocaleCode } from '@souk/contracts';
import type { MessageValues, Messages, PluralKey, SimpleKey } from './types.ts';

export interface Translator {
  locale: LocaleCode;
  /** A plain message with `{name}` placeholders filled in. */
  t(key: SimpleKey, values?: MessageValues): string;
  /** A counted message: picks `key_one`, `key_few`, … by Intl.PluralRules, `{count}` is localised. */
  plural(key: PluralKey, count: number, values?: MessageValues): string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

function interpolate(template: string, values: MessageValues | undefined): string {
  if (!values) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * One set of plural rules per locale, made on the first counted message: a translator is made
 * for every component that reads messages and for the page's meta, and building Intl objects
 * for each was most of the time the first render spent in them.
 */
const pluralRules: Partial<Record<LocaleCode, Intl.PluralRules>> = {};
/**
 * One number format per locale for the counts: `toLocaleString` with a locale builds a new
 * format on every call, 40–160 µs each in Chromium against 3–4 µs for a kept one, and the home
 * counts something on every vendor card.
 */
const countFormats: Partial<Record<LocaleCode, Intl.NumberFormat>> = {};

/**
 * `messages` is normally complete (type-checked per locale); a partial set only appears in the
 * last-resort error page, where a missing key falls back to the key itself.
 */
export function createTranslator(locale: LocaleCode, messages: Partial<Messages>): Translator {
  const table: Partial<Record<string, string>> = messages;
  const lookup = (key: string) => table[key] ?? key;

  return {
    locale,
    t: (key, values) => interpolate(lookup(key), values),
    plural: (key, count, values) => {
      const rule = (pluralRules[locale] ??= new Intl.PluralRules(locale)).select(count);
      const template = table[`${key}_${rule}`] ?? lookup(`${key}_other`);
      return interpolate(template, {
        ...values,
        count: (countFormats[locale] ??= new Intl.NumberFormat(locale)).format(count),
      });
    },
  };
}
