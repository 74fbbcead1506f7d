import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { createTestDatabase, testTargets } from '#api/test/test-database.ts';
import { NameDictionary, WORD_SIMILARITY_THRESHOLD, normaliseName } from './name-ranking.ts';

const MENU = [
  'pizza',
  'pizza margherita',
  'margherita pizza slice',
  'minipizza bites',
  'piza bread',
  'pizza pepperoni',
  'pepperoni rolls',
  'lemonade',
  'homemade lemonade',
  'caesar salad',
  'california roll',
  '100% juice',
  'sale_special',
  'вареники',
  'بيتزا مارغريتا',
];

const dictionary = new NameDictionary(MENU.map((name) => ({ name, value: name })));

describe('NameDictionary.rank', () => {
  it.each(['margarita', 'margherrita', 'margheritta', 'pizza margarita'])(
    '"%s" puts "pizza margherita" first',
    (keyword) => {
      expect(dictionary.rank(keyword)[0]).toBe('pizza margherita');
    },
  );

  it('orders the exact name, then prefixes, then word prefixes, then parts, then typos', () => {
    expect(dictionary.rank('pizza')).toEqual([
      'pizza',
      // Both start with the keyword: the closer whole name (fewer other trigrams) first.
      'pizza pepperoni',
      'pizza margherita',
      'margherita pizza slice',
      'minipizza bites',
      'piza bread',
    ]);
  });

  it('finds typos of any word of a name, closest first', () => {
    expect(dictionary.rank('lemonad')).toEqual(['lemonade', 'homemade lemonade']);
    expect(dictionary.rank('caesr')).toEqual(['caesar salad']);
    expect(dictionary.rank('ceasar salad')).toEqual(['caesar salad']);
    expect(dictionary.rank('californa')).toEqual(['california roll']);
  });

  it('leaves out names too far from the keyword', () => {
    expect(dictionary.rank('xylophone')).toEqual([]);
    // Swapped letters break three trigrams of a six-letter word: too far on its own (as in pg_trgm).
    expect(dictionary.rank('ceasar')).toEqual([]);
    expect(dictionary.rank('margarita')).not.toContain('pizza pepperoni');
  });

  it('matches a keyword under three characters only at the start of a word', () => {
    expect(dictionary.rank('pi')).toEqual([
      'pizza',
      'piza bread',
      'pizza pepperoni',
      'pizza margherita',
      'margherita pizza slice',
    ]);
    expect(dictionary.rank('pi')).not.toContain('minipizza bites');
  });

  it('takes LIKE wildcards and other signs literally', () => {
    expect(dictionary.rank('%')).toEqual([]);
    expect(dictionary.rank('_')).toEqual([]);
    expect(dictionary.rank('100%')).toEqual(['100% juice']);
    expect(dictionary.rank('e_s')).toEqual(['sale_special']);
  });

  it('ranks Cyrillic and Arabic names', () => {
    expect(dictionary.rank('вареникі')).toEqual(['вареники']);
    expect(dictionary.rank('مارغاريتا')).toEqual(['بيتزا مارغريتا']);
  });

  it('answers nothing for an empty keyword or dictionary', () => {
    expect(dictionary.rank('')).toEqual([]);
    expect(new NameDictionary<string>([]).rank('pizza')).toEqual([]);
  });
});

describe('normaliseName', () => {
  it('trims, collapses white space and lower-cases as search_normalise does', () => {
    expect(normaliseName('  Pizza \t  MARGHERITA\n')).toBe('pizza margherita');
  });
});

/**
 * The order the search had when PostgreSQL ranked names (before names were ranked in memory),
 * run on the same names: the port must agree with it name for name.
 */
describe.each(testTargets)('ranking agrees with the SQL ranking on %s', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(target);
  });
  afterAll(() => database.close());

  async function sqlRanking(keyword: string): Promise<string[]> {
    const literal = keyword.replace(/[\\%_]/g, (character) => `\\${character}`);
    const [prefix, wordPrefix, contains] = [`${literal}%`, `% ${literal}%`, `%${literal}%`];
    const candidates =
      keyword.length >= 3
        ? sql`(t.term like ${contains} or word_similarity(${keyword}, t.term) >= ${WORD_SIMILARITY_THRESHOLD})`
        : sql`(t.term like ${prefix} or t.term like ${wordPrefix})`;
    const result = await database.db.execute(sql`
      select t.term
      from jsonb_array_elements_text(${JSON.stringify(MENU)}::jsonb) as t(term)
      where ${candidates}
      order by case when t.term = ${keyword} then 0
                    when t.term like ${prefix} then 1
                    when t.term like ${wordPrefix} then 2
                    when t.term like ${contains} then 3
                    else 4 end,
               word_similarity(${keyword}, t.term) desc,
               similarity(${keyword}, t.term) desc,
               length(t.term), t.term collate "C"`);
    return (result as unknown as { rows: { term: string }[] }).rows.map((row) => row.term);
  }

  it.each([
    'pizza',
    'piza',
    'pi',
    'p',
    'margarita',
    'pizza margarita',
    'lemonad',
    'roll',
    'ceasar',
    '%',
    '100%',
    'e_s',
    'вареникі',
    'مارغاريتا',
  ])('"%s"', async (keyword) => {
    expect(dictionary.rank(keyword)).toEqual(await sqlRanking(keyword));
  });
});
