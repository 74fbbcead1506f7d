/**
 * Ranking names against a keyword in memory, the rules the search has always had: the exact
 * name, then names starting with the keyword, then names with a word starting with it, then
 * names containing it, then typos by how close the keyword comes to a word of the name
 * (pg_trgm's word similarity), then to the whole name; shorter names first, then by code point.
 * Names and keyword are compared folded (search-fold.ts), so accents, case and spelling variants
 * never matter; two neighbouring letters swapped in a word of five letters or more count as a
 * typo too, though they break too many trigrams for the similarity to see it.
 *
 * A dictionary holds the few thousand distinct names of a locality, cut into trigram codes once;
 * a keyword then costs one pass over the names that share enough trigrams with it, well under a
 * millisecond, where the same ranking in PostgreSQL cost ~11 ms for a short typo.
 */
import type { CodedKeyword, CodedName } from './trigram.ts';
import { foldForSearch } from './search-fold.ts';
import {
  TrigramCodes,
  codeKeyword,
  codeName,
  codedSimilarity,
  codedWordSimilarity,
  isWordCharacter,
} from './trigram.ts';

/** How close a keyword must come to a word of a name to count as a typo of it (0–1). */
export const WORD_SIMILARITY_THRESHOLD = 0.45;
/** Below this many characters a keyword has no trigrams to compare; only prefixes match. */
const FUZZY_MIN_LENGTH = 3;
/**
 * Swapped neighbours are forgiven in words this long or longer: in a shorter word a swap leaves
 * too little of it, and "pcia" would find every name with "pica", "pcai" and "cipa" alike.
 */
const TRANSPOSITION_MIN_WORD_LENGTH = 5;

/**
 * A keyword or name as the dictionary compares them: trimmed, runs of white space collapsed,
 * lower-cased (as `search_normalise` in migration 0003 stores names).
 */
