/**
 * Typos, word by word (issue 15 part 2): a typed word finds a word of a name when they differ by
 * a letter missing, extra or wrong, or by two neighbouring letters swapped in a typed word of
 * five letters or more (Damerau distance 1, as optimal string alignment counts it). The longer
 * of the two words sets how many edits are forgiven: none under four letters (one edit would
 * make "cod" find "con", "coq" and "cot" alike), one from four ("wih" finds "with"), two from
 * nine ("margarita" finds "margherita"). The last word of a keyword may still be being typed,
 * so it also finds words starting with it, and from five letters words starting with something
 * that close to it ("calfiorn" finds "california"; "pcia" finds no "pcai").
 *
 * The few thousand distinct words of a city's names are looked at, never the names: a word
 * within `n` edits keeps all but 3n (4n with swaps) of the typed word's trigrams, so only the
 * words sharing that many, found through the trigram → words lists, are compared letter by letter.
 */
import type { WordIndex } from './word-index.ts';
import { trigramsOf } from './trigram.ts';

/** Words this long or longer forgive one edit… */
const ONE_EDIT_MIN_LENGTH = 4;
/** …and this long or longer two. */
const TWO_EDITS_MIN_LENGTH = 9;
/**
 * Swapped neighbours are forgiven in words this long or longer: in a shorter word a swap leaves
 * too little of it, and "pcia" would find every name with "pica", "pcai" and "cipa" alike.
 */
const TRANSPOSITION_MIN_LENGTH = 5;
/** The last word of a keyword matches the start of a word with typos from this length on. */
const PREFIX_TYPO_MIN_LENGTH = 5;

/** How many edits are forgiven between two words, the longer of them this many characters. */
export function typoBudget(length: number): number {
  if (length < ONE_EDIT_MIN_LENGTH) return 0;
  return length < TWO_EDITS_MIN_LENGTH ? 1 : 2;
}

/** Scratch rows for `editDistance`, grown as longer words come. */
class Rows {
  previous2 = new Int32Array(32);
  previous = new Int32Array(32);
  current = new Int32Array(32);

  fit(length: number): void {
    if (this.current.length > length) return;
    const size = Math.max(length + 1, this.current.length * 2);
    this.previous2 = new Int32Array(size);
    this.previous = new Int32Array(size);
    this.current = new Int32Array(size);
  }
}

const sharedRows = new Rows();

/**
 * The edits (optimal string alignment) from `typed` to `word`, or to the closest start of
 * `word` when `prefix`; `budget + 1` when more than `budget`. Only cells within `budget` of the
 * diagonal can stay within it, so each row computes those, and a row all over the budget ends
 * the comparison. Letters are compared as UTF-16 units: every script the storefront serves
 * writes its letters in one unit.
 */
export function editDistance(typed: string, word: string, budget: number, prefix: boolean): number {
  const m = typed.length;
  const n = word.length;
  const over = budget + 1;
  if (!prefix && Math.abs(m - n) > budget) return over;
  if (prefix && n < m - budget) return over;
  const swaps = m >= TRANSPOSITION_MIN_LENGTH;
  const rows = sharedRows;
  rows.fit(n + 1);
  let { previous2, previous, current } = rows;
  for (let j = 0; j <= n; j += 1) previous[j] = j <= budget ? j : over;
  for (let i = 1; i <= m; i += 1) {
    const low = Math.max(1, i - budget);
    const high = Math.min(n, i + budget);
    current[0] = i <= budget ? i : over;
    if (low > 1) current[low - 1] = over;
    let rowBest = current[0] as number;
    const letter = typed.charCodeAt(i - 1);
    for (let j = low; j <= high; j += 1) {
      const cost = letter === word.charCodeAt(j - 1) ? 0 : 1;
      let best = (previous[j - 1] as number) + cost;
      const deleted = (previous[j] as number) + 1;
      if (deleted < best) best = deleted;
      const inserted = (current[j - 1] as number) + 1;
      if (inserted < best) best = inserted;
      if (
        swaps &&
        i > 1 &&
        j > 1 &&
        letter === word.charCodeAt(j - 2) &&
        typed.charCodeAt(i - 2) === word.charCodeAt(j - 1)
      ) {
        const swapped = (previous2[j - 2] as number) + 1;
        if (swapped < best) best = swapped;
      }
      current[j] = best > over ? over : best;
      if (best < rowBest) rowBest = best;
    }
    if (high < n) current[high + 1] = over;
    if (rowBest > budget) return over;
    const oldest = previous2;
    previous2 = previous;
    previous = current;
    current = oldest;
  }
  if (!prefix) return Math.min(previous[n] as number, over);
  let best = over;
  for (let j = Math.max(0, m - budget); j <= Math.min(n, m + budget); j += 1) {
    if ((previous[j] as number) < best) best = previous[j] as number;
  }
  return best;
}

