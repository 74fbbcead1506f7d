/**
 * A dictionary of names held by their words. A city's quarter of a million product names are
 * made of a few thousand distinct words, and pg_trgm cuts a name into trigrams word by word
 * (each word padded on its own), so a name's trigram sequence is its words' sequences one after
 * the other. Trigrams are therefore kept per distinct word, a name is kept as its word ids, and
 * the names carrying a trigram are found through the few words that have it: a keyword's
 * trigrams are compared with a few thousand words, not with millions of name trigrams.
 */
import { TrigramCodes, codeName, isWordCharacter } from './trigram.ts';

/** The words of a text as pg_trgm cuts them: runs of letters and digits, lower-cased. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  let current = '';
  for (const character of text.toLowerCase()) {
    if (isWordCharacter(character)) current += character;
    else if (current !== '') {
      words.push(current);
      current = '';
    }
  }
  if (current !== '') words.push(current);
  return words;
}

/** A run of ids inside one flat array: `ids[starts[key]]` up to `ids[starts[key + 1]]`. */
class FlatLists {
  constructor(
    readonly starts: Int32Array,
    readonly ids: Int32Array,
  ) {}

  lengthOf(key: number): number {
    return (this.starts[key + 1] as number) - (this.starts[key] as number);
  }
}

/** The built index: everything the ranking reads, in typed arrays. */
export interface WordIndex {
  codes: TrigramCodes;
  /** Each distinct word's id. */
  wordIds: ReadonlyMap<string, number>;
  /** Each distinct word, by id. */
  words: readonly string[];
  /** Each name's words, in order (repeats included). */
  nameWords: FlatLists;
  /** The longest name's trigram sequence. */
  longestSequence: number;
  /** Each word's trigram codes in order, repeats included. */
  wordSequences: Int32Array[];
  /** The names having each word, each once, in name order. */
  wordNames: FlatLists;
  /** The words having each trigram code, each once. */
  trigramWords: FlatLists;
  /** How many names have a word with each trigram (a bound: a name is counted per such word). */
  trigramNameCounts: Int32Array;
}

/** Collects names one at a time; `finish` lays them out in typed arrays. */
export class WordIndexBuilder {
  private readonly codes = new TrigramCodes();
  private readonly wordIds = new Map<string, number>();
  private readonly wordSequences: Int32Array[] = [];
  private readonly wordDistinct: Int32Array[] = [];
  private nameWordIds = new Int32Array(1024);
  private nameWordCount = 0;
  private readonly nameStarts: number[] = [0];
  private longestSequence = 0;

  /** Adds a folded name; its index is the number of names added before it. */
  add(text: string): void {
    let sequenceLength = 0;
    for (const word of wordsOf(text)) {
      const id = this.wordId(word);
      this.pushNameWord(id);
      sequenceLength += (this.wordSequences[id] as Int32Array).length;
    }
    this.nameStarts.push(this.nameWordCount);
    if (sequenceLength > this.longestSequence) this.longestSequence = sequenceLength;
  }

  finish(): WordIndex {
    const names = this.nameStarts.length - 1;
    const words = this.wordSequences.length;
    const nameWords = new FlatLists(
      Int32Array.from(this.nameStarts),
      this.nameWordIds.slice(0, this.nameWordCount),
    );
    const wordNames = invert(nameWords, names, words);
    const trigramWords = invert(
      new FlatLists(
        Int32Array.from(prefixSums(this.wordDistinct.map((codes) => codes.length))),
        concat(this.wordDistinct),
      ),
      words,
      this.codes.size,
    );
    const trigramNameCounts = new Int32Array(this.codes.size);
    for (let code = 0; code < this.codes.size; code += 1) {
      let count = 0;
      const end = trigramWords.starts[code + 1] as number;
      for (let i = trigramWords.starts[code] as number; i < end; i += 1) {
        count += wordNames.lengthOf(trigramWords.ids[i] as number);
      }
      trigramNameCounts[code] = count;
    }
    return {
      codes: this.codes,
      wordIds: this.wordIds,
      words: [...this.wordIds.keys()],
      nameWords,
      longestSequence: this.longestSequence,
      wordSequences: this.wordSequences,
      wordNames,
      trigramWords,
      trigramNameCounts,
    };
  }

  private wordId(word: string): number {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      id = this.wordSequences.length;
      this.wordIds.set(word, id);
      const coded = codeName(word, this.codes);
      this.wordSequences.push(coded.sequence);
      this.wordDistinct.push(coded.distinct.slice());
    }
    return id;
  }

  private pushNameWord(id: number): void {
    if (this.nameWordCount === this.nameWordIds.length) {
      const grown = new Int32Array(this.nameWordIds.length * 2);
      grown.set(this.nameWordIds);
      this.nameWordIds = grown;
    }
    this.nameWordIds[this.nameWordCount++] = id;
  }
}

/** Calls `visit` for each (key, id) of the lists, each id once per key, in key order. */
function forEachDistinct(
  lists: FlatLists,
  keys: number,
  ids: number,
  visit: (key: number, id: number) => void,
) {
  const lastKey = new Int32Array(ids).fill(-1);
  for (let key = 0; key < keys; key += 1) {
    const end = lists.starts[key + 1] as number;
    for (let i = lists.starts[key] as number; i < end; i += 1) {
      const id = lists.ids[i] as number;
      if (lastKey[id] === key) continue;
      lastKey[id] = key;
      visit(key, id);
    }
  }
}

/** From lists by key to lists by id: which keys hold each id, each key once, in key order. */
function invert(lists: FlatLists, keys: number, ids: number): FlatLists {
  const counts = new Int32Array(ids + 1);
  forEachDistinct(lists, keys, ids, (_key, id) => {
    counts[id + 1] = (counts[id + 1] as number) + 1;
  });
  for (let id = 0; id < ids; id += 1)
    counts[id + 1] = (counts[id + 1] as number) + (counts[id] as number);
  const starts = counts.slice();
  const filled = counts.slice(0, ids);
  const inverted = new Int32Array(starts[ids] as number);
  forEachDistinct(lists, keys, ids, (key, id) => {
    inverted[filled[id] as number] = key;
    filled[id] = (filled[id] as number) + 1;
  });
  return new FlatLists(starts, inverted);
}

function prefixSums(lengths: readonly number[]): number[] {
  const sums = [0];
  for (const length of lengths) sums.push((sums[sums.length - 1] as number) + length);
  return sums;
}

function concat(arrays: readonly Int32Array[]): Int32Array {
  const all = new Int32Array(arrays.reduce((total, array) => total + array.length, 0));
  let at = 0;
  for (const array of arrays) {
    all.set(array, at);
    at += array.length;
  }
  return all;
}
