import type { Text } from './types.ts';

/**
 * Translations are written one line per text, `en: Pizza | lv: Pica | ar: بيتزا`, because a
 * formatter would spread an object literal over one line per language and the menus would grow
 * seven-fold. Each data file makes its own tag naming the languages it must cover, so a missing
 * translation fails the moment the file is loaded instead of showing English in Kuwait.
 */
export function textTag(required: readonly string[]) {
  return (strings: TemplateStringsArray, ...values: (string | number)[]): Text => {
    const source = strings.reduce(
      (all, part, i) => all + part + (i < values.length ? String(values[i]) : ''),
      '',
    );
    const text: Record<string, string> = {};
    for (const piece of source.split('|')) {
      const match = /^\s*([a-z]{2}):\s*([\s\S]*?)\s*$/.exec(piece);
      if (!match?.[1] || !match[2])
        throw new Error(`Bad translation piece "${piece}" in "${source}"`);
      text[match[1]] = match[2];
    }
    const en = text.en;
    if (en === undefined) throw new Error(`No English text in "${source}"`);
    const missing = required.filter((lang) => text[lang] === undefined);
    if (missing.length > 0) throw new Error(`Missing ${missing.join(', ')} in "${source}"`);
    return { ...text, en };
  };
}
