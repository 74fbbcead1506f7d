/**
 * Ranking names against a keyword in memory: the exact name, then names starting with the
 * keyword, then names with a word starting with it, then names containing it, each kind in the
 * order PostgreSQL's pg_trgm gave them (how close the keyword comes to a word of the name, then
 * to the whole name; shorter names first, then by code point); then typos, word by word
 * (word-typos.ts): names in which every word of the keyword finds a word, the fewest edits
 * first, then shorter names, then by code point. Names and keyword are compared folded
 * (search-fold.ts), so accents, case and spelling variants never matter.
 *
 * A dictionary holds the distinct names of a locality (a city's menus: a quarter of a million)
 * by their words (word-index.ts): names containing the keyword are found through the names
 * having its rarest trigrams, typos through the city's few thousand distinct words and the names
 * of the fewest words found; a keyword never costs a pass over every name.
 */
import type { CodedKeyword, CodedName } from './trigram.ts';
import { foldForSearch } from './search-fold.ts';
import { codeKeyword, codedSimilarity, codedWordSimilarity, isWordCharacter } from './trigram.ts';
import type { WordIndex } from './word-index.ts';
import { WordIndexBuilder, wordsOf } from './word-index.ts';
import type { WordMatch } from './word-typos.ts';
import { matchingWords } from './word-typos.ts';

/** Below this many characters a keyword matches only at the start of a word, typos unforgiven. */
const FUZZY_MIN_LENGTH = 3;
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

export interface DictionaryEntry<T> {
  name: string;
  value: T;
}

/** Keywords of this many words or more also find names in which one of their words finds none. */
const RELAXED_MIN_WORDS = 3;
/**
 * A candidate's words are looked up one by one (a few scattered reads) rather than a word's names
 * marked (one read each, in a row) when the word is on this many times more names.
 */
