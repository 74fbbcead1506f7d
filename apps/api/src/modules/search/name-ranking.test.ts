import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { createTestDatabase, testTargets } from '#api/test/test-database.ts';
import { NameDictionary, normaliseName } from './name-ranking.ts';

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

  it('forgives one edit in a word of four letters or more and two from nine letters, none under four (issue 15 part 2)', () => {
    const words = new NameDictionary(
      ['soup of the day', 'soap', 'cod fillet', 'margherita', 'lasagne'].map((name) => ({
        name,
        value: name,
      })),
    );
    // One letter wrong, missing, extra.
    // Both one edit away: the shorter name first.
    expect(words.rank('soip')).toEqual(['soap', 'soup of the day']);
    expect(words.rank('lasgne')).toEqual(['lasagne']);
    expect(words.rank('lassagne')).toEqual(['lasagne']);
    // Two edits only in a long word: "margarita" is "margherita" with h added and a for e.
    expect(words.rank('margarita')).toEqual(['margherita']);
    expect(words.rank('lasgnae')).toEqual([]);
    // Two words under four letters are compared as typed (or, last, as the start of a word);
    // a longer one forgives an edit whichever of the two it is.
    expect(words.rank('cof fillet')).toEqual([]);
    expect(words.rank('sop of the day')).toEqual(['soup of the day']);
    expect(words.rank('cod filet')).toEqual(['cod fillet']);
  });

  it('finds every word of a typed keyword in a name, in any order, fewest edits first (issue 15 part 2)', () => {
    const menu = new NameDictionary(
      ['chicken soup', 'soup with chicken and rice', 'chiken soup', 'tomato soup'].map((name) => ({
        name,
        value: name,
      })),
    );
    expect(menu.rank('soup chicken')).toEqual([
      'chicken soup',
      'soup with chicken and rice',
      'chiken soup',
    ]);
    // The name as typed first; then no edit before one, however long the name.
    expect(menu.rank('chicken soup')).toEqual([
      'chicken soup',
      'soup with chicken and rice',
      'chiken soup',
    ]);
    // A word with no word near it in a name rules the name out.
    expect(menu.rank('tomato chiken')).toEqual([]);
  });

  it('finds names in which all the words of a keyword of three or more but one find a word, when no name has them all (issue 15 part 2)', () => {
    const menu = new NameDictionary(
      [
        'tarta de queso con menta',
        'tarta de queso con fresas',
        'tarta de manzana con menta',
        'sopa de queso',
      ].map((name) => ({ name, value: name })),
    );
    // "dequo" finds no word, nor is it two words run together.
    expect(menu.rank('tarta dequo con menta')).toEqual([
      'tarta de queso con menta',
      'tarta de manzana con menta',
    ]);
    // A word found nowhere ("kiwi") leaves the names having the others.
    expect(menu.rank('tarta queso kiwi')).toEqual([
      'tarta de queso con menta',
      'tarta de queso con fresas',
    ]);
    // Only when no name has every word: then the others are not listed.
    expect(menu.rank('tarta queso fresas')).toEqual(['tarta de queso con fresas']);
    expect(menu.rank('tarta queso fresas', 1)).toEqual(['tarta de queso con fresas']);
    // Two words run together are those two words.
    expect(menu.rank('tarta dequeso con menta')).toEqual(['tarta de queso con menta']);
    expect(menu.rank('tartade queso')).toEqual([
      'tarta de queso con menta',
      'tarta de queso con fresas',
    ]);
    // Under three words every word must find one.
    expect(menu.rank('dequo menta')).toEqual([]);
  });

  it('matches the start of a word with a typo only in the last word, from five letters (issue 15 part 2)', () => {
    const menu = new NameDictionary(
      ['california roll', 'pcai', 'calamari'].map((name) => ({ name, value: name })),
    );
    expect(menu.rank('califr')).toEqual(['california roll']);
    expect(menu.rank('califr roll')).toEqual([]);
    expect(menu.rank('pcia')).toEqual([]);
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

  it('finds Arabic words with or without their article (issue 15 part 2)', () => {
    const arabic = new NameDictionary(
      ['بيتزا مارغريتا', 'شاورما الدجاج', 'أرز بالحليب'].map((name) => ({ name, value: name })),
    );
    // "the pizza" finds "pizza", "chicken" finds "the chicken", "with the milk" finds "milk"'s name.
    expect(arabic.rank('البيتزا')).toEqual(['بيتزا مارغريتا']);
    expect(arabic.rank('شاورما دجاج')).toEqual(['شاورما الدجاج']);
    expect(arabic.rank('ارز حليب')).toEqual(['أرز بالحليب']);
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
    // "wiht" finds no word: names having the others.
    'chicken wings wiht basil (large)',
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
 * Names containing the keyword (the exact name, prefixes, word prefixes, parts) come in the order
 * the search had when PostgreSQL ranked names, pg_trgm's word similarity then similarity: the port
 * must agree with it name for name. Typos follow them, by their own rule (word by word).
 */
describe.each(testTargets)('literal matches agree with the SQL ranking on %s', (target) => {
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
        ? sql`t.term like ${contains}`
        : sql`(t.term like ${prefix} or t.term like ${wordPrefix})`;
    const result = await database.db.execute(sql`
      select t.term
      from jsonb_array_elements_text(${JSON.stringify(MENU)}::jsonb) as t(term)
      where ${candidates}
      order by case when t.term = ${keyword} then 0
                    when t.term like ${prefix} then 1
                    when t.term like ${wordPrefix} then 2
                    else 3 end,
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
    'margherita',
    'pizza margherita',
    'lemonad',
    'lemonade',
    'roll',
    'ade',
    '100%',
    'e_s',
    'вареники',
    'مارغريتا',
  ])('"%s"', async (keyword) => {
    const inSql = await sqlRanking(keyword);
    expect(inSql.length, 'the keyword is in some name').toBeGreaterThan(0);
    expect(dictionary.rank(keyword).slice(0, inSql.length)).toEqual(inSql);
  });
});
