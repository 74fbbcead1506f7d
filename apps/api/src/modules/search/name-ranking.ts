/**
 * Ranking names against a keyword in memory, the rules the search has always had: the exact
 * name, then names starting with the keyword, then names with a word starting with it, then
 * names containing it, then typos by how close the keyword comes to a word of the name
 * (pg_trgm's word similarity), then to the whole name; shorter names first, then by code point.
 * Names and keyword are compared folded (search-fold.ts), so accents, case and spelling variants
 * never matter; two neighbouring letters swapped in a word of five letters or more count as a
 * typo too, though they break too many trigrams for the similarity to see it.
 *
 * A dictionary holds the distinct names of a locality (a city's menus: a quarter of a million)
 * by their words (word-index.ts); a keyword then costs a comparison with the words having its
 * trigrams, a walk through the names having its rarest ones, and the scoring of the names that
 * can still be among the first asked for.
 */
import type { CodedKeyword, CodedName } from './trigram.ts';
import { foldForSearch } from './search-fold.ts';
import { codeKeyword, codedSimilarity, codedWordSimilarity, isWordCharacter } from './trigram.ts';
import type { FlatLists, WordIndex } from './word-index.ts';
import { WordIndexBuilder } from './word-index.ts';

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

/**
 * pg_trgm's similarities are float4; a name cannot reach the threshold with fewer shared
 * trigrams than this share of the keyword's (the margin keeps float4 rounding on the safe side).
 */
const SHARE_MARGIN = 1e-6;

export interface DictionaryEntry<T> {
  name: string;
  value: T;
}

/** Names whose shared trigrams are put together at once (8 bytes each: 64 KB, in cache). */
const COUNT_BLOCK = 8_192;
/** Typo candidates gathered at once: enough names for this many times the limit. */
const GATHER_FACTOR = 4;

/** Names counted together for `gather` to pass over those that cannot be in range. */
const GROUP = 256;

/**
 * Names (literal matches left out) sharing `low` to `high` trigrams, by count − `low`. `maxima`
 * holds each group's highest count: groups below `low` are passed over.
 */
function gather(counts: Uint8Array, maxima: Uint8Array, low: number, high: number): number[][] {
  const byShared: number[][] = [];
  for (let group = 0; group < maxima.length; group += 1) {
    if ((maxima[group] as number) < low) continue;
    const end = Math.min(counts.length, (group + 1) * GROUP);
    for (let index = group * GROUP; index < end; index += 1) {
      const count = counts[index] as number;
      if (count < low || count > high) continue;
      (byShared[count - low] ??= []).push(index);
    }
  }
  return byShared;
}

/** Word similarities are float4: a bound is raised by this much before it rules a name out. */
const BOUND_MARGIN = 1e-6;

/** Names added between two yields to the event loop while a dictionary builds. */
const BUILD_CHUNK = 4_000;

export class NameDictionary<T> {
  /** Each name folded for comparison. */
  private readonly texts: string[];
  /** Each name's length in characters (code points), as PostgreSQL's `length` counts. */
  private readonly lengths: Int32Array;
  private readonly values: T[];
  private readonly index: WordIndex;
  /** Scratch, one set per dictionary: ranking never awaits, so every call reuses them. */
  private readonly scratch: Scratch;

  /** Builds at once: small dictionaries (a locality's vendors, tests). */
  constructor(entries: Iterable<DictionaryEntry<T>> | DictionaryBuilder<T>) {
    let builder: DictionaryBuilder<T>;
    if (entries instanceof DictionaryBuilder) builder = entries;
    else {
      builder = new DictionaryBuilder<T>();
      for (const entry of entries) builder.add(entry);
    }
    const built = builder.finish();
    this.texts = built.texts;
    this.lengths = built.lengths;
    this.values = built.values;
    this.index = built.index;
    this.scratch = new Scratch(built.index, built.texts.length);
  }

