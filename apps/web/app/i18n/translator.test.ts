import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';
import type { Messages } from './types.ts';
import { cartAr } from './cart/ar.ts';

// The real Arabic cart table: its six plural forms are what the first test reads.
const messages: Partial<Messages> = cartAr;

const { PluralRules, NumberFormat } = Intl;
const { toLocaleString } = Number.prototype;
afterEach(() => {
  Object.assign(Intl, { PluralRules, NumberFormat });
  Number.prototype.toLocaleString = toLocaleString;
});

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
    const made = { PluralRules: 0, NumberFormat: 0 };
    Object.assign(Intl, {
      PluralRules: class extends PluralRules {
        constructor(...args: ConstructorParameters<typeof PluralRules>) {
          super(...args);
          made.PluralRules += 1;
        }
      },
      NumberFormat: class extends NumberFormat {
        constructor(...args: ConstructorParameters<typeof NumberFormat>) {
          super(...args);
          made.NumberFormat += 1;
        }
      },
    });
    for (let i = 0; i < 50; i += 1) createTranslator('lv', messages);
    expect(made).toEqual({ PluralRules: 0, NumberFormat: 0 });
    for (let i = 0; i < 50; i += 1) createTranslator('lv', messages).plural('cart.items', i);
    expect(made).toEqual({ PluralRules: 1, NumberFormat: 1 });
  });

  it('writes counts with the kept format, not a new one per count', () => {
    // `toLocaleString(locale)` builds a whole number format on every call: 40–160 µs each in
    // Chromium against 3–4 µs for a kept one, and the home counts something on every card.
    let built = 0;
    Number.prototype.toLocaleString = function (this: number, ...args) {
      built += 1;
      return toLocaleString.apply(this, args);
    };
    const { plural } = createTranslator('uk', messages);
    for (let i = 0; i < 20; i += 1) plural('cart.items', i);
    expect(built).toBe(0);
  });
});
