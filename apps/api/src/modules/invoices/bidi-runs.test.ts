import { describe, expect, it } from 'vitest';
import { bidiRuns } from './bidi-runs.ts';
import { arabicFontHas as arabicHas } from './invoice-fonts.ts';

describe('bidi runs', () => {
  it('left-to-right text is one Latin run as written', () => {
    expect(bidiRuns('Order #1042 (paid)', 'ltr', arabicHas)).toEqual([
      { text: 'Order #1042 (paid)', font: 'latin' },
    ]);
  });

  it('Arabic words come in reading order, for the font engine to shape; the last is leftmost', () => {
    expect(bidiRuns('فاتورة الطلب:', 'rtl', arabicHas)).toEqual([
      { text: 'الطلب:', font: 'arabic' },
      { text: ' ', font: 'latin' },
      { text: 'فاتورة', font: 'arabic' },
    ]);
  });

  it('vowel marks stay with their letters in the Arabic font', () => {
    expect(bidiRuns('نقدًا', 'rtl', arabicHas)).toEqual([{ text: 'نقدًا', font: 'arabic' }]);
  });

  it('Latin words and numbers inside Arabic keep their own order, placed right to left', () => {
    // Drawn from the left: the Latin name with its number, the space, then the Arabic word.
    expect(bidiRuns('الطلب Pizza Milano 1042', 'rtl', arabicHas)).toEqual([
      { text: 'Pizza Milano 1042', font: 'latin' },
      { text: ' ', font: 'latin' },
      { text: 'الطلب', font: 'arabic' },
    ]);
    // A number read first sits rightmost.
    expect(bidiRuns('1042 الطلب', 'rtl', arabicHas)).toEqual([
      { text: 'الطلب', font: 'arabic' },
      { text: ' ', font: 'latin' },
      { text: '1042', font: 'latin' },
    ]);
  });

  it('brackets in a right-to-left stretch are mirrored; emoji are dropped', () => {
    const runs = bidiRuns('(بيتزا)🍕', 'rtl', arabicHas);
    // The closing bracket of reading order ends up on the left, drawn as an opening one.
    expect(runs.filter((run) => run.text.trim() !== '')).toEqual([
      { text: '(', font: 'latin' },
      { text: 'بيتزا', font: 'arabic' },
      { text: ')', font: 'latin' },
    ]);
    expect(runs.map((run) => run.text).join('')).not.toContain('🍕');
  });
});