  /**
   * Builds a few thousand names at a time, letting other requests run in between: a city's
   * dictionary takes a second or more, which would otherwise stall every answer of the server.
   */
  static async build<T>(entries: Iterable<DictionaryEntry<T>>): Promise<NameDictionary<T>> {
    const builder = new DictionaryBuilder<T>();
    let added = 0;
    for (const entry of entries) {
      builder.add(entry);
      added += 1;
      if (added % BUILD_CHUNK === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    return new NameDictionary(builder);
  }

  get size(): number {
    return this.texts.length;
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
    const coded = codeKeyword(keyword, this.index.codes);
    const shares = this.scratch.shares(coded);
    try {
      /** Names containing the keyword as it is typed, by kind (exact, prefix, word prefix, part). */
      const literal: number[][] = [[], [], []];
      const literalKind = new Map<number, MatchKind>();
      const candidates = this.literalCandidates(keyword, fuzzy);
      const count = candidates ? candidates.length : this.texts.length;
      for (let i = 0; i < count; i += 1) {
        const index = candidates ? (candidates[i] as number) : i;
        const kind = matchKind(this.texts[index] as string, keyword);
        // A keyword under three characters matches only at the start of a word.
        if (kind >= (fuzzy ? 4 : 3)) continue;
        (literal[kind] ??= []).push(index);
        literalKind.set(index, kind);
      }
      const ranked: Match[] = [];
      // Appended one by one: spread into `push`, a city's hundred thousand matches (the
      // single-vendor search asks for all) overflow the call stack.
      const append = (matches: readonly Match[]) => {
        for (const match of matches) ranked.push(match);
      };
      for (const [kind, indices] of literal.entries()) {
        if (ranked.length >= limit) break;
        append(this.bestLiteral(kind as MatchKind, indices, coded, shares, limit - ranked.length));
      }
      if (fuzzy && ranked.length < limit) {
        append(this.bestTypos(keyword, coded, shares, literalKind, limit - ranked.length));
      }
      return ranked.map((match) => this.values[match.index] as T);
    } finally {
      shares.release();
    }
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
    shares: KeywordShares,
    limit: number,
  ): Match[] {
    const byShared: number[][] = [];
    for (const index of indices) (byShared[shares.sharedBy(index)] ??= []).push(index);
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
   * keyword to be close enough, and a name sharing `t` has one of any `known - t + 1` of the
   * keyword's trigrams. Names are found from the rarest trigram on, through the words having it,
   * and those sharing `t` are complete (and scored) once `known - t + 1` trigrams were followed:
   * common words ("with", "con") are reached only when the rarer ones leave room in the cut.
   */
  private bestTypos(
    keyword: string,
    coded: CodedKeyword,
    shares: KeywordShares,
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
    // A swap changes only the runs of three letters around it: a variant keeps every run of the
    // keyword that no name here has away from its swap, and then contains nothing either.
    const { codes } = this.index;
    const absent = wordRuns(keyword)
      .filter((run) => codes.find(run.trigram) < 0)
      .map((run) => run.start);
    for (const [unswapped, at] of transpositionsOf(keyword)) {
      if (absent.some((start) => start + 2 < at || start > at + 1)) continue;
      let codedUnswapped: CodedKeyword | undefined;
      for (const index of this.literalCandidates(unswapped, true) ?? []) {
        // A literal match already outranks any typo.
        if (literalKind.has(index)) continue;
        if (matchKind(this.texts[index] as string, unswapped) < 4) {
          codedUnswapped ??= codeKeyword(unswapped, this.index.codes);
          keep(this.score(index, 4, codedUnswapped));
        }
      }
    }
    const minShared = Math.max(1, Math.ceil(coded.size * WORD_SIMILARITY_THRESHOLD - SHARE_MARGIN));
    if (shares.width <= 2)
      return this.typosByCount(coded, shares, literalKind, minShared, kept, keep);
    const { wordNames } = this.index;
    const { nameMarks } = this.scratch;
    const commonFirst = shares.wordsByNames(wordNames);
    const followed = new Uint8Array(commonFirst.length);
    /** Names found so far (literal matches left out) that can reach the threshold, by count. */
    const byShared: number[][] = [];
    const seen = this.scratch.nextMark();
    // A literal match already outranks any typo: marked as seen, it is never counted.
    for (const index of literalKind.keys()) nameMarks[index] = seen;
    for (let count = coded.known.length; count >= minShared; count -= 1) {
      if (kept.settled(Math.fround(count / coded.size))) break;
      // Names made only of words not followed share fewer than `count` trigrams with the
      // keyword when those words have fewer between them: the most common words are left out
      // while they do, every other word is followed (once) through its names.
      for (const word of shares.wordsToFollow(commonFirst, followed, count)) {
        const end = wordNames.starts[word + 1] as number;
        for (let i = wordNames.starts[word] as number; i < end; i += 1) {
          const index = wordNames.ids[i] as number;
          if (nameMarks[index] === seen) continue;
          nameMarks[index] = seen;
          const shared = shares.sharedBy(index);
          if (shared >= minShared) (byShared[shared] ??= []).push(index);
        }
      }
      for (const index of byShared[count] ?? []) {
        // Scoring costs microseconds: a name is passed over when even its bound cannot
        // reach the threshold or the cut.
        const bound = shares.similarityBound(index, coded.size) + BOUND_MARGIN;
        if (bound < WORD_SIMILARITY_THRESHOLD || kept.beaten(bound)) continue;
        const match = this.score(index, 4, coded);
        if (match.wordSimilarity >= WORD_SIMILARITY_THRESHOLD) keep(match);
      }
    }
    return kept.sorted();
  }

  /**
   * Typos of a keyword of up to 64 trigrams: every name's shared trigrams are counted at once,
   * along the names of each word having some of them (a few hundred thousand sequential reads),
   * and names are then gathered a few counts at a time from the top and scored while they can
   * still make the cut.
   */
  private typosByCount(
    coded: CodedKeyword,
    shares: KeywordShares,
    literalKind: ReadonlyMap<number, MatchKind>,
    minShared: number,
    kept: Kept,
    keep: (match: Match) => void,
  ): Match[] {
    const { counts, maxima } = this.scratch;
    const histogram = shares.countAll(this.scratch.shared, counts, maxima, minShared);
    // A literal match already outranks any typo.
    for (const index of literalKind.keys()) {
      const count = counts[index] as number;
      histogram[count] = (histogram[count] as number) - 1;
      counts[index] = 0;
    }
    let top = coded.known.length;
    while (top >= minShared && !kept.settled(Math.fround(top / coded.size))) {
      let low = top;
      let gathered = histogram[top] as number;
      while (low > minShared && gathered < kept.limit * GATHER_FACTOR) {
        low -= 1;
        gathered += histogram[low] as number;
      }
      const byShared = gather(counts, maxima, low, top);
      for (let count = top; count >= low; count -= 1) {
        const group = byShared[count - low];
        if (!group) continue;
        if (kept.settled(Math.fround(count / coded.size))) break;
        for (const index of group) {
          // Scoring costs microseconds: a name is passed over when even its bound cannot
          // reach the threshold or the cut.
          const bound = shares.similarityBound(index, coded.size) + BOUND_MARGIN;
          if (bound < WORD_SIMILARITY_THRESHOLD || kept.beaten(bound)) continue;
          const match = this.score(index, 4, coded);
          if (match.wordSimilarity >= WORD_SIMILARITY_THRESHOLD) keep(match);
        }
      }
      top = low - 1;
    }
    counts.fill(0);
    maxima.fill(0);
    return kept.sorted();
  }

  /** Calls `visit` once for each name having the trigram and not yet marked with `mark`. */
  private forEachNameWith(code: number, mark: number, visit: (index: number) => void): void {
    const { trigramWords, wordNames } = this.index;
    const { nameMarks } = this.scratch;
    const end = trigramWords.starts[code + 1] as number;
    for (let w = trigramWords.starts[code] as number; w < end; w += 1) {
      const word = trigramWords.ids[w] as number;
      const last = wordNames.starts[word + 1] as number;
      for (let i = wordNames.starts[word] as number; i < last; i += 1) {
        const index = wordNames.ids[i] as number;
        if (nameMarks[index] === mark) continue;
        nameMarks[index] = mark;
        visit(index);
      }
    }
  }

  private score(index: number, kind: MatchKind, compared: CodedKeyword): Match {
    const name = this.scratch.codedName(this.index, index);
    const wordSimilarity = codedWordSimilarity(compared, name, this.scratch.lastSeen);
    const similarity = codedSimilarity(compared, name);
    return { index, kind, wordSimilarity, similarity };
  }

  /**
   * The names that can contain the keyword as it is typed (all of them when null): those with
   * the rarest trigram any such name must have that also have the next two rarest. Ranking then
   * looks at a few hundred names, not the whole dictionary.
   */
  private literalCandidates(keyword: string, fuzzy: boolean): number[] | null {
    // A word the keyword holds whole (a non-word character on each side) is a word of any name
    // containing the keyword: a typo inside a typed name rules every literal match out at once,
    // and so does each of its variants with two letters swapped back but one.
    for (const word of wholeWordsOf(keyword)) if (!this.index.wordIds.has(word)) return [];
    const anchors = literalAnchors(keyword, fuzzy);
    if (!anchors) return null;
    const { codes, trigramNameCounts, trigramWords, nameWords } = this.index;
    const anchorCodes = new Set<number>();
    for (const anchor of anchors) {
      const code = codes.find(anchor);
      // No name has this trigram, so none contains the keyword.
      if (code < 0) return [];
      anchorCodes.add(code);
    }
    const [rarest, ...others] = [...anchorCodes].sort(
      (a, b) => (trigramNameCounts[a] as number) - (trigramNameCounts[b] as number) || a - b,
    );
    const required = others.slice(0, 2);
    const { wordFlags } = this.scratch;
    for (const [bit, code] of required.entries()) {
      const end = trigramWords.starts[code + 1] as number;
      for (let w = trigramWords.starts[code] as number; w < end; w += 1) {
        const word = trigramWords.ids[w] as number;
        wordFlags[word] = (wordFlags[word] as number) | (1 << bit);
      }
    }
    const all = (1 << required.length) - 1;
    const found: number[] = [];
    this.forEachNameWith(rarest as number, this.scratch.nextMark(), (index) => {
      let flags = 0;
      const end = nameWords.starts[index + 1] as number;
      for (let i = nameWords.starts[index] as number; i < end; i += 1) {
        flags |= wordFlags[nameWords.ids[i] as number] as number;
      }
      if (flags === all) found.push(index);
    });
    for (const code of required) {
      const end = trigramWords.starts[code + 1] as number;
      for (let w = trigramWords.starts[code] as number; w < end; w += 1) {
        wordFlags[trigramWords.ids[w] as number] = 0;
      }
    }
    return found;
  }

  private compare(a: Match, b: Match): number {
    const textA = this.texts[a.index] as string;
    const textB = this.texts[b.index] as string;
    return (
      a.kind - b.kind ||
      b.wordSimilarity - a.wordSimilarity ||
      b.similarity - a.similarity ||
      (this.lengths[a.index] as number) - (this.lengths[b.index] as number) ||
      (textA < textB ? -1 : textA > textB ? 1 : 0) ||
      // Names folding to the same text keep their order in the dictionary.
      a.index - b.index
    );
  }
}

/** Names, their values and their word index, as a dictionary is built from them. */
export class DictionaryBuilder<T> {
  private readonly texts: string[] = [];
  private readonly lengths: number[] = [];
  private readonly values: T[] = [];
  private readonly words = new WordIndexBuilder();

  add({ name, value }: DictionaryEntry<T>): void {
    const text = foldForSearch(name);
    this.texts.push(text);
    this.lengths.push(codePointLength(text));
    this.values.push(value);
    this.words.add(text);
  }

  finish() {
    return {
      texts: this.texts,
      lengths: Int32Array.from(this.lengths),
      values: this.values,
      index: this.words.finish(),
    };
  }
}

function codePointLength(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    // A low surrogate is the second half of a character already counted.
    if (code < 0xdc00 || code > 0xdfff) length += 1;
  }
  return length;
}

/**
 * The keyword's trigrams as each word of the dictionary has them: a bit per trigram the keyword
 * has, set in a mask per word having it, so the trigrams a name shares with the keyword are its
 * words' masks put together.
 */
class KeywordShares {
  /** 32-bit words per mask. */
  width = 1;
  private masks = new Uint32Array(64);
  private readonly touched: number[] = [];
  private union = new Uint32Array(8);

  constructor(
    private readonly index: WordIndex,
    /** Each word's row in `masks`, or -1 for a word sharing no trigram with the keyword. */
    private readonly wordRows: Int32Array,
  ) {}

  fill(coded: CodedKeyword): this {
    const { trigramWords } = this.index;
    this.width = Math.max(1, Math.ceil(coded.known.length / 32));
    if (this.union.length < this.width) this.union = new Uint32Array(this.width);
    for (const [bit, code] of coded.known.entries()) {
      const end = trigramWords.starts[code + 1] as number;
      for (let w = trigramWords.starts[code] as number; w < end; w += 1) {
        const word = trigramWords.ids[w] as number;
        let row = this.wordRows[word] as number;
        if (row < 0) {
          row = this.touched.length;
          this.touched.push(word);
          this.wordRows[word] = row;
          this.ensureRows(row + 1);
          this.masks.fill(0, row * this.width, (row + 1) * this.width);
        }
        const at = row * this.width + (bit >>> 5);
        this.masks[at] = (this.masks[at] as number) | (1 << (bit & 31));
      }
    }
    return this;
  }

  /**
   * At least the name's word similarity: pg_trgm's figure is that of some stretch of the
   * name's trigrams, and a stretch from a trigram of word `i` to one of word `j` shares at most
   * the trigrams of words `i` to `j` with the keyword, and has every trigram of the words
   * between them, the keyword's or not. Infinity (no bound) for keywords over 64 trigrams.
   */
  similarityBound(index: number, keywordSize: number): number {
    if (this.width > 2) return Number.POSITIVE_INFINITY;
    const { nameWords, wordDistinctCounts } = this.index;
    const start = nameWords.starts[index] as number;
    const end = nameWords.starts[index + 1] as number;
    let best = 0;
    for (let i = start; i < end; i += 1) {
      const first = this.wordRows[nameWords.ids[i] as number] as number;
      if (first < 0) continue;
      let low = 0;
      let high = 0;
      /** The most trigrams foreign to the keyword of one word strictly between `i` and `j`. */
      let foreign = 0;
      for (let j = i; j < end; j += 1) {
        const word = nameWords.ids[j] as number;
        const row = j === i ? first : (this.wordRows[word] as number);
        let shared = 0;
        if (row >= 0) {
          const wordLow = this.masks[row * this.width] as number;
          const wordHigh = this.width === 2 ? (this.masks[row * 2 + 1] as number) : 0;
          low |= wordLow;
          high |= wordHigh;
          shared = bitCount(wordLow) + bitCount(wordHigh);
          const bound = (bitCount(low) + bitCount(high)) / (keywordSize + foreign);
          if (bound > best) best = bound;
        }
        // Word j lies wholly inside any stretch reaching a later word.
        if (j > i) foreign = Math.max(foreign, (wordDistinctCounts[word] as number) - shared);
      }
    }
    return best;
  }

  /**
   * How many of the keyword's trigrams (up to 64) each name has, into `counts` for names having
   * `minShared` or more (zero for the rest), and how many names have each count: each word's
   * masks are put on its names, then each name's are counted, its signature's added. Each group's
   * highest count goes to `maxima`, so that gathering names near the top passes over the groups
   * of names that cannot be there. `shared` is scratch space, two words a name.
   */
  countAll(
    shared: Int32Array,
    counts: Uint8Array,
    maxima: Uint8Array,
    minShared: number,
  ): Int32Array {
    const { wordNames, frequentBits, signatures, nameSignatures } = this.index;
    // The keyword's trigrams in each signature of frequent words, put together once.
    const frequentLows = new Int32Array(32);
    const frequentHighs = new Int32Array(32);
    const wordLows: number[] = [];
    const wordHighs: number[] = [];
    const cursors: number[] = [];
    const ends: number[] = [];
    let frequent = 0;
    for (const word of this.touched) {
      const row = this.wordRows[word] as number;
      const wordLow = this.masks[row * this.width] as number;
      const wordHigh = this.width === 2 ? (this.masks[row * 2 + 1] as number) : 0;
      const bit = frequentBits[word] as number;
      if (bit >= 0) {
        frequentLows[bit] = wordLow;
        frequentHighs[bit] = wordHigh;
        frequent |= 1 << bit;
        continue;
      }
      wordLows.push(wordLow);
      wordHighs.push(wordHigh);
      cursors.push(wordNames.starts[word] as number);
      ends.push(wordNames.starts[word + 1] as number);
    }
    const signatureLows = new Int32Array(signatures.length);
    const signatureHighs = new Int32Array(signatures.length);
    const signatureCounts = new Int32Array(signatures.length);
    for (let index = 0; index < signatures.length; index += 1) {
      let bits = (signatures[index] as number) & frequent;
      let low = 0;
      let high = 0;
      while (bits !== 0) {
        const bit = 31 - Math.clz32(bits & -bits);
        low |= frequentLows[bit] as number;
        high |= frequentHighs[bit] as number;
        bits &= bits - 1;
      }
      signatureLows[index] = low;
      signatureHighs[index] = high;
      signatureCounts[index] = bitCount(low) + bitCount(high);
    }
    const histogram = new Int32Array(this.width * 32 + 1);
    const ids = wordNames.ids;
    const words = wordLows.length;
    // A block of names at a time, so the masks being put together stay in the CPU's cache
    // (each word's names are in name order: its cursor moves on block by block).
    for (let blockStart = 0; blockStart < counts.length; blockStart += COUNT_BLOCK) {
      const blockEnd = Math.min(counts.length, blockStart + COUNT_BLOCK);
      // The other words' masks first, on names cleared at once; signatures are added below.
      shared.fill(0, 2 * blockStart, 2 * blockEnd);
      for (let k = 0; k < words; k += 1) {
        const wordLow = wordLows[k] as number;
        const wordHigh = wordHighs[k] as number;
        const end = ends[k] as number;
        let i = cursors[k] as number;
        for (; i < end; i += 1) {
          const index = ids[i] as number;
          if (index >= blockEnd) break;
          shared[2 * index] = (shared[2 * index] as number) | wordLow;
          shared[2 * index + 1] = (shared[2 * index + 1] as number) | wordHigh;
        }
        cursors[k] = i;
      }
      for (let index = blockStart; index < blockEnd; index += 1) {
        const otherLow = shared[2 * index] as number;
        const otherHigh = shared[2 * index + 1] as number;
        const signature = nameSignatures[index] as number;
        // Most names have no other word sharing a trigram: their signature's count is theirs.
        const count =
          (otherLow | otherHigh) === 0
            ? (signatureCounts[signature] as number)
            : bitCount(otherLow | (signatureLows[signature] as number)) +
              bitCount(otherHigh | (signatureHighs[signature] as number));
        if (count < minShared) continue;
        counts[index] = count;
        histogram[count] = (histogram[count] as number) + 1;
        const group = (index / GROUP) | 0;
        if (count > (maxima[group] as number)) maxima[group] = count;
      }
    }
    return histogram;
  }

  /** The words sharing trigrams with the keyword, those on the most names first. */
  wordsByNames(wordNames: FlatLists): number[] {
    return this.touched
      .slice()
      .sort((a, b) => wordNames.lengthOf(b) - wordNames.lengthOf(a) || a - b);
  }

  /**
   * Words of `commonFirst` not yet `followed` that must be followed for every name sharing
   * `count` trigrams or more to be among the names of the followed words: the others, most
   * common first, have fewer than `count` of the keyword's trigrams between them. They are
   * marked followed.
   */
  wordsToFollow(commonFirst: readonly number[], followed: Uint8Array, count: number): number[] {
    const union = new Uint32Array(this.width);
    const toFollow: number[] = [];
    for (const [position, word] of commonFirst.entries()) {
      if (followed[position] === 1) continue;
      const row = this.wordRows[word] as number;
      let shared = 0;
      for (let j = 0; j < this.width; j += 1) {
        shared += bitCount((union[j] as number) | (this.masks[row * this.width + j] as number));
      }
      if (shared < count) {
        for (let j = 0; j < this.width; j += 1) {
          union[j] = (union[j] as number) | (this.masks[row * this.width + j] as number);
        }
      } else {
        followed[position] = 1;
        toFollow.push(word);
      }
    }
    return toFollow;
  }

  /** How many of the keyword's trigrams the name has (their bits left in `union`). */
  sharedBy(index: number): number {
    const { nameWords } = this.index;
    const end = nameWords.starts[index + 1] as number;
    const start = nameWords.starts[index] as number;
    if (this.width === 1) {
      let union = 0;
      for (let i = start; i < end; i += 1) {
        const row = this.wordRows[nameWords.ids[i] as number] as number;
        if (row >= 0) union |= this.masks[row] as number;
      }
      return bitCount(union);
    }
    // A whole name typed (up to 64 trigrams): the common case of a long keyword, unrolled.
    if (this.width === 2) {
      let low = 0;
      let high = 0;
      for (let i = start; i < end; i += 1) {
        const row = this.wordRows[nameWords.ids[i] as number] as number;
        if (row < 0) continue;
        low |= this.masks[2 * row] as number;
        high |= this.masks[2 * row + 1] as number;
      }
      return bitCount(low) + bitCount(high);
    }
    const union = this.union;
    union.fill(0, 0, this.width);
    for (let i = start; i < end; i += 1) {
      const row = this.wordRows[nameWords.ids[i] as number] as number;
      if (row < 0) continue;
      for (let j = 0; j < this.width; j += 1) {
        union[j] = (union[j] as number) | (this.masks[row * this.width + j] as number);
      }
    }
    let count = 0;
    for (let j = 0; j < this.width; j += 1) count += bitCount(union[j] as number);
    return count;
  }

  /** Leaves the word rows as they were found: every word at -1. */
  release(): void {
    for (const word of this.touched) this.wordRows[word] = -1;
    this.touched.length = 0;
  }

  private ensureRows(rows: number): void {
    if (rows * this.width <= this.masks.length) return;
    const grown = new Uint32Array(Math.max(rows * this.width, this.masks.length * 2));
    grown.set(this.masks);
    this.masks = grown;
  }
}

function bitCount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Per-dictionary scratch space, sized once when the dictionary is built. */
class Scratch {
  /** For word similarity: at least the code table's size, -1 between calls. */
  readonly lastSeen: Int32Array;
  /** The last mark each name was visited with (a new mark per walk, none to clear). */
  readonly nameMarks: Int32Array;
  /** Bits per word for literal candidates, zero between calls. */
  readonly wordFlags: Uint8Array;
  /** Each name's shared trigrams with the keyword (bits 0–31, 32–63 side by side), zero between calls. */
  readonly shared: Int32Array;
  /** How many trigrams each name shares with the keyword, zero between calls. */
  readonly counts: Uint8Array;
  /** The highest of `counts` in each group of names, zero between calls. */
  readonly maxima: Uint8Array;
  private mark = 0;
  private readonly sequence: Int32Array;
  private readonly distinct: Int32Array;
  private readonly codeMarks: Int32Array;
  private codeMark = 0;
  private readonly keywordShares: KeywordShares;

  constructor(index: WordIndex, names: number) {
    this.lastSeen = new Int32Array(index.codes.size).fill(-1);
    this.nameMarks = new Int32Array(names);
    this.shared = new Int32Array(2 * names);
    this.counts = new Uint8Array(names);
    this.maxima = new Uint8Array(Math.ceil(names / GROUP));
    this.wordFlags = new Uint8Array(index.wordSequences.length);
    this.sequence = new Int32Array(index.longestSequence);
    this.distinct = new Int32Array(index.longestSequence);
    this.codeMarks = new Int32Array(index.codes.size);
    this.keywordShares = new KeywordShares(
      index,
      new Int32Array(index.wordSequences.length).fill(-1),
    );
  }

  nextMark(): number {
    if (this.mark === 0x7fffffff) {
      this.nameMarks.fill(0);
      this.mark = 0;
    }
    return (this.mark += 1);
  }

  shares(coded: CodedKeyword): KeywordShares {
    return this.keywordShares.fill(coded);
  }

  /** The name's trigram sequence and distinct codes, in scratch space valid until the next call. */
  codedName(index: WordIndex, name: number): CodedName {
    const { nameWords, wordSequences } = index;
    if (this.codeMark === 0x7fffffff) {
      this.codeMarks.fill(0);
      this.codeMark = 0;
    }
    const mark = (this.codeMark += 1);
    let length = 0;
    let distinct = 0;
    const end = nameWords.starts[name + 1] as number;
    for (let i = nameWords.starts[name] as number; i < end; i += 1) {
      const word = wordSequences[nameWords.ids[i] as number] as Int32Array;
      this.sequence.set(word, length);
      length += word.length;
      for (const code of word) {
        if (this.codeMarks[code] === mark) continue;
        this.codeMarks[code] = mark;
        this.distinct[distinct++] = code;
      }
    }
    return {
      sequence: this.sequence.subarray(0, length),
      distinct: this.distinct.subarray(0, distinct),
    };
  }
}

/**
 * The best matches seen so far, up to a limit; all of one kind, so the limit-th best is the
 * limit-th by word similarity. Matches below that word similarity can no longer make the cut and
 * are dropped; the rest are sorted once, at the end (thousands of names may tie near the cut, and
 * sorting them all at every bound checked cost more than scoring them).
 */
class Kept {
  private matches: Match[] = [];
  /** The limit-th best word similarity so far (once there are that many). */
  private floor = Number.NEGATIVE_INFINITY;
  private addedSinceFloor = false;

  constructor(
    readonly limit: number,
    private readonly compare: (a: Match, b: Match) => number,
  ) {}

  add(match: Match): void {
    if (match.wordSimilarity < this.floor) return;
    this.matches.push(match);
    this.addedSinceFloor = true;
  }

  /** Puts `match` where `previous` was kept (if it still is), else adds it. */
  replace(previous: Match | undefined, match: Match): void {
    const at = previous ? this.matches.indexOf(previous) : -1;
    if (at < 0) return this.add(match);
    this.matches[at] = match;
    this.addedSinceFloor = true;
  }

  /** Whether a name whose word similarity is at most `bound` is already out of the cut. */
  beaten(bound: number): boolean {
    return bound < this.floor;
  }

  /** Whether names whose word similarity is at most `bound` can no longer make the cut. */
  settled(bound: number): boolean {
    if (this.matches.length < this.limit) return false;
    this.raiseFloor();
    return bound < this.floor;
  }

  sorted(): Match[] {
    this.matches.sort(this.compare);
    if (this.matches.length > this.limit) this.matches.length = this.limit;
    return this.matches;
  }

  private raiseFloor(): void {
    if (!this.addedSinceFloor) return;
    this.addedSinceFloor = false;
    const similarities = Float64Array.from(this.matches, (match) => match.wordSimilarity).sort();
    this.floor = similarities[similarities.length - this.limit] as number;
    this.matches = this.matches.filter((match) => match.wordSimilarity >= this.floor);
  }
}

/**
 * Trigrams a name must have to contain the keyword literally (as a prefix of a word, for a
 * short keyword), or null when the keyword gives none to rely on. Trigrams are cut within
 * words, so only runs of three word characters of the keyword (or the padded start of a word)
 * are certain to appear in such a name.
 */
function literalAnchors(keyword: string, fuzzy: boolean): string[] | null {
  if (!fuzzy) {
    const characters = [...keyword];
    if (!characters.every(isWordCharacter)) return null;
    const [first = '', second] = characters;
    return [second === undefined ? `  ${first}` : ` ${first}${second}`];
  }
  const anchors = wordRuns(keyword).map((run) => run.trigram);
  return anchors.length > 0 ? anchors : null;
}

/** The runs of word characters of the keyword with a non-word character before and after. */
function wholeWordsOf(keyword: string): string[] {
  const words: string[] = [];
  let current = '';
  /** Whether a non-word character came before the current run. */
  let opened = false;
  for (const character of keyword) {
    if (isWordCharacter(character)) current += character;
    else {
      if (opened && current !== '') words.push(current);
      current = '';
      opened = true;
    }
  }
  return words;
}

/** A run of three word characters of a keyword, and the character it starts at. */
interface WordRun {
  trigram: string;
  start: number;
}

/** Every run of three word characters of the keyword, by the character (code point) it starts at. */
function wordRuns(keyword: string): WordRun[] {
  const runs: WordRun[] = [];
  let first = '';
  let second = '';
  /** Word characters in a row, up to the current one. */
  let inRow = 0;
  let position = 0;
  for (const character of keyword) {
    if (isWordCharacter(character)) {
      inRow += 1;
      if (inRow >= 3) runs.push({ trigram: first + second + character, start: position - 2 });
      first = second;
      second = character;
    } else inRow = 0;
    position += 1;
  }
  return runs;
}

/**
 * The keyword with two neighbouring letters of one of its long words swapped, each way of doing
 * it once (Damerau distance 1 by transposition), with the character the swap starts at.
 */
function transpositionsOf(keyword: string): Map<string, number> {
  const characters = [...keyword];
  const variants = new Map<string, number>();
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
        const variant = swapped.join('');
        if (!variants.has(variant)) variants.set(variant, i);
      }
    }
    wordStart = end + 1;
  }
  return variants;
}

function matchKind(name: string, keyword: string): MatchKind {
  if (name === keyword) return 0;
  if (name.startsWith(keyword)) return 1;
  if (name.includes(` ${keyword}`)) return 2;
  if (name.includes(keyword)) return 3;
  return 4;
}
