import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { createTestDatabase, testTargets } from '#api/test/test-database.ts';
import { similarity, trigramsOf, wordSimilarity } from './trigram.ts';

describe('trigramsOf', () => {
  it('pads each word with two blanks in front and one behind, as pg_trgm does', () => {
    expect(trigramsOf('Pizza')).toEqual(['  p', ' pi', 'piz', 'izz', 'zza', 'za ']);
    expect(trigramsOf('a b')).toEqual(['  a', ' a ', '  b', ' b ']);
  });

  it('cuts words at anything but letters and digits, and keeps repeats in order', () => {
    expect(trigramsOf('7-up!')).toEqual(['  7', ' 7 ', '  u', ' up', 'up ']);
    expect(trigramsOf('aaaa')).toEqual(['  a', ' aa', 'aaa', 'aaa', 'aa ']);
    expect(trigramsOf('%_ ')).toEqual([]);
  });

  it('reads Arabic and Cyrillic letters as word characters', () => {
    expect(trigramsOf('борщ')).toHaveLength(5);
    expect(trigramsOf('بيتزا')).toHaveLength(6);
  });
});

describe('similarity and wordSimilarity', () => {
  it('score a typo of one word of a longer name high on word similarity only', () => {
    expect(wordSimilarity('margarita', 'pizza margherita')).toBeGreaterThan(0.45);
    expect(similarity('margarita', 'pizza margherita')).toBeLessThan(0.45);
    expect(wordSimilarity('xylophone', 'pizza margherita')).toBeLessThan(0.2);
  });

  it('score identical names 1 and names sharing no trigram 0', () => {
    expect(similarity('pizza', 'pizza')).toBe(1);
    expect(wordSimilarity('pizza', 'pizza')).toBe(1);
    expect(similarity('pizza', 'sushi')).toBe(0);
    expect(wordSimilarity('%%%', 'pizza')).toBe(0);
  });
});

/** Names and keywords whose scores are checked against pg_trgm itself. */
const NAMES = [
  'pizza margherita',
  'margherita pizza slice',
  'minipizza bites',
  'piza bread',
  'double pizza pepperoni',
  'grilled mushroom swiss burger',
  'deluxe orange juice',
  'homestyle chicken noodle soup',
  'california roll',
  'caesar salad',
  'coca-cola 0.5 l',
  'pizza pizza pizza',
  'a',
  'бургер з куркою',
  'вареники з картоплею',
  'بيتزا مارغريتا',
  'شاورما دجاج',
];
const KEYWORDS = [
  'margarita',
  'margherrita',
  'pizza margarita',
  'piza',
  'pi',
  'p',
  'burgr',
  'chiken soup',
  'californa',
  'ceasar',
  'cola',
  'zza',
  'pizza',
  'вареники',
  'бургр',
  'مارغاريتا',
  'شاورمة',
  '%',
  '0.5',
];

describe.each(testTargets)('the port against pg_trgm on %s', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(target);
  });
  afterAll(() => database.close());

  it('gives the same similarity and word similarity as PostgreSQL, to float4', async () => {
    const result = await database.db.execute(sql`
      select k.keyword, n.name,
             similarity(k.keyword, n.name) as similarity,
             word_similarity(k.keyword, n.name) as word_similarity
      from jsonb_array_elements_text(${JSON.stringify(KEYWORDS)}::jsonb) as k(keyword)
      cross join jsonb_array_elements_text(${JSON.stringify(NAMES)}::jsonb) as n(name)`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(rows).toHaveLength(KEYWORDS.length * NAMES.length);
    // float4 arrives as its shortest decimal; Math.fround gives back the float4 itself.
    for (const row of rows) {
      const keyword = String(row.keyword);
      const name = String(row.name);
      expect([keyword, name, similarity(keyword, name)]).toEqual([
        keyword,
        name,
        Math.fround(Number(row.similarity)),
      ]);
      expect([keyword, name, wordSimilarity(keyword, name)]).toEqual([
        keyword,
        name,
        Math.fround(Number(row.word_similarity)),
      ]);
    }
  });
});
