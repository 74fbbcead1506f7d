/**
 * How the search compares letters: a customer who types without accents, in another case, with
 * or without Arabic vowel marks, or with the other common spelling of a borrowed sound, means the
 * same name (issue 15 part 2). Names are folded once when a dictionary is built and the keyword
 * once per search, both by this one function, so the two always agree.
 */

/** Letters that are letters of their own, not accented ones, though Unicode decomposes them. */
const KEPT_WHOLE = new Set(['й']);

/**
 * Letters Unicode does not decompose, or that customers write interchangeably:
 * - Latin ligatures and stroked letters spelled out as plain letters;
 * - Arabic: the wasla alef as a bare alef, alef maqsura as ya, ta marbuta as ha (writers often
 *   drop the dots), Persian kaf and ya as the Arabic ones;
 * - Arabic spellings of borrowed sounds: g is written غ, ج, گ or ڨ ("برغر" and "برجر" are the
 *   same burger), p as پ or ب, v as ڤ or ف;
 * - the typographic apostrophes of Ukrainian ("м’ясо") as the one on the keyboard.
 */
const SPELLED_AS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  ٱ: 'ا',
  ى: 'ي',
  ی: 'ي',
  ة: 'ه',
  ک: 'ك',
  غ: 'ج',
  گ: 'ج',
  ڨ: 'ج',
  پ: 'ب',
  ڤ: 'ف',
  '’': "'",
  ʼ: "'",
  '‘': "'",
};

/** Combining marks (accents, harakat, hamza above and below, the superscript alef) and tatweel. */
const MARKS = /[\p{M}\u0640]/gu;

/** The text as the search compares it: lower case, without accents, one spelling per sound. */
export function foldForSearch(text: string): string {
  let folded = '';
  // Composed first, so a й typed as и plus a combining breve stays й.
  for (const character of text.normalize('NFC').toLowerCase()) {
    if (character.charCodeAt(0) < 128) {
      folded += character;
      continue;
    }
    if (KEPT_WHOLE.has(character)) {
      folded += character;
      continue;
    }
    const bare = character.normalize('NFD').replace(MARKS, '');
    folded += SPELLED_AS[bare] ?? bare;
  }
  return folded;
}
