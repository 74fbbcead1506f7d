/**
 * The production serializer of cart answers (cart-answer-json.ts) splices each suggested
 * product's JSON, made once per product object, into the rest of the answer: what it sends must
 * read back exactly as `JSON.stringify` of the same answer, and leave the answer as it was.
 */
import { describe, expect, it } from 'vitest';
import { cartAnswerJson } from './cart-answer-json.ts';

const product = (id: string, name: string) => ({
  id,
  name,
  price: 1250,
  discountPrice: null,
  image: { url: `https://img.test/${id}.webp`, width: 320 },
  attributes: ['VEGAN'],
});

function answer(comment: string, sections: { key: string; name: string; products: object[] }[]) {
  return {
    cart: {
      cartId: 'c1',
      vendorCarts: [{ items: [{ comment, count: 2 }] }],
      uiControls: { computedSections: sections },
      updatedAt: '2026-11-27T12:00:00.000Z',
    },
    validateCartResult: { valid: true, invalidProducts: [] },
  };
}

describe('cart answer JSON', () => {
  it('reads back as JSON.stringify of the same answer, suggestions included', () => {
    const products = [product('p1', 'Falafel "wrap"'), product('p2', 'Şiş kebap \u2028')];
    const data = answer('no onions', [{ key: 'cart-suggestions', name: 'Popular', products }]);
    expect(JSON.parse(cartAnswerJson(data))).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it('leaves the answer as it was (the sections are put back)', () => {
    const products = [product('p1', 'Falafel')];
    const sections = [{ key: 'cart-suggestions', name: 'Popular', products }];
    const data = answer('', sections);
    cartAnswerJson(data);
    expect(data.cart.uiControls.computedSections).toBe(sections);
  });

  it('a comment that looks like the stand-in changes nothing: the stand-in cannot be guessed', () => {
    const products = [product('p1', 'Falafel')];
    const comment = '"souk-suggestions-00000000-0000-0000-0000-000000000000"';
    const data = answer(comment, [{ key: 'cart-suggestions', name: 'Popular', products }]);
    const sent = JSON.parse(cartAnswerJson(data)) as ReturnType<typeof answer>;
    expect(sent.cart.vendorCarts[0]?.items[0]?.comment).toBe(comment);
    expect(sent).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it('a product object is serialised as it is when first sent; a changed menu brings a new object', () => {
    const first = product('p1', 'Falafel');
    const data = answer('', [{ key: 'cart-suggestions', name: 'Popular', products: [first] }]);
    expect(cartAnswerJson(data)).toContain('"Falafel"');
    const renamed = { ...first, name: 'Falafel plate' };
    const next = answer('', [{ key: 'cart-suggestions', name: 'Popular', products: [renamed] }]);
    expect(cartAnswerJson(next)).toContain('"Falafel plate"');
  });

  it('answers without suggestions, errors and empty bodies are plain JSON.stringify', () => {
    const empty = answer('', []);
    const refusal = { type: 'CartNotFoundException', errorCode: 'cartNotFound', message: 'x' };
    for (const data of [empty, refusal, null, { cart: null }]) {
      expect(cartAnswerJson(data)).toBe(JSON.stringify(data));
    }
  });
});
