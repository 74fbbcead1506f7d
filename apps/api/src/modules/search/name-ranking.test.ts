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

  it('finds names containing a keyword of several words whose first and last are only parts of words', () => {
    // "rita" ends "margherita" and "sli" starts "slice": only the words between must be whole
    // words of the name.
    expect(dictionary.rank('rita pizza')[0]).toBe('margherita pizza slice');
    expect(dictionary.rank('rita pizza sli')[0]).toBe('margherita pizza slice');
    expect(dictionary.rank('zza marg')[0]).toBe('pizza margherita');
    expect(dictionary.rank('margherita pizza')[0]).toBe('margherita pizza slice');
    // "margerita" is no word of the menu, so no name contains the keyword as typed; typos still find it.
    expect(dictionary.rank('pizza margerita')[0]).toBe('pizza margherita');
  });

  it('finds typos of any word of a name, closest first', () => {
    expect(dictionary.rank('lemonad')).toEqual(['lemonade', 'homemade lemonade']);
    expect(dictionary.rank('caesr')).toEqual(['caesar salad']);
    expect(dictionary.rank('ceasar salad')).toEqual(['caesar salad']);
    expect(dictionary.rank('californa')).toEqual(['california roll']);
  });

  it('leaves out names too far from the keyword', () => {
    expect(dictionary.rank('xylophone')).toEqual([]);
    expect(dictionary.rank('margarita')).not.toContain('pizza pepperoni');
  });

  it('finds a word of five letters or more with two neighbouring letters swapped (issue 15 part 2: Damerau distance 1)', () => {
    // Swapped letters break three trigrams of the word: too far for the similarity alone.
    expect(dictionary.rank('ceasar')).toEqual(['caesar salad']);
    expect(dictionary.rank('lemoande')).toEqual(['lemonade', 'homemade lemonade']);
    // At a word's last letters, and past a first word typed right.
    expect(dictionary.rank('lemonaed')).toEqual(['lemonade', 'homemade lemonade']);
    expect(dictionary.rank('homemade lemonaed')[0]).toBe('homemade lemonade');
    expect(dictionary.rank('pizza magrherita')[0]).toBe('pizza margherita');
    // While typing: the start of a word, swapped.
    expect(dictionary.rank('calfiorn')).toEqual(['california roll']);
  });

  it('forgives no swap in a word under five letters, which would flood the results (issue 15 part 2)', () => {
    const short = new NameDictionary(
      ['pica', 'cipa', 'pcai', 'zupa', 'rolls'].map((name) => ({ name, value: name })),
    );
    expect(short.rank('pcia')).toEqual([]);
    expect(short.rank('zpua')).toEqual([]);
    expect(short.rank('rlols')).toEqual(['rolls']);
  });

  it('compares names and keyword folded: accents, case and spelling variants never matter (issue 15 part 2)', () => {
    const folded = new NameDictionary(
      ['veģetārā pica', 'ёжики', 'شاورما دجاج', 'برجر لحم', 'أرز بالحليب'].map((name) => ({
        name,
        value: name,
      })),
    );
    for (const keyword of ['vegetara', 'VEGETARA', 'vegetārā', 'veeģtārā']) {
      expect(folded.rank(keyword)).toEqual(['veģetārā pica']);
    }
    expect(folded.rank('ежики')).toEqual(['ёжики']);
    expect(folded.rank('شَاوَرْمَا')).toEqual(['شاورما دجاج']);
    expect(folded.rank('برغر')).toEqual(['برجر لحم']);
    expect(folded.rank('ارز')).toEqual(['أرز بالحليب']);
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

describe('NameDictionary.rank with a limit', () => {
  // Names built as a city's menus build them: style, dish, ingredient and size, many sharing
  // most of their trigrams with a long keyword.
  const styles = ['', 'classic ', 'spicy ', 'double ', 'vegan ', 'grilled ', "chef's "];
  const dishes = ['pizza margherita', 'pizza pepperoni', 'chicken wings', 'caesar salad', 'cola'];
  const ingredients = ['basil', 'garlic', 'extra cheese', 'bacon', 'truffle', 'mint'];
  const sizes = ['small', 'large', 'extra large', 'sharing'];
  const names = styles.flatMap((style) =>
    dishes.flatMap((dish) =>
      ingredients.flatMap((ingredient) =>
        sizes.map((size) => `${style}${dish} with ${ingredient} (${size})`),
      ),
    ),
  );
  const city = new NameDictionary(names.map((name, value) => ({ name, value })));
  const keywords = [
    'pizza margarita',
    'spicy pizza margherita with garlci (large)',
    'chiken wings',
    'cola',
    'co',
    'p',
    'wiht',
    'double caesar salad with bacno (sharing)',
    'vegan pizza pepperoni with truffle (small)',
    'garlic',
    'extra larg',
    'xylophone',
    // Over 64 trigrams: names are found word by word rather than counted all at once.
    'spicy pizza margherita with garlic (large) and a double caesar salad with bacno (sharing)',
  ];

  it.each(keywords)('"%s": the first n are the first n of the whole ranking', (keyword) => {
    const all = city.rank(keyword);
    for (const limit of [1, 2, 7, 50, 120, all.length + 1]) {
      expect(city.rank(keyword, limit)).toEqual(all.slice(0, limit));
    }
  });

  it('ranks every match of a city-sized dictionary when no limit is given (the single-vendor search asks for all)', () => {
    const many = new NameDictionary(
      Array.from({ length: 200_000 }, (_, value) => ({ name: `dish ${value}`, value })),
    );
    const all = many.rank('dish');
    expect(all).toHaveLength(200_000);
    expect(all.slice(0, 3)).toEqual([0, 1, 2]);
  });

  it('answers nothing for a limit of 0', () => {
    expect(city.rank('pizza', 0)).toEqual([]);
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
    // Not "ceasar": a swap of neighbouring letters is forgiven here, never was in SQL.
    '%',
    '100%',
    'e_s',
    'вареникі',
    'مارغاريتا',
  ])('"%s"', async (keyword) => {
    expect(dictionary.rank(keyword)).toEqual(await sqlRanking(keyword));
  });
});
