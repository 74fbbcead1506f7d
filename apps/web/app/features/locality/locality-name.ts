import type { LocaleCode, LocalitySummary } from '@souk/contracts';

/** The locality's name in the page language, else its default name. */
export function localityName(
  locality: Pick<LocalitySummary, 'name' | 'nameI18n'>,
  lang: LocaleCode,
) {
  return locality.nameI18n.values[lang] ?? locality.name;
}