/** A dictionary word within a typed word's budget, and the edits it takes. */
export interface WordMatch {
  word: number;
  edits: number;
}

/**
 * Arabic writes "the", "and the", "with the"… as part of the word: "البيتزا" is "بيتزا" with
 * the article. Words are also compared without it, so that a keyword with or without the article
 * finds a name written the other way.
 */
const ARABIC_ARTICLES = ['وال', 'بال', 'فال', 'كال', 'ال', 'لل'];
/** Letters left after the article for it to count as one. */
const ARABIC_STEM_MIN_LENGTH = 3;

/** The word without a leading Arabic article, or the word itself. */
export function withoutArticle(word: string): string {
  for (const article of ARABIC_ARTICLES) {
    if (word.startsWith(article) && word.length - article.length >= ARABIC_STEM_MIN_LENGTH) {
      return word.slice(article.length);
    }
  }
  return word;
}

/**
 * The dictionary's words that a typed word finds: within its budget of edits, or for the last
 * word of a keyword also by their start (exactly, under five letters); Arabic words with and
 * without their article alike. `counts` is scratch space, one cell per dictionary word, zero
 * between calls.
 */
export function matchingWords(
  index: WordIndex,
  typed: string,
  last: boolean,
  counts: Uint16Array,
): WordMatch[] {
  const found = new Map<number, number>();
  const bare = withoutArticle(typed);
  for (const form of bare === typed ? [typed] : [typed, bare]) {
    wordsNear(index, form, last, counts, found);
  }
  return [...found].map(([word, edits]) => ({ word, edits }));
}

/** Adds to `found` the dictionary words `typed` finds, each with its fewest edits. */
function wordsNear(
  index: WordIndex,
  typed: string,
  last: boolean,
  counts: Uint16Array,
  found: Map<number, number>,
): void {
  const keep = (word: number, edits: number) => {
    const known = found.get(word);
    if (known === undefined || edits < known) found.set(word, edits);
  };
  const budget = typoBudget(typed.length);
  /** Edits forgiven against the start of a word; -1 when only whole words count. */
  const prefixBudget = !last ? -1 : typed.length >= PREFIX_TYPO_MIN_LENGTH ? budget : 0;
  // Against a whole word the longer of the two sets the budget: "wih" finds "with".
  const widest = typoBudget(typed.length + 2);
  if (prefixBudget < 0 && widest === 0) {
    const word = index.wordIds.get(typed);
    if (word !== undefined) keep(word, 0);
    return;
  }
  // A word's trigrams in order: the padded start, …, the padded end; the start of a word has
  // all but the last. A word within `n` edits keeps all but `lost * n` of them.
  const trigrams = trigramsOf(typed);
  const lost = typed.length >= TRANSPOSITION_MIN_LENGTH ? 4 : 3;
  const distinct = new Set(trigrams);
  let needed = distinct.size - lost * widest;
  if (prefixBudget >= 0) {
    const startTrigrams = new Set(trigrams.slice(0, -1));
    needed = Math.min(needed, startTrigrams.size - lost * prefixBudget);
  }
  const compare = (text: string): number => {
    const allowed = typoBudget(Math.max(typed.length, text.length));
    let best = editDistance(typed, text, allowed, false);
    if (best > allowed) best = Number.POSITIVE_INFINITY;
    if (prefixBudget >= 0 && best > 0) {
      const fromStart = editDistance(typed, text, prefixBudget, true);
      if (fromStart <= prefixBudget && fromStart < best) best = fromStart;
    }
    return best;
  };
  const consider = (word: number) => {
    const text = index.words[word] as string;
    const bareText = withoutArticle(text);
    const best = Math.min(
      compare(text),
      bareText === text ? Number.POSITIVE_INFINITY : compare(bareText),
    );
    if (best !== Number.POSITIVE_INFINITY) keep(word, best);
  };
  if (needed <= 0) {
    // Too few trigrams to tell words apart (a word of repeated letters): every word is compared.
    for (let word = 0; word < index.words.length; word += 1) consider(word);
    return;
  }
  const { trigramWords } = index;
  const touched: number[] = [];
  for (const trigram of distinct) {
    const code = index.codes.find(trigram);
    if (code < 0) continue;
    const end = trigramWords.starts[code + 1] as number;
    for (let i = trigramWords.starts[code] as number; i < end; i += 1) {
      const word = trigramWords.ids[i] as number;
      if (counts[word] === 0) touched.push(word);
      counts[word] = (counts[word] as number) + 1;
    }
  }
  for (const word of touched) {
    if ((counts[word] as number) >= needed) consider(word);
    counts[word] = 0;
  }
}
