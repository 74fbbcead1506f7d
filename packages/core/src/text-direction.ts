/**
 * Right-to-left handling. The page direction follows the locale; user-written text
 * (vendor names, comments, addresses) can be Arabic inside an LTR page, so its
 * direction is decided from the text itself.
 */

export type TextDirection = 'rtl' | 'ltr';

/**
 * Of the supported locales only ar is RTL. The other RTL languages are listed so a
 * locale added later does not silently render left-to-right.
 */
const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);

export function isRtlLocale(locale: string): boolean {
  const language = (locale.split(/[-_]/)[0] ?? '').toLowerCase();
  return RTL_LANGUAGES.has(language);
}

/** Spec 1 §1: "Arabic-script characters (range U+0600 to U+06FF)". */
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

export function hasArabicScript(text: string): boolean {
  return ARABIC_SCRIPT.test(text);
}

/**
 * Spec 1 §1: "Text containing Arabic-script characters ... is treated as right-to-left."
 * One Arabic character is enough, so mixed text such as "Pizza بيتزا" is RTL.
 */
export function textDirection(text: string): TextDirection {
  return hasArabicScript(text) ? 'rtl' : 'ltr';
}
