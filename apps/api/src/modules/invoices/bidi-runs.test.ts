import { describe, expect, it } from 'vitest';
import { bidiRuns } from './bidi-runs.ts';

/** Stands in for the Arabic font's coverage: Arabic letters, space and Arabic punctuation. */
const arabicHas = (char: string) => /[\u0600-\u06FF ]/.test(char);

describe('bidi runs', () => {
  it('left-to-right text is one Latin run as written', () => {
    expect(bidiRuns('Order #1042 (paid)', 'ltr', arabicHas)).toEqual([
      { text: 'Order #1042 (paid)', font: 'latin' },
    ]);
  });

  it('an Arabic phrase stays one run in reading order, for the font engine to shape', () => {
    expect(bidiRuns('فاتورة الطلب', 'rtl', arabicHas)).toEqual([
      { text: 'فاتورة الطلب', font: 'arabic' },
    ]);
  });

  it('Latin words and numbers inside Arabic keep their own order, placed right to left', () => {
    // Drawn from the left: the Latin name with its number, then the Arabic word (with the
    // space that separates them, in the Arabic run).
    expect(bidiRuns('الطلب Pizza Milano 1042', 'rtl', arabicHas)).toEqual([
      { text: 'Pizza Milano 1042', font: 'latin' },
      { text: 'الطلب ', font: 'arabic' },
    ]);
    // A number read first sits rightmost.
    expect(bidiRuns('1042 الطلب', 'rtl', arabicHas)).toEqual([
      { text: ' الطلب', font: 'arabic' },
      { text: '1042', font: 'latin' },
    ]);
  });

  it('brackets in a right-to-left stretch are mirrored; emoji are dropped', () => {
    const runs = bidiRuns('(بيتزا) 🍕', 'rtl', arabicHas);
    // The closing bracket of reading order ends up on the left, drawn as an opening one.
    expect(runs.filter((run) => run.text.trim() !== '')).toEqual([
      { text: '(', font: 'latin' },
      { text: 'بيتزا', font: 'arabic' },
      { text: ')', font: 'latin' },
    ]);
    expect(runs.map((run) => run.text).join('')).not.toContain('🍕');
  });
});
