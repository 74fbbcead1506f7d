import { describe, expect, it } from 'vitest';
import { editDistance, matchingWords, typoBudget, withoutArticle } from './word-typos.ts';
import { WordIndexBuilder } from './word-index.ts';

/** Optimal string alignment over the whole table, swaps from five letters: what the band must give. */
function fullDistance(typed: string, word: string, prefix: boolean): number {
  const m = typed.length;
  const n = word.length;
  const table = Array.from({ length: m + 1 }, (_, i) =>
    Array.from({ length: n + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= m; i += 1) {
    for (let j = 1; j <= n; j += 1) {
      const row = table[i] as number[];
      const above = table[i - 1] as number[];
      const cost = typed[i - 1] === word[j - 1] ? 0 : 1;
      let best = Math.min(
        (above[j - 1] as number) + cost,
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
      );
      if (
        m >= 5 &&
        i > 1 &&
        j > 1 &&
        typed[i - 1] === word[j - 2] &&
        typed[i - 2] === word[j - 1]
      ) {
        best = Math.min(best, ((table[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  const last = table[m] as number[];
  return prefix ? Math.min(...last) : (last[n] as number);
}

describe('editDistance (issue 15 part 2: Damerau distance)', () => {
  it('counts a letter missing, extra or wrong as one edit, and a swap from five letters', () => {
    expect(editDistance('pizza', 'piza', 1, false)).toBe(1);
    expect(editDistance('piza', 'pizza', 1, false)).toBe(1);
    expect(editDistance('pizza', 'pizze', 1, false)).toBe(1);
    expect(editDistance('lemoande', 'lemonade', 1, false)).toBe(1);
    // Under five letters a swap is two letters wrong: over a budget of one.
    expect(editDistance('pcia', 'pica', 1, false)).toBe(2);
    expect(editDistance('margarita', 'margherita', 2, false)).toBe(2);
    expect(editDistance('xylophone', 'margherita', 2, false)).toBe(3);
  });

  it('compares the last word with the start of a word when asked', () => {
    expect(editDistance('calfiorn', 'california', 1, true)).toBe(1);
    expect(editDistance('calfiorn', 'california', 1, false)).toBe(2);
    expect(editDistance('pizz', 'pizzeria', 0, true)).toBe(0);
  });

  it('gives what the whole table gives, within the budget, for any pair of words', () => {
    let seed = 7;
    const next = (below: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return (seed >>> 8) % below;
    };
    const word = () => Array.from({ length: 1 + next(11) }, () => 'abcd'.charAt(next(4))).join('');
    for (let pair = 0; pair < 3_000; pair += 1) {
      const [typed, other] = [word(), word()];
      for (const budget of [0, 1, 2]) {
        for (const prefix of [false, true]) {
          const expected = Math.min(fullDistance(typed, other, prefix), budget + 1);
          expect(
            editDistance(typed, other, budget, prefix),
            `${typed} ${other} ${budget} ${prefix}`,
          ).toBe(expected);
        }
      }
    }
  });
});

describe('withoutArticle', () => {
  it('takes the Arabic article and its joined prepositions off a word long enough to keep three letters', () => {
    expect(['البيتزا', 'بالحليب', 'والجبن', 'للبيع', 'الفول'].map(withoutArticle)).toEqual([
      'بيتزا',
      'حليب',
      'جبن',
      'بيع',
      'فول',
    ]);
    // Too short to be an article and a word; no article at all.
    expect(['الم', 'بيتزا', 'pizza'].map(withoutArticle)).toEqual(['الم', 'بيتزا', 'pizza']);
  });
});

describe('typoBudget', () => {
  it('forgives nothing under four letters, one edit from four, two from nine', () => {
    expect([3, 4, 8, 9].map(typoBudget)).toEqual([0, 1, 1, 2]);
  });
});

describe('matchingWords', () => {
  const builder = new WordIndexBuilder();
  for (const name of ['pizza margherita', 'piza bread', 'pizzeria', 'california roll', 'aaaa']) {
    builder.add(name);
  }
  const index = builder.finish();
  const counts = new Uint16Array(index.words.length);
  const found = (typed: string, last: boolean) =>
    matchingWords(index, typed, last, counts)
      .map(({ word, edits }) => [index.words[word], edits])
      .sort();

  it('finds the words within the budget through their trigrams, and leaves the scratch zeroed', () => {
    expect(found('pizza', false)).toEqual([
      ['piza', 1],
      ['pizza', 0],
    ]);
    expect(found('pizza', true)).toEqual([
      ['piza', 1],
      ['pizza', 0],
      ['pizzeria', 1],
    ]);
    expect(found('margarita', false)).toEqual([['margherita', 2]]);
    expect(found('calfiorn', true)).toEqual([['california', 1]]);
    expect(found('rol', true)).toEqual([['roll', 0]]);
    // Against a whole word the longer of the two sets the budget: "roll" forgives one edit.
    expect(found('rol', false)).toEqual([['roll', 1]]);
    expect(found('rl', false)).toEqual([]);
    expect([...counts].every((count) => count === 0)).toBe(true);
  });

  it('finds the start of a word exactly from a last word under five letters', () => {
    expect(found('pizz', true)).toEqual([
      ['piza', 1],
      ['pizza', 0],
      ['pizzeria', 0],
    ]);
    expect(found('pizz', false)).toEqual([
      ['piza', 1],
      ['pizza', 1],
    ]);
  });

  it('compares every word when a typed word has too few trigrams to rely on', () => {
    // The start of "aaaaa" has three distinct trigrams, fewer than the four one swap may cost.
    expect(found('aaaaa', true)).toEqual([['aaaa', 1]]);
  });
});
