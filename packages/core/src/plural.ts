/**
 * Plural forms for counts. Translation strings keep three forms in a fixed order:
 *   index 0: "many" (5 товаров), index 1: "one" (1 товар), index 2: "few" (2 товара).
 * That order comes from the spec's rule, which is the East Slavic rule.
 */

/** Locales whose plural forms follow the spec's three-form rule exactly. */
const SLAVIC_THREE_FORM = new Set(['ru', 'uk']);

export type PluralForm = 0 | 1 | 2;

function assertCount(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`A count must be a non-negative integer, got ${n}`);
  }
}

function primarySubtag(locale: string): string {
  return (locale.split(/[-_]/)[0] ?? '').toLowerCase();
}

/**
 * Spec 1 §5: "10 to 20 form 0; last digit 2 to 4 form 2; 1 form 1; else form 0."
 * "10 to 20" is read on the last two digits, so 111 and 212 take form 0 like 11 and 12;
 * "1" is read on the last digit, so 21 takes form 1. This matches CLDR for ru and uk.
 */
export function slavicPluralForm(n: number): PluralForm {
  assertCount(n);
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 10 && lastTwo <= 20) return 0;
  if (last >= 2 && last <= 4) return 2;
  if (last === 1) return 1;
  return 0;
}

const rulesCache = new Map<string, Intl.PluralRules>();

/** CLDR category for a count in a locale ("one", "few", "many", "other", ...). */
export function pluralCategory(n: number, locale: string): Intl.LDMLPluralRule {
  let rules = rulesCache.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesCache.set(locale, rules);
  }
  return rules.select(n);
}

/**
 * Index into a three-form translation array for a count.
 * ru and uk use the spec rule. Applying that rule to every language would give
 * "21 item" in English, so other locales use CLDR reduced to the same slots:
 * "one" is form 1, everything else form 0 (form 2 is never used for them).
 * Callers that need Arabic's six or Latvian's zero/one/other use pluralCategory.
 */
export function pluralForm(n: number, locale: string): PluralForm {
  if (SLAVIC_THREE_FORM.has(primarySubtag(locale))) return slavicPluralForm(n);
  assertCount(n);
  return pluralCategory(n, locale) === 'one' ? 1 : 0;
}