export function normaliseName(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** exact, prefix, word prefix, contains, typo only. */
type MatchKind = 0 | 1 | 2 | 3 | 4;

interface Match {
  index: number;
  kind: MatchKind;
  wordSimilarity: number;
  similarity: number;
}

interface DictionaryName {
  /** The name folded for comparison. */
  text: string;
  /** In characters (code points), as PostgreSQL's `length` counts. */
  length: number;
  coded: CodedName;
}

/**
 * pg_trgm's similarities are float4; a name cannot reach the threshold with fewer shared
 * trigrams than this share of the keyword's (the margin keeps float4 rounding on the safe side).
 */
const SHARE_MARGIN = 1e-6;

export class NameDictionary<T> {
  private readonly codes = new TrigramCodes();
  private readonly names: DictionaryName[];
  private readonly values: T[];
  /** For each trigram code, the names that have it, each once. */
  private readonly postings: Int32Array[];
  /** Scratch for word similarity; ranking never awaits, so one buffer serves every call. */
  private readonly lastSeen: Int32Array;

  constructor(entries: Iterable<{ name: string; value: T }>) {
    this.names = [];
    this.values = [];
    const postings: number[][] = [];
    for (const { name, value } of entries) {
      const index = this.names.length;
      const text = foldForSearch(name);
      const coded = codeName(text, this.codes);
      this.names.push({ text, length: [...text].length, coded });
      this.values.push(value);
      for (const code of coded.distinct) (postings[code] ??= []).push(index);
    }
    this.postings = Array.from(postings, (list) => Int32Array.from(list ?? []));
    this.lastSeen = new Int32Array(this.codes.size).fill(-1);
  }

  get size(): number {
    return this.names.length;
  }

  /** The values of every name that matches the normalised keyword, best match first. */
  rank(typed: string): T[] {
    const keyword = foldForSearch(typed);
    if (keyword === '') return [];
    const fuzzy = keyword.length >= FUZZY_MIN_LENGTH;
    const coded = codeKeyword(keyword, this.codes);
    const literal = this.literalCandidates(keyword, fuzzy);
    const matches = new Map<number, Match>();
    /** `unswapped`: the keyword with a swap undone, which the name contains as it is. */
    const consider = (index: number, kind: MatchKind, unswapped?: CodedKeyword) => {
      const name = this.names[index] as DictionaryName;
      // A swap is ranked among the typos by how close the name is to the word meant.
      const compared = unswapped ?? coded;
      const wordSimilarity = codedWordSimilarity(compared, name.coded, this.lastSeen);
      if (kind === 4 && !unswapped && wordSimilarity < WORD_SIMILARITY_THRESHOLD) return;
      const similarity = codedSimilarity(compared, name.coded);
      const match: Match = { index, kind, wordSimilarity, similarity };
      const known = matches.get(index);
      if (!known || this.compare(match, known) < 0) matches.set(index, match);
    };
    if (!fuzzy) {
      // A short keyword has too few trigrams to judge a typo: prefixes of words only.
      for (const index of literal ?? this.names.keys()) {
        const kind = matchKind((this.names[index] as DictionaryName).text, keyword);
        if (kind <= 2) consider(index, kind);
      }
    } else {
      const shared = this.sharedTrigramCounts(coded.known);
      const minShared = coded.size * WORD_SIMILARITY_THRESHOLD - SHARE_MARGIN;
      const mayContain = literal ? this.marked(literal) : null;
      for (let index = 0; index < this.names.length; index += 1) {
        const typo = (shared[index] as number) >= minShared;
        if (!typo && mayContain && mayContain[index] === 0) continue;
        const kind = matchKind((this.names[index] as DictionaryName).text, keyword);
        if (kind < 4 || typo) consider(index, kind);
      }
      // A name the keyword reaches by swapping two neighbouring letters back is a typo of it.
      for (const unswapped of transpositionsOf(keyword)) {
        let codedUnswapped: CodedKeyword | undefined;
        for (const index of this.literalCandidates(unswapped, true) ?? []) {
          // A literal match already outranks any typo.
          if ((matches.get(index)?.kind ?? 4) < 4) continue;
          if (matchKind((this.names[index] as DictionaryName).text, unswapped) < 4) {
            codedUnswapped ??= codeKeyword(unswapped, this.codes);
            consider(index, 4, codedUnswapped);
          }
        }
      }
    }
    return [...matches.values()]
      .sort((a, b) => this.compare(a, b))
      .map((match) => this.values[match.index] as T);
  }

  /**
   * The names that can contain the keyword as it is typed (all of them when null): those with
   * the rarest trigram that any such name must have. Ranking then looks at a few hundred names,
   * not the whole dictionary.
   */
  private literalCandidates(keyword: string, fuzzy: boolean): Int32Array | null {
    const anchors = literalAnchors(keyword, fuzzy);
    if (!anchors) return null;
    let rarest: Int32Array = NO_NAMES;
    for (const [position, anchor] of anchors.entries()) {
      const code = this.codes.find(anchor);
      const names = code < 0 ? NO_NAMES : (this.postings[code] ?? NO_NAMES);
      if (position === 0 || names.length < rarest.length) rarest = names;
    }
    return rarest;
  }

  private marked(indices: Int32Array): Uint8Array {
    const marks = new Uint8Array(this.names.length);
    for (const index of indices) marks[index] = 1;
    return marks;
  }

  /** How many of the keyword's trigrams each name has. */
  private sharedTrigramCounts(keywordCodes: readonly number[]): Uint16Array {
    const counts = new Uint16Array(this.names.length);
    for (const code of keywordCodes) {
      for (const index of this.postings[code] ?? []) counts[index] = (counts[index] ?? 0) + 1;
    }
    return counts;
  }

  private compare(a: Match, b: Match): number {
    const nameA = this.names[a.index] as DictionaryName;
    const nameB = this.names[b.index] as DictionaryName;
    return (
      a.kind - b.kind ||
      b.wordSimilarity - a.wordSimilarity ||
      b.similarity - a.similarity ||
      nameA.length - nameB.length ||
      (nameA.text < nameB.text ? -1 : nameA.text > nameB.text ? 1 : 0)
    );
  }
}

const NO_NAMES = new Int32Array(0);

/**
 * Trigrams a name must have to contain the keyword literally (as a prefix of a word, for a
 * short keyword), or null when the keyword gives none to rely on. Trigrams are cut within
 * words, so only runs of three word characters of the keyword (or the padded start of a word)
 * are certain to appear in such a name.
 */
function literalAnchors(keyword: string, fuzzy: boolean): string[] | null {
  const characters = [...keyword];
  if (!fuzzy) {
    if (!characters.every(isWordCharacter)) return null;
    const [first = '', second] = characters;
    return [second === undefined ? `  ${first}` : ` ${first}${second}`];
  }
  const anchors: string[] = [];
  for (let i = 0; i + 3 <= characters.length; i += 1) {
    const run = characters.slice(i, i + 3);
    if (run.every(isWordCharacter)) anchors.push(run.join(''));
  }
  return anchors.length > 0 ? anchors : null;
}

/**
 * The keyword with two neighbouring letters of one of its long words swapped, each way of doing
 * it once (Damerau distance 1 by transposition).
 */
function transpositionsOf(keyword: string): string[] {
  const characters = [...keyword];
  const variants = new Set<string>();
  let wordStart = 0;
  for (let end = 0; end <= characters.length; end += 1) {
    const character = characters[end];
    if (character !== undefined && isWordCharacter(character)) continue;
    if (end - wordStart >= TRANSPOSITION_MIN_WORD_LENGTH) {
      for (let i = wordStart; i + 1 < end; i += 1) {
        const [left, right] = [characters[i] as string, characters[i + 1] as string];
        if (left === right) continue;
        const swapped = characters.slice();
        swapped[i] = right;
        swapped[i + 1] = left;
        variants.add(swapped.join(''));
      }
    }
    wordStart = end + 1;
  }
  return [...variants];
}

function matchKind(name: string, keyword: string): MatchKind {
  if (name === keyword) return 0;
  if (name.startsWith(keyword)) return 1;
  if (name.includes(` ${keyword}`)) return 2;
  if (name.includes(keyword)) return 3;
  return 4;
}