const LOOKUP_COST = 16;
/** Lengths told apart when typos are put in order; longer names share the last. */
const LENGTH_KEYS = 1 << 16;

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
      const ranked: number[] = [];
      for (const [kind, indices] of literal.entries()) {
        if (ranked.length >= limit) break;
        const best = this.bestLiteral(
          kind as MatchKind,
          indices,
          coded,
          shares,
          limit - ranked.length,
        );
        for (const match of best) ranked.push(match.index);
      }
      if (fuzzy && ranked.length < limit) {
        // Pushed one by one: spread into `push`, a city's hundred thousand matches (the
        // single-vendor search asks for all) overflow the call stack.
        const typos = this.bestTypos(
          keyword,
          literalKind,
          ranked.length > 0,
          limit - ranked.length,
        );
        for (const index of typos) {
          ranked.push(index);
        }
      }
      return ranked.map((index) => this.values[index] as T);
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
   * Typos: names in which each word of the keyword finds a word (word-typos.ts), literal matches
   * left out, the fewest edits first, then shorter names, then by code point. When no name
   * matches at all, a keyword of three words or more finds names in which all its words but one
   * find a word instead (a word typed together with the next, a short word mistyped).
   */
  private bestTypos(
    keyword: string,
    literalKind: ReadonlyMap<number, MatchKind>,
    foundLiterally: boolean,
    limit: number,
  ): number[] {
    const { typed, found } = this.typedWords(keyword);
    const missing = found.filter((matches) => matches.length === 0).length;
    const tolerated = typed.length >= RELAXED_MIN_WORDS ? 1 : 0;
    if (typed.length === 0 || missing > tolerated) return [];
    const { wordNames } = this.index;
    /** Per keyword word: each dictionary word's edits plus one, zero for a word not found. */
    const edits = this.scratch.editSlots(typed.length);
    try {
      /** How many names each typed word's words are on; infinity for a word finding none. */
      const postings = found.map((matches, at) => {
        const slot = edits[at] as Uint8Array;
        let count = 0;
        for (const match of matches) {
          slot[match.word] = match.edits + 1;
          count += wordNames.lengthOf(match.word);
        }
        return matches.length === 0 ? Number.POSITIVE_INFINITY : count;
      });
      /** The typed words, those on the fewest names first. */
      const rarest = typed
        .map((_, at) => at)
        .sort((a, b) => (postings[a] as number) - (postings[b] as number));
      const chosen: number[] = [];
      // A name missing no word has the rarest one's. A name missing one has one of the two
      // rarest, or the rarest found when a word found none (that word is the one it misses).
      if (missing === 0) {
        const every = this.namesWithEvery(found, rarest, postings, edits, literalKind);
        this.choose(every.names, every.totals, limit, chosen);
      }
      if (tolerated > 0 && chosen.length === 0 && !foundLiterally) {
        const drivers = missing === 0 ? 2 : 1;
        this.namesMissingOne(found, rarest, drivers, edits, literalKind, limit, chosen);
      }
      return chosen;
    } finally {
      for (const [at, matches] of found.entries()) {
        const slot = edits[at] as Uint8Array;
        for (const match of matches) slot[match.word] = 0;
      }
    }
  }

  /**
   * The keyword's words and the dictionary words each finds. A word finding none that is two
   * words of the dictionary run together ("dequeso", a space missed on a phone) counts as those
   * two.
   */
  private typedWords(keyword: string): { typed: string[]; found: WordMatch[][] } {
    const words = wordsOf(keyword);
    const typed: string[] = [];
    const found: WordMatch[][] = [];
    for (const [at, word] of words.entries()) {
      const last = at === words.length - 1;
      const matches = matchingWords(this.index, word, last, this.scratch.wordCounts);
      const halves = matches.length === 0 ? this.runTogether(word) : null;
      for (const [i, part] of (halves ?? [word]).entries()) {
        typed.push(part);
        found.push(
          halves
            ? matchingWords(this.index, part, last && i === 1, this.scratch.wordCounts)
            : matches,
        );
      }
    }
    return { typed, found };
  }

  /** The two dictionary words the word is made of, the most even cut first, or null. */
  private runTogether(word: string): [string, string] | null {
    const { wordIds } = this.index;
    const characters = [...word];
    let best: [string, string] | null = null;
    let evenness = 0;
    for (let cut = 1; cut < characters.length; cut += 1) {
      const shorter = Math.min(cut, characters.length - cut);
      if (shorter <= evenness) continue;
      const left = characters.slice(0, cut).join('');
      const right = characters.slice(cut).join('');
      if (!wordIds.has(left) || !wordIds.has(right)) continue;
      best = [left, right];
      evenness = shorter;
    }
    return best;
  }

  /**
   * Adds to `chosen`, up to `limit`, the names on the words found for the first `drivers`
   * keyword words of `rarest` in which exactly one keyword word finds no word, in order.
   */
  private namesMissingOne(
    found: readonly WordMatch[][],
    rarest: readonly number[],
    drivers: number,
    edits: readonly Uint8Array[],
    literalKind: ReadonlyMap<number, MatchKind>,
    limit: number,
    chosen: number[],
  ): void {
    const { wordNames } = this.index;
    const { nameMarks } = this.scratch;
    const seen = this.scratch.nextMark();
    const names: number[] = [];
    const totals: number[] = [];
    for (const driver of rarest.slice(0, drivers)) {
      for (const { word } of found[driver] as WordMatch[]) {
        const last = wordNames.starts[word + 1] as number;
        for (let n = wordNames.starts[word] as number; n < last; n += 1) {
          const index = wordNames.ids[n] as number;
          if (nameMarks[index] === seen) continue;
          nameMarks[index] = seen;
          // A literal match already outranks any typo.
          if (literalKind.has(index)) continue;
          const total = this.editsMissingOne(index, edits, rarest);
          if (total < 0) continue;
          names.push(index);
          totals.push(total);
        }
      }
    }
    this.choose(names, totals, limit, chosen);
  }

  /**
   * The names in which every word of the keyword finds a word, and the edits each takes. The
   * candidates are the names of the rarest word's words, each with the edits of its closest one;
   * each next word, rarest first, keeps those having one of its words: marked on the names of
   * its words (a sequential walk) while candidates are many, looked up in each candidate's words
   * once they are few.
   */
  private namesWithEvery(
    found: readonly WordMatch[][],
    rarest: readonly number[],
    postings: readonly number[],
    edits: readonly Uint8Array[],
    literalKind: ReadonlyMap<number, MatchKind>,
  ): { names: number[]; totals: number[] } {
    const { wordNames } = this.index;
    const { nameEdits } = this.scratch;
    let names: number[] = [];
    let totals: number[] = [];
    const mark = (at: number) => {
      for (const match of found[at] as WordMatch[]) {
        const last = wordNames.starts[match.word + 1] as number;
        for (let n = wordNames.starts[match.word] as number; n < last; n += 1) {
          const index = wordNames.ids[n] as number;
          const known = nameEdits[index] as number;
          if (known === 0 || match.edits + 1 < known) nameEdits[index] = match.edits + 1;
        }
      }
    };
    const unmark = (at: number) => {
      for (const match of found[at] as WordMatch[]) {
        const last = wordNames.starts[match.word + 1] as number;
        for (let n = wordNames.starts[match.word] as number; n < last; n += 1) {
          nameEdits[wordNames.ids[n] as number] = 0;
        }
      }
    };
    const first = rarest[0] as number;
    mark(first);
    for (const match of found[first] as WordMatch[]) {
      const last = wordNames.starts[match.word + 1] as number;
      for (let n = wordNames.starts[match.word] as number; n < last; n += 1) {
        const index = wordNames.ids[n] as number;
        const known = nameEdits[index] as number;
        // Taken once: the mark is cleared as the name is.
        if (known === 0) continue;
        nameEdits[index] = 0;
        names.push(index);
        totals.push(known - 1);
      }
    }
    for (let k = 1; k < rarest.length && names.length > 0; k += 1) {
      const at = rarest[k] as number;
      const keptNames: number[] = [];
      const keptTotals: number[] = [];
      // A candidate's words cost a few reads far apart; a word's names, one read each in a row.
      if (names.length * LOOKUP_COST < (postings[at] as number)) {
        const slot = edits[at] as Uint8Array;
        for (const [i, index] of names.entries()) {
          const best = this.closestIn(index, slot);
          if (best === 0) continue;
          keptNames.push(index);
          keptTotals.push((totals[i] as number) + best - 1);
        }
      } else {
        mark(at);
        for (const [i, index] of names.entries()) {
          const best = nameEdits[index] as number;
          if (best === 0) continue;
          keptNames.push(index);
          keptTotals.push((totals[i] as number) + best - 1);
        }
        unmark(at);
      }
      names = keptNames;
      totals = keptTotals;
    }
    if (literalKind.size === 0) return { names, totals };
    // A literal match already outranks any typo.
    const typos: { names: number[]; totals: number[] } = { names: [], totals: [] };
    for (const [i, index] of names.entries()) {
      if (literalKind.has(index)) continue;
      typos.names.push(index);
      typos.totals.push(totals[i] as number);
    }
    return typos;
  }

  /** Adds `names` to `chosen` in order, up to `limit`: fewest edits, shorter, by code point. */
  private choose(
    names: readonly number[],
    totals: readonly number[],
    limit: number,
    chosen: number[],
  ): void {
    /** Names by edits and length (the first two keys of the order), each list unsorted. */
    const buckets = new Map<number, number[]>();
    for (const [i, index] of names.entries()) {
      const length = Math.min(this.lengths[index] as number, LENGTH_KEYS - 1);
      const key = (totals[i] as number) * LENGTH_KEYS + length;
      let bucket = buckets.get(key);
      if (!bucket) buckets.set(key, (bucket = []));
      bucket.push(index);
    }
    for (const key of [...buckets.keys()].sort((a, b) => a - b)) {
      if (chosen.length >= limit) break;
      const bucket = (buckets.get(key) as number[]).sort((a, b) => this.byText(a, b));
      for (const index of bucket) {
        if (chosen.length >= limit) break;
        chosen.push(index);
      }
    }
  }

  /**
   * The edits a name takes for the words of the keyword to find one of its words, each at its
   * closest, when exactly one of them finds none; -1 otherwise. Words are looked at rarest
   * first, so that most names are ruled out by the first few.
   */
  private editsMissingOne(
    index: number,
    edits: readonly Uint8Array[],
    rarest: readonly number[],
  ): number {
    let total = 0;
    let missed = 0;
    for (const at of rarest) {
      const best = this.closestIn(index, edits[at] as Uint8Array);
      if (best !== 0) total += best - 1;
      else if ((missed += 1) > 1) return -1;
    }
    return missed === 1 ? total : -1;
  }

  /** The fewest edits plus one of the name's words in a keyword word's `slot`; 0 for none. */
  private closestIn(index: number, slot: Uint8Array): number {
    const { nameWords } = this.index;
    const end = nameWords.starts[index + 1] as number;
    let best = 0;
    for (let i = nameWords.starts[index] as number; i < end; i += 1) {
      const edit = slot[nameWords.ids[i] as number] as number;
      if (edit !== 0 && (best === 0 || edit < best)) best = edit;
    }
    return best;
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
    return (
      a.kind - b.kind ||
      b.wordSimilarity - a.wordSimilarity ||
      b.similarity - a.similarity ||
      (this.lengths[a.index] as number) - (this.lengths[b.index] as number) ||
      this.byText(a.index, b.index)
    );
  }

  /** By code point; names folding to the same text keep their order in the dictionary. */
  private byText(a: number, b: number): number {
    const textA = this.texts[a] as string;
    const textB = this.texts[b] as string;
    return textA < textB ? -1 : textA > textB ? 1 : a - b;
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
  /** A keyword word's edits plus one on each name while typos are looked for, zero between calls. */
  readonly nameEdits: Uint8Array;
  /** Shared trigrams per word while typos are looked for, zero between calls. */
  readonly wordCounts: Uint16Array;
  /** Per keyword word, each word's edits plus one while typos are ranked, zero between calls. */
  private readonly slots: Uint8Array[] = [];
  private readonly words: number;
  private mark = 0;
  private readonly sequence: Int32Array;
  private readonly distinct: Int32Array;
  private readonly codeMarks: Int32Array;
  private codeMark = 0;
  private readonly keywordShares: KeywordShares;

  constructor(index: WordIndex, names: number) {
    this.lastSeen = new Int32Array(index.codes.size).fill(-1);
    this.nameMarks = new Int32Array(names);
    this.words = index.words.length;
    this.nameEdits = new Uint8Array(names);
    this.wordCounts = new Uint16Array(this.words);
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

  /** One zeroed cell per dictionary word for each of `count` keyword words. */
  editSlots(count: number): readonly Uint8Array[] {
    while (this.slots.length < count) this.slots.push(new Uint8Array(this.words));
    return this.slots;
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

function matchKind(name: string, keyword: string): MatchKind {
  if (name === keyword) return 0;
  if (name.startsWith(keyword)) return 1;
  if (name.includes(` ${keyword}`)) return 2;
  if (name.includes(keyword)) return 3;
  return 4;
}
