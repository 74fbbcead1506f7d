/**
 * Lays one line of text out for drawing from left to right: the Unicode bidirectional algorithm
 * (bidi-js) orders mixed right-to-left and left-to-right text, and the line is cut into runs
 * that each use one font. An Arabic run is handed back in its logical order, because the font
 * engine (fontkit, inside pdfkit) shapes Arabic joining forms and then reverses the run itself;
 * every other run comes in visual order, with brackets mirrored where they sit in a
 * right-to-left stretch.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

export type RunFont = 'latin' | 'arabic';

export interface TextRun {
  text: string;
  font: RunFont;
}

/** Arabic letters, digits and the vowel marks (tanwin, shadda…), which belong to it too. */
const ARABIC_SCRIPT = /\p{Script_Extensions=Arabic}/u;
/** Characters outside the Basic Multilingual Plane (emoji): neither font draws them. */
const ASTRAL = /[\u{10000}-\u{10FFFF}]/gu;

/**
 * Arabic letters and marks use the Arabic font; so does punctuation inside a right-to-left
 * stretch that the Arabic font can draw (Arabic comma, colon), so it joins the shaped run.
 */
function fontOf(char: string, level: number, arabicHas: (char: string) => boolean): RunFont {
  if (ARABIC_SCRIPT.test(char)) return 'arabic';
  if (level % 2 === 1 && !/[\p{L}\p{N}]/u.test(char) && arabicHas(char)) return 'arabic';
  return 'latin';
}

export function bidiRuns(
  raw: string,
  direction: 'ltr' | 'rtl',
  arabicHas: (char: string) => boolean,
): TextRun[] {
  const text = raw.replace(ASTRAL, '');
  if (text.length === 0) return [];
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const { levels } = embedding;
  const visual = bidi.getReorderedIndices(text, embedding);
  const runs: { indices: number[]; font: RunFont; rtl: boolean }[] = [];
  for (const index of visual) {
    const char = text[index]!;
    const level = levels[index]!;
    const font = fontOf(char, level, arabicHas);
    const rtl = level % 2 === 1;
    const last = runs.at(-1);
    if (last && last.font === font && last.rtl === rtl) last.indices.push(index);
    else runs.push({ indices: [index], font, rtl });
  }
  return runs.map(({ indices, font, rtl }) => {
    if (font === 'arabic' && rtl) {
      // Back to reading order: the font engine shapes it and lays it out right to left.
      const logical = [...indices].reverse();
      return { text: logical.map((index) => text[index]).join(''), font };
    }
    const chars = indices.map((index) => {
      const char = text[index]!;
      return rtl ? (bidi.getMirroredCharacter(char) ?? char) : char;
    });
    return { text: chars.join(''), font };
  });
}
