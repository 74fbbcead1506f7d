/** How typed text is compared with the names of places. */

/** A house number as typed: digits, maybe a letter ("12", "12a"). */
export const HOUSE_NUMBER = /^\d+\p{L}?$/u;

/**
 * Every typed word must start a word of the place (so "briv 45" finds "Brīvības iela 45");
 * whole-word matches rank above prefixes, and a place named exactly as typed ranks first.
 */
export function matchScore(needles: readonly string[], words: readonly string[]): number | null {
  let score = 0;
  for (const needle of needles) {
    if (words.includes(needle)) score += 2;
    else if (words.some((word) => word.startsWith(needle))) score += 1;
    else return null;
  }
  return score;
}

/** Lower case, accents dropped, punctuation as spaces: "Brīvības iela" → "brivibas iela". */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function wordsOf(texts: readonly (string | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of normalise(text).split(' ')) if (word) words.add(word);
  }
  return [...words];
}
