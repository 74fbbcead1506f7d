import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';
import type { Messages } from './types.ts';
import { cartAr } from './cart/ar.ts';

// The real Arabic cart table: its six plural forms are what the first test reads.
const messages: Partial<Messages> = cartAr;

const { PluralRules, NumberFormat } = Intl;
afterEach(() => Object.assign(Intl, { PluralRules, NumberFormat }));

describe('createTranslator', () => {
  it("picks the locale's plural form and writes the count in its digits", () => {
    const { plural } = createTranslator('ar', messages);
    expect(plural('cart.items', 2)).toBe('منتجان');
    const digits = new Intl.NumberFormat('ar');
    expect(plural('cart.items', 3)).toBe(`${digits.format(3)} منتجات`);
    expect(plural('cart.items', 11)).toBe(`${digits.format(11)} منتجًا`);
    expect(plural('cart.items', 1200)).toBe(`${digits.format(1200)} منتج`);
  });

  it('builds no Intl objects per translator: a page makes one for every component that reads messages', () => {
    let made = 0;
    Object.assign(Intl, {
      PluralRules: class extends PluralRules {
        constructor(...args: ConstructorParameters<typeof PluralRules>) {
          super(...args);
          made += 1;
        }
      },
      NumberFormat: class extends NumberFormat {
        constructor(...args: ConstructorParameters<typeof NumberFormat>) {
          super(...args);
          made += 1;
        }
      },
    });
    for (let i = 0; i < 50; i += 1) createTranslator('lv', messages);
    expect(made).toBe(0);
    for (let i = 0; i < 50; i += 1) createTranslator('lv', messages).plural('cart.items', i);
    expect(made).toBeLessThanOrEqual(1);
  });
});
