import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import {
  catalogResponseSchema,
  productResponseSchema,
  searchResponseSchema,
  vendorSearchResponseSchema,
  vendorsPageSchema,
} from '@souk/contracts';
import type { SearchResponse } from '@souk/contracts';
import { insertCategory, insertProduct, insertSection, insertVendor } from '#api/seed/factories.ts';
import { insertLocality, insertPartner } from '#api/test/fixtures.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

describe.each(testTargets)('POST /api/public/localities/{code}/search on %s', (target) => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  async function search(
    code: string,
    body: unknown,
    headers: Record<string, string> = { 'accept-language': 'en' },
  ) {
    return t.request({
      method: 'POST',
      url: `/api/public/localities/${code}/search`,
      payload: body as object,
      headers,
    });
  }

  async function found(
    code: string,
    body: { keyword: string; vendorId?: string },
    lang = 'en',
  ): Promise<SearchResponse> {
    const res = await search(code, body, { 'accept-language': lang });
    expect(res.statusCode, res.body).toBe(200);
    return searchResponseSchema.parse(res.json());
  }

  const productNames = (body: SearchResponse) => body.products.map((product) => product.name);

  beforeAll(async () => {
    // The demo marketplace (partner "souk") plus a locality built for these tests.
    t = await createTestApp({ target, seed: 'demo' });
    const db = t.database.db;
    const [souk] = await db.query.partners.findMany({
      where: (p, { eq: is }) => is(p.code, 'souk'),
    });
    if (!souk) throw new Error('demo partner missing');
    const town = await insertLocality(db, {
      partnerId: souk.id,
      code: 'searchtown',
      center: [50, 10],
    });
    const elsewhere = await insertLocality(db, {
      partnerId: souk.id,
      code: 'elsewhere',
      center: [51, 11],
    });
    const other = await insertPartner(db, { code: 'other-market' });
    await insertLocality(db, { partnerId: other.id, code: 'foreign-town', center: [52, 12] });

    const pizzeria = await insertVendor(db, {
      localityId: town.id,
      name: 'Napoli Pizzeria',
      sortOrder: 1,
    });
    const bistro = await insertVendor(db, {
      localityId: town.id,
      name: 'Corner Bistro',
      sortOrder: 2,
    });
    const hiddenVendor = await insertVendor(db, {
      localityId: town.id,
      name: 'Secret Pizza Club',
      visible: false,
      sortOrder: 3,
    });
    const farAway = await insertVendor(db, { localityId: elsewhere.id, name: 'Napoli Express' });
    ids.pizzeria = pizzeria.id;
    ids.bistro = bistro.id;

    const menu = await insertSection(db, { vendorId: pizzeria.id, name: 'Pizza' });
    const hiddenSection = await insertSection(db, {
      vendorId: pizzeria.id,
      name: 'Staff',
      visible: false,
    });
    const bistroMenu = await insertSection(db, { vendorId: bistro.id, name: 'Menu' });
    const secretMenu = await insertSection(db, { vendorId: hiddenVendor.id, name: 'Menu' });
    const farMenu = await insertSection(db, { vendorId: farAway.id, name: 'Menu' });

    const product = (vendorId: string, sectionId: string, name: string, extra = {}) =>
      insertProduct(db, { vendorId, sectionId, name, ...extra });
    ids.margherita = (await product(pizzeria.id, menu.id, 'Pizza Margherita', { price: 1190 })).id;
    ids.pizza = (await product(pizzeria.id, menu.id, 'Pizza')).id;
    ids.slice = (await product(bistro.id, bistroMenu.id, 'Margherita Pizza Slice')).id;
    ids.minipizza = (await product(bistro.id, bistroMenu.id, 'Minipizza Bites')).id;
    ids.piza = (await product(bistro.id, bistroMenu.id, 'Piza Bread')).id;
    ids.bistroMargherita = (
      await product(bistro.id, bistroMenu.id, 'Pizza Margherita', {
        componentGroups: [
          {
            name: 'Size',
            required: true,
            components: [
              { name: 'Small', price: 0 },
              { name: 'Large', price: 300 },
            ],
          },
        ],
      })
    ).id;
    ids.dumplings = (
      await product(bistro.id, bistroMenu.id, 'Dumplings', {
        nameI18n: { en: 'Dumplings', uk: 'Вареники', ar: 'زلابية' },
      })
    ).id;
    ids.hiddenProduct = (
      await product(pizzeria.id, menu.id, 'Pizza Diavola', { visible: false })
    ).id;
    ids.staffPizza = (await product(pizzeria.id, hiddenSection.id, 'Staff Pizza')).id;
    ids.secretPizza = (await product(hiddenVendor.id, secretMenu.id, 'Secret Pizza')).id;
    ids.farPizza = (await product(farAway.id, farMenu.id, 'Pizza Margherita')).id;
  });
  afterAll(() => t.close());

  describe('typos', () => {
    it.each(['margarita', 'margherrita', 'margheritta', 'pizza margarita'])(
      '"%s" finds "Pizza Margherita" first',
      async (keyword) => {
        const body = await found('searchtown', { keyword });
        expect(body.products.map((p) => p.id)).toContain(ids.margherita);
        expect(productNames(body)[0]).toBe('Pizza Margherita');
      },
    );

    it('ignores case and surrounding white space', async () => {
      const body = await found('searchtown', { keyword: '  MARGHERITA  ' });
      // A name starting with the keyword comes before one merely containing it.
      expect(productNames(body).slice(0, 3)).toEqual([
        'Margherita Pizza Slice',
        'Pizza Margherita',
        'Pizza Margherita',
      ]);
    });

    it('finds vendors by name with a typo', async () => {
      const body = await found('searchtown', { keyword: 'napolli' });
      expect(body.vendors.map((v) => v.id)).toEqual([ids.pizzeria]);
    });

    it('finds nothing for a word that is nowhere near a name', async () => {
      const body = await found('searchtown', { keyword: 'xylophone' });
      expect(body).toEqual({ vendors: [], products: [] });
    });
  });

  describe('ranking', () => {
    it('puts the exact name first, then names starting with the keyword, then words, then parts, then typos', async () => {
      const body = await found('searchtown', { keyword: 'pizza' });
      const names = productNames(body);
      expect(names[0]).toBe('Pizza');
      // Both vendors' "Pizza Margherita" start with the keyword.
      expect(names.slice(1, 3)).toEqual(['Pizza Margherita', 'Pizza Margherita']);
      expect(names.indexOf('Margherita Pizza Slice')).toBe(3);
      expect(names.indexOf('Minipizza Bites')).toBe(4);
      expect(names.indexOf('Piza Bread')).toBe(5);
    });

    it('sends whole product and vendor DTOs with the product’s vendor', async () => {
      const body = await found('searchtown', { keyword: 'pizza' });
      const margherita = body.products.find((p) => p.id === ids.margherita);
      expect(margherita).toMatchObject({
        price: 1190,
        originalPrice: 1190,
        vendorId: ids.pizzeria,
        vendor: { id: ids.pizzeria, name: 'Napoli Pizzeria' },
      });
      // The pizzeria by its name first, then the bistro, which sells pizza too.
      expect(body.vendors.map((v) => v.name)).toEqual(['Napoli Pizzeria', 'Corner Bistro']);
    });
  });

  describe('language (issue 15 part 2: every language of the locality)', () => {
    it('matches a name in any language and answers in the request language', async () => {
      const uk = await found('searchtown', { keyword: 'вареники' }, 'uk');
      expect(uk.products.map((p) => [p.id, p.name])).toEqual([[ids.dumplings, 'Вареники']]);
      // The Ukrainian name finds the dish for an English reader, who sees its English name.
      const en = await found('searchtown', { keyword: 'вареники' }, 'en');
      expect(en.products.map((p) => [p.id, p.name])).toEqual([[ids.dumplings, 'Dumplings']]);
      const uk2 = await found('searchtown', { keyword: 'dumplings' }, 'uk');
      expect(uk2.products.map((p) => [p.id, p.name])).toEqual([[ids.dumplings, 'Вареники']]);
    });

    it('falls back to the English name in a language without a translation', async () => {
      const fr = await found('searchtown', { keyword: 'dumplngs' }, 'fr');
      expect(fr.products.map((p) => p.name)).toEqual(['Dumplings']);
    });

    it.each([
      ['kuwait-city', 'شاورما', 'Chicken shawarma wrap'],
      ['riga', 'zupa', 'Cold beetroot soup'],
      ['sofia-bakery', 'баница', 'Banitsa with boza'],
    ])('in English, %s finds "%s" (%s)', async (code, keyword, englishName) => {
      const body = await found(code, { keyword }, 'en');
      expect(productNames(body)).toContain(englishName);
    });

    it('finds Arabic names in Kuwait City with an Arabic keyword, typo included', async () => {
      for (const keyword of ['مارغريتا', 'مارغاريتا']) {
        const body = await found('kuwait-city', { keyword }, 'ar');
        expect(productNames(body)).toContain('بيتزا مارغريتا');
        for (const product of body.products) expect(product.name).toMatch(/[\u0600-\u06FF]/);
      }
    });

    it('uses the locality language when the request names none', async () => {
      const res = await search('kuwait-city', { keyword: 'مارغريتا' }, {});
      expect(productNames(searchResponseSchema.parse(res.json()))).toContain('بيتزا مارغريتا');
    });
  });

  describe('accents and case never matter (issue 15 part 2)', () => {
    // One dish per storefront language, named as its menu writes it, and what customers type.
    const dishes: [string, string, string[]][] = [
      ['lv', 'Veģetārā pica', ['vegetara', 'VEGETARA', 'vegetārā']],
      ['en', 'Crème Brûlée Tart', ['creme brulee', 'CRÈME BRÛLÉE']],
      ['es', 'Jamón Ibérico con Piña', ['jamon iberico', 'JAMÓN', 'pina']],
      ['fr', 'Œuf cocotte à la crème', ['oeuf', 'oeuf cocotte', 'a la creme', 'ŒUF']],
      ['it', 'Tè verde alla menta', ['te', 'te verde', 'TÈ VERDE']],
      ['mg', 'Mofo sôkôla', ['sokola', 'MOFO SÔKÔLA']],
      ['pt', 'Pão de Queijo com Açaí', ['pao de queijo', 'acai', 'PÃO']],
      // Stress marks, as menus for visitors print them.
      ['bg', 'Бо́за с ба́ница', ['боза', 'БОЗА С БАНИЦА']],
      ['ru', 'Свёкла печёная', ['свекла печеная', 'СВЁКЛА']],
      ['uk', 'Бо́рщ з м’ясом', ['борщ', "БОРЩ З М'ЯСОМ"]],
      ['ar', 'شاورما دجاج', ['شَاوَرْمَا', 'شَاوَرْمَا دَجَاج']],
    ];
    const dishIds = new Map<string, string>();

    beforeAll(async () => {
      const db = t.database.db;
      const [souk] = await db.query.partners.findMany({
        where: (p, { eq: is }) => is(p.code, 'souk'),
      });
      if (!souk) throw new Error('demo partner missing');
      const town = await insertLocality(db, {
        partnerId: souk.id,
        code: 'polyglot-town',
        center: [48, 14],
      });
      const kitchen = await insertVendor(db, { localityId: town.id, name: 'World Kitchen' });
      const menu = await insertSection(db, { vendorId: kitchen.id, name: 'Menu' });
      for (const [lang, name] of dishes) {
        const product = await insertProduct(db, {
          vendorId: kitchen.id,
          sectionId: menu.id,
          name,
          nameI18n: { [lang]: name },
        });
        dishIds.set(name, product.id);
      }
      const arabic = [
        'أرز بالحليب',
        'إفطار ملكي',
        'آيس كريم',
        'ٱلفطيرة',
        'كبة مقلية',
        'حلوى الجبن',
        'برجر لحم',
        // Near names that a typo-tolerant search would put first were the spellings unequal.
        'كبد مشوي',
        'حلوم مشوي',
        'فطار',
      ];
      for (const name of arabic) {
        const product = await insertProduct(db, {
          vendorId: kitchen.id,
          sectionId: menu.id,
          name,
          nameI18n: { ar: name },
        });
        dishIds.set(name, product.id);
      }
    });

    it.each(dishes)(
      'in %s, "%s" is found whatever its accents and case',
      async (lang, name, keywords) => {
        for (const keyword of keywords) {
          const body = await found('polyglot-town', { keyword }, lang);
          expect(body.products.map((p) => p.id)[0], keyword).toBe(dishIds.get(name));
          expect(productNames(body)[0], keyword).toBe(name);
        }
      },
    );

    it.each([
      ['ارز', 'أرز بالحليب'],
      ['افطار', 'إفطار ملكي'],
      ['ايس', 'آيس كريم'],
      ['الفطيره', 'ٱلفطيرة'],
      ['كبه', 'كبة مقلية'],
      ['حلوي', 'حلوى الجبن'],
      ['برغر', 'برجر لحم'],
    ])(
      'in ar, alef forms, ya, ta marbuta and spelling variants: "%s" finds "%s"',
      async (keyword, name) => {
        const body = await found('polyglot-town', { keyword }, 'ar');
        expect(productNames(body)[0]).toBe(name);
      },
    );

    it('finds a word with two neighbouring letters swapped, "Veeģtārā" (issue 15 part 2: Damerau distance 1)', async () => {
      for (const keyword of ['Veeģtārā', 'vgeetara', 'vegetaar']) {
        const body = await found('polyglot-town', { keyword }, 'lv');
        expect(productNames(body)[0]).toBe('Veģetārā pica');
      }
    });

    it('forgives no swapped letters in a word under five letters, so short words do not flood the results (issue 15 part 2)', async () => {
      // "pcia" is "pica" with two letters swapped, "mfoo" is "mofo".
      expect(await found('polyglot-town', { keyword: 'pcia' }, 'lv')).toEqual({
        vendors: [],
        products: [],
      });
      expect(await found('polyglot-town', { keyword: 'mfoo' }, 'mg')).toEqual({
        vendors: [],
        products: [],
      });
    });
  });

  describe('vendors match by what they sell (issue 15 part 2)', () => {
    it('"pizza" in Riga lists every vendor with a pizza on its menu', async () => {
      // The vendors of Riga that sell a pizza, counted through the catalogue.
      const sellers: string[] = [];
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const res = await t.request({
          method: 'GET',
          url: `/api/public/localities/riga/vendors?page=${page}`,
          headers: { 'accept-language': 'en' },
        });
        expect(res.statusCode, res.body).toBe(200);
        const listed = vendorsPageSchema.parse(res.json());
        pages = listed.totalPages;
        for (const vendor of listed.vendors) {
          const menu = await t.request({
            method: 'GET',
            url: `/api/vendors/${vendor.id}/catalogue`,
            headers: { 'accept-language': 'en' },
          });
          expect(menu.statusCode, menu.body).toBe(200);
          const { sections } = catalogResponseSchema.parse(menu.json());
          const names = sections.flatMap((section) => section.products.map((p) => p.name));
          if (names.some((name) => /pizza/i.test(name))) sellers.push(vendor.id);
        }
      }
      // The demo has several pizzerias in Riga, most not called "pizza".
      expect(sellers.length).toBeGreaterThanOrEqual(4);
      const body = await found('riga', { keyword: 'pizza' }, 'en');
      expect(body.vendors.map((v) => v.id)).toEqual(expect.arrayContaining(sellers));
    });

    it('lists sellers by their best name, then in menu order, reading names until 20 are listed', async () => {
      const db = t.database.db;
      const [souk] = await db.query.partners.findMany({
        where: (p, { eq: is }) => is(p.code, 'souk'),
      });
      const town = await insertLocality(db, {
        partnerId: souk?.id as string,
        code: 'sellertown',
        center: [49, 9],
      });
      // Eight names ranked by length ("borscht" exact, then longer names starting with it),
      // each sold by three vendors whose menu order runs against the order they were added in.
      const names = ['Borscht', 'Borscht a', 'Borscht bb', 'Borscht ccc', 'Borscht dddd'];
      names.push('Borscht eeeee', 'Borscht ffffff', 'Borscht ggggggg');
      const expected: string[] = [];
      for (const [rank, name] of names.entries()) {
        const group: string[] = [];
        for (let j = 0; j < 3; j += 1) {
          const vendor = await insertVendor(db, {
            localityId: town.id,
            name: `Kitchen ${rank}-${j}`,
            sortOrder: rank * 10 + (3 - j),
          });
          const section = await insertSection(db, { vendorId: vendor.id, name: 'Menu' });
          await insertProduct(db, { vendorId: vendor.id, sectionId: section.id, name });
          group.unshift(vendor.id);
        }
        expected.push(...group);
      }
      const body = await found('sellertown', { keyword: 'borscht' });
      // The first five names give fifteen sellers; the next names fill the list to twenty.
      expect(body.vendors.map((v) => v.id)).toEqual(expected.slice(0, 20));
    });

    it('lists a vendor by its category in any language, and never one whose only match is a hidden product', async () => {
      const db = t.database.db;
      const [town] = await db.query.localities.findMany({
        where: (l, { eq: is }) => is(l.code, 'searchtown'),
      });
      if (!town) throw new Error('searchtown missing');
      const category = await insertCategory(db, {
        localityId: town.id,
        name: 'Flammkuchen',
        nameI18n: { en: 'Flammkuchen', fr: 'Tarte flambée' },
      });
      const alsace = await insertVendor(db, {
        localityId: town.id,
        name: 'Chez Hansi',
        categoryIds: [category.id],
        sortOrder: 9,
      });
      const shy = await insertVendor(db, {
        localityId: town.id,
        name: 'Quiet Oven',
        sortOrder: 10,
      });
      const shyMenu = await insertSection(db, { vendorId: shy.id, name: 'Menu' });
      await insertProduct(db, {
        vendorId: shy.id,
        sectionId: shyMenu.id,
        name: 'Flammkuchen Classic',
        visible: false,
      });
      const byCategory = await found('searchtown', { keyword: 'tarte flambee' }, 'en');
      expect(byCategory.vendors.map((v) => v.id)).toEqual([alsace.id]);
      const byName = await found('searchtown', { keyword: 'flammkuchen' }, 'en');
      expect(byName.vendors.map((v) => v.id)).toEqual([alsace.id]);
    });
  });

  describe('unavailable results (issue 15 part 2)', () => {
    it('rank a sold-out product below available ones and say it is sold out', async () => {
      const db = t.database.db;
      const [town] = await db.query.localities.findMany({
        where: (l, { eq: is }) => is(l.code, 'searchtown'),
      });
      if (!town) throw new Error('searchtown missing');
      const vendor = await insertVendor(db, { localityId: town.id, name: 'Calzone Corner' });
      const menu = await insertSection(db, { vendorId: vendor.id, name: 'Menu' });
      // The sold-out one is the exact name: without the rule it would come first.
      const soldOut = await insertProduct(db, {
        vendorId: vendor.id,
        sectionId: menu.id,
        name: 'Calzone',
        available: false,
        sortOrder: 0,
      });
      const classic = await insertProduct(db, {
        vendorId: vendor.id,
        sectionId: menu.id,
        name: 'Calzone Classico',
        sortOrder: 1,
      });
      const body = await found('searchtown', { keyword: 'calzone' }, 'en');
      expect(body.products.map((p) => [p.id, p.available])).toEqual([
        [classic.id, true],
        [soldOut.id, false],
      ]);
    });
  });

  describe('scope', () => {
    it('with vendorId searches only that vendor’s products and lists no vendors', async () => {
      const body = await found('searchtown', { keyword: 'margarita', vendorId: ids.bistro });
      expect(body.vendors).toEqual([]);
      // Both are typos of a word; the shorter, closer whole name first.
      expect(body.products.map((p) => p.id)).toEqual([ids.bistroMargherita, ids.slice]);
      expect(new Set(body.products.map((p) => p.vendorId))).toEqual(new Set([ids.bistro]));
    });

    it('with the vendorId of a vendor elsewhere finds nothing', async () => {
      const body = await found('elsewhere', { keyword: 'pizza', vendorId: ids.bistro });
      expect(body).toEqual({ vendors: [], products: [] });
    });

    it('never shows hidden products, products of hidden sections or hidden vendors', async () => {
      const body = await found('searchtown', { keyword: 'pizza' });
      const productIds = body.products.map((p) => p.id);
      for (const hidden of [ids.hiddenProduct, ids.staffPizza, ids.secretPizza]) {
        expect(productIds).not.toContain(hidden);
      }
      expect(body.vendors.map((v) => v.name)).not.toContain('Secret Pizza Club');
      const scoped = await found('searchtown', { keyword: 'staff pizza', vendorId: ids.pizzeria });
      expect(scoped.products.map((p) => p.id)).not.toContain(ids.staffPizza);
    });

    it('never shows another locality’s vendors or products', async () => {
      const body = await found('searchtown', { keyword: 'napoli' });
      expect(body.vendors.map((v) => v.name)).toEqual(['Napoli Pizzeria']);
      const margheritas = await found('searchtown', { keyword: 'pizza margherita' });
      expect(margheritas.products.map((p) => p.id)).not.toContain(ids.farPizza);
    });
    // How soon renames, price changes and hiding show: search-freshness.test.ts.
  });

  describe('transfer', () => {
    it('sends exactly the fields of the contract, nothing the schema would strip', async () => {
      // The answer is serialised by the service, not by the route's response schema.
      const res = await search('searchtown', { keyword: 'pizza' });
      const body: unknown = res.json();
      expect(searchResponseSchema.parse(body)).toEqual(body);
      expect(searchResponseSchema.parse(body).products.length).toBeGreaterThan(0);
    });

    it('lists products across the locality without their option groups, which the product call gives', async () => {
      const body = (await search('searchtown', { keyword: 'pizza margherita' })).json() as {
        products: Record<string, unknown>[];
      };
      const listed = body.products.find((product) => product.id === ids.bistroMargherita);
      expect(listed).toBeDefined();
      expect(listed).not.toHaveProperty('componentGroups');
      const whole = await t.request({
        method: 'GET',
        url: `/api/products/${ids.bistroMargherita}`,
        headers: { 'accept-language': 'en' },
      });
      expect(whole.statusCode, whole.body).toBe(200);
      const { componentGroups, ...rest } = productResponseSchema.parse(whole.json());
      expect(componentGroups.map((group) => group.name)).toEqual(['Size']);
      // Everything else is as the product call says it.
      const { vendor: _listedVendor, ...listedRest } = listed as Record<string, unknown>;
      const { vendor: _wholeVendor, ...wholeRest } = rest;
      expect(listedRest).toEqual(wholeRest);
    });

    it('lists one vendor’s products whole, option groups included, for its list’s quick add', async () => {
      const res = await search('searchtown', { keyword: 'margherita', vendorId: ids.bistro });
      const body: unknown = res.json();
      const parsed = vendorSearchResponseSchema.parse(body);
      expect(parsed).toEqual(body);
      const margherita = parsed.products.find((product) => product.id === ids.bistroMargherita);
      expect(margherita?.componentGroups.map((group) => group.name)).toEqual(['Size']);
      expect(margherita?.componentGroups[0]?.components.map((c) => [c.name, c.price])).toEqual([
        ['Small', 0],
        ['Large', 300],
      ]);
    });

    it('answers a repeated search with the same bytes, compressed when the client accepts it', async () => {
      const plain = await search('searchtown', { keyword: 'pizza' });
      const again = await search('searchtown', { keyword: 'pizza' });
      expect(again.body).toBe(plain.body);
      expect(plain.headers['content-type']).toMatch(/^application\/json/);
      const brotli = await search(
        'searchtown',
        { keyword: 'pizza' },
        { 'accept-language': 'en', 'accept-encoding': 'br, gzip' },
      );
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    });
  });

  describe('errors', () => {
    it('answers 404 LocalityNotFoundException for an unknown locality', async () => {
      const res = await search('atlantis', { keyword: 'pizza' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: 'LocalityNotFoundException' });
    });

    it('answers 404 for another partner’s locality', async () => {
      const res = await search('foreign-town', { keyword: 'pizza' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: 'LocalityNotFoundException' });
    });

    it.each([
      [{ keyword: '' }, 'keyword'],
      [{ keyword: '   ' }, 'keyword'],
      [{ keyword: 'x'.repeat(101) }, 'keyword'],
      [{}, 'keyword'],
      [{ keyword: 42 }, 'keyword'],
      [{ keyword: 'pizza', vendorId: 'not-a-uuid' }, 'vendorId'],
    ])('refuses %j with a 400 naming %s', async (body, field) => {
      const res = await search('searchtown', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        type: 'ValidationException',
        errorCode: 'validation_failed',
      });
      expect(res.json().fieldErrors.map((e: { field: string }) => e.field)).toContain(field);
    });

    it('refuses a body that is not JSON with a 400', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/public/localities/searchtown/search',
        payload: '{"keyword":',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ type: 'ValidationException' });
    });

    it('takes LIKE wildcards and short keywords literally', async () => {
      expect(await found('searchtown', { keyword: '%' })).toEqual({ vendors: [], products: [] });
      expect(await found('searchtown', { keyword: '_' })).toEqual({ vendors: [], products: [] });
      const short = await found('searchtown', { keyword: 'pi' });
      expect(productNames(short)).toContain('Pizza');
      expect(productNames(short)).not.toContain('Minipizza Bites');
    });
  });
});
