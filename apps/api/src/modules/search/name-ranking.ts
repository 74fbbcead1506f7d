/**
 * Ranking names against a keyword in memory, the rules the search has always had: the exact
 * name, then names starting with the keyword, then names with a word starting with it, then
 * names containing it, then typos by how close the keyword comes to a word of the name
 * (pg_trgm's word similarity), then to the whole name; shorter names first, then by code point.
 * Names and keyword are compared folded (search-fold.ts), so accents, case and spelling variants
 * never matter; two neighbouring letters swapped in a word of five letters or more count as a
 * typo too, though they break too many trigrams for the similarity to see it.
 *
 * A dictionary holds the distinct names of a locality (a city's menus: a quarter of a million),
 * cut into trigram codes once; a keyword then costs a count along the posting lists of its
 * trigrams and the scoring of the names that can still be among the first asked for.
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
  /** Scratch: trigrams shared with the keyword by name, zero between calls. */
  private readonly counts: Uint16Array;

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
    this.counts = new Uint16Array(this.names.length);
  }

  get size(): number {
    return this.names.length;
  }

  /**
   * The values of the names that match the normalised keyword, best match first: all of them,
   * or the first `limit`, which are the same as the first `limit` of all of them. A dictionary of
   * a city's 250 000 names has tens of thousands sharing a common word with a long keyword, so
   * typos are found from the keyword's rarest trigrams down, and with a limit a name's word
   * similarity is worked out only while the name can still make the cut.
   */
  rank(typed: string, limit = Number.POSITIVE_INFINITY): T[] {
    const keyword = foldForSearch(typed);
    if (keyword === '' || limit <= 0) return [];
    const fuzzy = keyword.length >= FUZZY_MIN_LENGTH;
    const coded = codeKeyword(keyword, this.codes);
    /** Names containing the keyword as it is typed, by kind (exact, prefix, word prefix, part). */
    const literal: number[][] = [[], [], []];
    const literalKind = new Map<number, MatchKind>();
    for (const index of this.literalCandidates(keyword, fuzzy) ?? this.names.keys()) {
      const kind = matchKind((this.names[index] as DictionaryName).text, keyword);
      // A keyword under three characters matches only at the start of a word.
      if (kind >= (fuzzy ? 4 : 3)) continue;
      (literal[kind] ??= []).push(index);
      literalKind.set(index, kind);
    }
    const ranked: Match[] = [];
    for (const [kind, indices] of literal.entries()) {
      if (ranked.length >= limit) break;
      ranked.push(...this.bestLiteral(kind as MatchKind, indices, coded, limit - ranked.length));
    }
    if (fuzzy && ranked.length < limit) {
      ranked.push(...this.bestTypos(keyword, coded, literalKind, limit - ranked.length));
    }
    return ranked.map((match) => this.values[match.index] as T);
  }

  /**
   * The best `limit` names of one literal kind, in order. A name's word similarity is at most
   * its shared trigrams over the keyword's, so names are scored from the most shared down and
   * the scoring stops once that bound falls below the last match kept.
   */
  private bestLiteral(
    kind: MatchKind,
    indices: readonly number[],
    coded: CodedKeyword,
    limit: number,
  ): Match[] {
    const byShared: number[][] = [];
    for (const index of indices) (byShared[this.sharedOf(index, coded)] ??= []).push(index);
    const kept = new Kept(limit, (a, b) => this.compare(a, b));
    for (let count = byShared.length - 1; count >= 0; count -= 1) {
      const group = byShared[count];
      if (!group) continue;
      if (kept.settled(Math.fround(count / coded.size))) break;
      for (const index of group) kept.add(this.score(index, kind, coded));
    }
    return kept.sorted();
  }

  /**
   * Typos: names coming close enough to a word of the keyword, and names the keyword reaches by
   * swapping two neighbouring letters back. A name shares at least `minShared` trigrams with the
   * keyword to be close enough, so it has one of the keyword's `known - t + 1` rarest trigrams
   * when it shares `t`: names are gathered from the rarest trigrams on, each group of names
   * sharing `t` complete before it is scored, and common words ("with", "con") are reached
   * only when the rarer ones leave room in the cut.
   */
  private bestTypos(
    keyword: string,
    coded: CodedKeyword,
    literalKind: ReadonlyMap<number, MatchKind>,
    limit: number,
  ): Match[] {
    const kept = new Kept(limit, (a, b) => this.compare(a, b));
    /** The better of the two ways a name matches counts, once. */
    const best = new Map<number, Match>();
    const keep = (match: Match) => {
      const known = best.get(match.index);
      if (known && this.compare(known, match) <= 0) return;
      best.set(match.index, match);
      kept.replace(known, match);
    };
    for (const unswapped of transpositionsOf(keyword)) {
      let codedUnswapped: CodedKeyword | undefined;
      for (const index of this.literalCandidates(unswapped, true) ?? []) {
        // A literal match already outranks any typo.
        if (literalKind.has(index)) continue;
        if (matchKind((this.names[index] as DictionaryName).text, unswapped) < 4) {
          codedUnswapped ??= codeKeyword(unswapped, this.codes);
          keep(this.score(index, 4, codedUnswapped));
        }
      }
    }
    const minShared = Math.max(1, Math.ceil(coded.size * WORD_SIMILARITY_THRESHOLD - SHARE_MARGIN));
    const counts = this.countShared(coded);
    // How many names share each count: names are then gathered a few counts at a time, from
    // the top, instead of all tens of thousands of candidates at once.
    const histogram = new Int32Array(coded.known.length + 1);
    for (let index = 0; index < counts.length; index += 1) {
      const count = counts[index] as number;
      histogram[count] = (histogram[count] as number) + 1;
    }
    let top = coded.known.length;
    while (top >= minShared && !kept.settled(Math.fround(top / coded.size))) {
      let low = top;
      let gathered = histogram[top] as number;
      while (low > minShared && gathered < limit * GATHER_FACTOR) {
        low -= 1;
        gathered += histogram[low] as number;
      }
      const byShared = this.gather(counts, low, top, literalKind);
      for (let count = top; count >= low; count -= 1) {
        const group = byShared[count - low];
        if (!group) continue;
        if (kept.settled(Math.fround(count / coded.size))) break;
        for (const index of group) {
          const match = this.score(index, 4, coded);
          if (match.wordSimilarity >= WORD_SIMILARITY_THRESHOLD) keep(match);
        }
      }
      top = low - 1;
    }
    counts.fill(0);
    return kept.sorted();
  }

  /**
   * How many of the keyword's trigrams each name has, counted along the postings (sequential
   * reads into one small array); the caller zeroes the scratch array when done.
   */
  private countShared(coded: CodedKeyword): Uint16Array {
    const counts = this.counts;
    for (const code of coded.known) {
      const postings = this.postings[code] ?? NO_NAMES;
      for (let i = 0; i < postings.length; i += 1) {
        const index = postings[i] as number;
        counts[index] = (counts[index] as number) + 1;
      }
    }
    return counts;
  }

  /** Names (literal matches left out) sharing `low` to `high` trigrams, by count − `low`. */
  private gather(
    counts: Uint16Array,
    low: number,
    high: number,
    literalKind: ReadonlyMap<number, MatchKind>,
  ): number[][] {
    const byShared: number[][] = [];
    for (let index = 0; index < counts.length; index += 1) {
      const count = counts[index] as number;
      if (count < low || count > high || literalKind.has(index)) continue;
      (byShared[count - low] ??= []).push(index);
    }
    return byShared;
  }

  /** How many of the keyword's trigrams the name has. */
  private sharedOf(index: number, coded: CodedKeyword): number {
    const { distinct } = (this.names[index] as DictionaryName).coded;
    let count = 0;
    for (let i = 0; i < distinct.length; i += 1)
      count += coded.inKeyword[distinct[i] as number] ?? 0;
    return count;
  }

  private score(index: number, kind: MatchKind, compared: CodedKeyword): Match {
    const name = this.names[index] as DictionaryName;
    const wordSimilarity = codedWordSimilarity(compared, name.coded, this.lastSeen);
    const similarity = codedSimilarity(compared, name.coded);
    return { index, kind, wordSimilarity, similarity };
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
/** Typo candidates gathered at once: enough names for this many times the limit. */
const GATHER_FACTOR = 4;

/**
 * The best matches seen so far, up to a limit: matches are added in any order, sorted and cut
 * only when the bound of the next names is checked.
 */
class Kept {
  private matches: Match[] = [];

  constructor(
    private readonly limit: number,
    private readonly compare: (a: Match, b: Match) => number,
  ) {}

  add(match: Match): void {
    this.matches.push(match);
  }

  /** Puts `match` where `previous` was kept (if it still is), else adds it. */
  replace(previous: Match | undefined, match: Match): void {
    const at = previous ? this.matches.indexOf(previous) : -1;
    if (at >= 0) this.matches[at] = match;
    else this.matches.push(match);
  }

  /** Whether names whose word similarity is at most `bound` can no longer make the cut. */
  settled(bound: number): boolean {
    if (this.matches.length < this.limit) return false;
    this.cut();
    return bound < (this.matches[this.matches.length - 1] as Match).wordSimilarity;
  }

  sorted(): Match[] {
    this.cut();
    return this.matches;
  }

  private cut(): void {
    this.matches.sort(this.compare);
    if (this.matches.length > this.limit) this.matches.length = this.limit;
  }
}

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
