/**
 * pg_trgm's `similarity` and `word_similarity`, ported so names can be ranked in memory with
 * the same figures PostgreSQL gives (contrib/pg_trgm/trgm_op.c, PostgreSQL 15): a word is a run
 * of letters and digits, padded with two blanks in front and one behind, and cut into
 * three-character trigrams. Results are rounded to float4 as pg_trgm's are, so ties fall the
 * same way in both.
 *
 * Trigrams are interned to small integers by a `TrigramCodes` table, so ranking thousands of
 * names compares integers and reuses typed arrays instead of building strings and sets.
 */

/** pg_trgm's word characters: letters and digits (with their combining marks). */
const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;

export function isWordCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  // Names are mostly ASCII: decided without the regular expression.
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
  return WORD_CHARACTER.test(character);
}

/** A name's trigrams in order, repeats included (pg_trgm's `generate_trgm_only`). */
export function trigramsOf(text: string): string[] {
  const trigrams: string[] = [];
  // The two characters before the current one; a word starts after two blanks.
  let first = ' ';
  let second = ' ';
  let inWord = false;
  for (const character of text.toLowerCase()) {
    if (isWordCharacter(character)) {
      if (!inWord) {
        first = ' ';
        second = ' ';
        inWord = true;
      }
      trigrams.push(first + second + character);
      first = second;
      second = character;
    } else if (inWord) {
      trigrams.push(`${first}${second} `);
      inWord = false;
    }
  }
  if (inWord) trigrams.push(`${first}${second} `);
  return trigrams;
}

/** pg_trgm's CALCSML, in float4 as pg_trgm returns it. */
function shared(count: number, length1: number, length2: number): number {
  return Math.fround(count / (length1 + length2 - count));
}

/** Interns trigrams to integers 0, 1, 2…; a table is filled once per dictionary. */
export class TrigramCodes {
  private readonly codes = new Map<string, number>();

  get size(): number {
    return this.codes.size;
  }

  /** The trigram's code, a new one for a trigram not seen before. */
  intern(trigram: string): number {
    let code = this.codes.get(trigram);
    if (code === undefined) {
      code = this.codes.size;
      this.codes.set(trigram, code);
    }
    return code;
  }

  /** The trigram's code, or -1 when no interned name has it. */
  find(trigram: string): number {
    return this.codes.get(trigram) ?? -1;
  }
}

/** A name cut into trigram codes. */
export interface CodedName {
  /** Trigram codes in order, repeats included: what word similarity walks along. */
  sequence: Int32Array;
  /** Each code once: what plain similarity counts. */
  distinct: Int32Array;
}

export function codeName(text: string, codes: TrigramCodes): CodedName {
  const trigrams = trigramsOf(text);
  const sequence = new Int32Array(trigrams.length);
  for (let i = 0; i < trigrams.length; i += 1) sequence[i] = codes.intern(trigrams[i] as string);
  const sorted = sequence.slice().sort();
  let distinctCount = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[distinctCount++] = sorted[i] as number;
  }
  return { sequence, distinct: sorted.subarray(0, distinctCount) };
}

/**
 * A keyword's trigrams against one code table: `inKeyword[code]` marks the keyword's trigrams
 * among the interned ones, `size` counts all the keyword's distinct trigrams, interned or not
 * (a trigram no name has still makes every name a worse match).
 */
export interface CodedKeyword {
  inKeyword: Uint8Array;
  /** The interned trigram codes of the keyword. */
  known: number[];
  size: number;
}

export function codeKeyword(keyword: string, codes: TrigramCodes): CodedKeyword {
  const distinct = new Set(trigramsOf(keyword));
  const inKeyword = new Uint8Array(codes.size);
  const known: number[] = [];
  for (const trigram of distinct) {
    const code = codes.find(trigram);
    if (code >= 0) {
      inKeyword[code] = 1;
      known.push(code);
    }
  }
  return { inKeyword, known, size: distinct.size };
}

/** `similarity(keyword, name)`: shared trigrams over all distinct trigrams of both. */
export function codedSimilarity(keyword: CodedKeyword, name: CodedName): number {
  if (keyword.size === 0 || name.distinct.length === 0) return 0;
  let common = 0;
  for (const code of name.distinct) common += keyword.inKeyword[code] ?? 0;
  return shared(common, keyword.size, name.distinct.length);
}

/**
 * `word_similarity(keyword, name)`: the best similarity between the keyword and any stretch of
 * the name's trigram sequence, the stretch starting and ending on trigrams the keyword has
 * (pg_trgm's `iterate_word_similarity` without the strict and check-only flags).
 * `lastSeen` is scratch space of at least the table's size, filled with -1, and left so.
 */
export function codedWordSimilarity(
  keyword: CodedKeyword,
  name: CodedName,
  lastSeen: Int32Array,
): number {
  const { inKeyword, size: keywordSize } = keyword;
  const sequence = name.sequence;
  let distinctInStretch = 0;
  let common = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < sequence.length; i += 1) {
    const code = sequence[i] as number;
    const found = inKeyword[code] === 1;
    if (lower >= 0 || found) {
      if ((lastSeen[code] as number) < 0) {
        distinctInStretch += 1;
        if (found) common += 1;
      }
      lastSeen[code] = i;
    }
    if (!found) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      distinctInStretch = 1;
    }
    let current = shared(common, keywordSize, distinctInStretch);
    // Moving the start of the stretch right may drop more foreign trigrams than shared ones.
    let tryCommon = common;
    let tryDistinct = distinctInStretch;
    const previousLower = lower;
    for (let tryLower = lower; tryLower <= upper; tryLower += 1) {
      const candidate = shared(tryCommon, keywordSize, tryDistinct);
      if (candidate > current) {
        current = candidate;
        distinctInStretch = tryDistinct;
        lower = tryLower;
        common = tryCommon;
      }
      const dropped = sequence[tryLower] as number;
      if (lastSeen[dropped] === tryLower) {
        tryDistinct -= 1;
        if (inKeyword[dropped] === 1) tryCommon -= 1;
      }
    }
    if (current > best) best = current;
    for (let dropLower = previousLower; dropLower < lower; dropLower += 1) {
      const dropped = sequence[dropLower] as number;
      if (lastSeen[dropped] === dropLower) lastSeen[dropped] = -1;
    }
  }
  for (const code of sequence) lastSeen[code] = -1;
  return best;
}

/** `similarity(a, b)` for two strings: tests and one-off comparisons. */
export function similarity(a: string, b: string): number {
  const codes = new TrigramCodes();
  const name = codeName(b, codes);
  return codedSimilarity(codeKeyword(a, codes), name);
}

/** `word_similarity(a, b)` for two strings: tests and one-off comparisons. */
export function wordSimilarity(a: string, b: string): number {
  const codes = new TrigramCodes();
  const name = codeName(b, codes);
  return codedWordSimilarity(codeKeyword(a, codes), name, new Int32Array(codes.size).fill(-1));
}
