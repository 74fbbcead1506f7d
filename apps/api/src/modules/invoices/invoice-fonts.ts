/**
 * The invoice's embedded fonts, read once from the npm packages that ship them (OFL-1.1, see
 * THIRD_PARTY_NOTICES.md): Noto Sans for Latin, Latvian and Cyrillic text, Noto Naskh Arabic for
 * Arabic. Embedding them makes every invoice readable without fonts on the reader's machine.
 */
import { readFileSync } from 'node:fs';

/** Each package's entry sits in dist/, its font files in fonts/ beside it. */
function fontFile(entry: string, file: string): Buffer {
  return readFileSync(new URL(`../fonts/${file}`, entry));
}

export interface InvoiceFonts {
  latin: Buffer;
  latinBold: Buffer;
  arabic: Buffer;
  arabicBold: Buffer;
}

let loaded: InvoiceFonts | null = null;

export function invoiceFonts(): InvoiceFonts {
  loaded ??= {
    latin: fontFile(import.meta.resolve('@embedpdf/fonts-latin'), 'NotoSans-Regular.ttf'),
    latinBold: fontFile(import.meta.resolve('@embedpdf/fonts-latin'), 'NotoSans-Bold.ttf'),
    arabic: fontFile(import.meta.resolve('@embedpdf/fonts-arabic'), 'NotoNaskhArabic-Regular.ttf'),
    arabicBold: fontFile(import.meta.resolve('@embedpdf/fonts-arabic'), 'NotoNaskhArabic-Bold.ttf'),
  };
  return loaded;
}

/**
 * Non-letters Noto Naskh Arabic draws itself (checked against the font file). Spaces are left
 * to Noto Sans: inside a shaped Arabic run pdfkit drew them with no width.
 */
const ARABIC_FONT_NEUTRALS = new Set(['.', ',', ':', '!', '،', '؛', '؟', '٫', '٬']);

export function arabicFontHas(char: string): boolean {
  return ARABIC_FONT_NEUTRALS.has(char);
}
