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
 * `messages` is normally complete (type-checked per locale); a partial set only appears in the
 * last-resort error page, where a missing key falls back to the key itself.
 */
export function createTranslator(locale: LocaleCode, messages: Partial<Messages>): Translator {
  const table: Partial<Record<string, string>> = messages;
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const lookup = (key: string) => table[key] ?? key;

  return {
    locale,
    t: (key, values) => interpolate(lookup(key), values),
    plural: (key, count, values) => {
      const template = table[`${key}_${rules.select(count)}`] ?? lookup(`${key}_other`);
      return interpolate(template, { ...values, count: numbers.format(count) });
    },
  };
}
