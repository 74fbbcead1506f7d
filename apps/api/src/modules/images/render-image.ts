/**
 * Composes a picture from an image row: the emoji on a soft gradient of the row's colour, plus the
 * label for banners and the logo, rasterised by sharp (librsvg) into the requested WebP variant.
 */
import sharp from 'sharp';
import type { ImageKind, ImageVariant } from './image-variants.ts';
import { loadEmojiSvg } from './twemoji.ts';

export interface RenderableImage {
  kind: ImageKind;
  emoji: string;
  background: string;
  label: string | null;
}

const FONT_FAMILY = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";
const DEFAULT_BACKGROUND = '#e7e5e4';
const ARABIC_SCRIPT = /[\u0600-\u06ff]/;

export async function renderImage(image: RenderableImage, variant: ImageVariant): Promise<Buffer> {
  const withText = image.label !== null && image.label.trim() !== '' && (await fontsAvailable());
  try {
    return await rasterise(await composeSvg(image, variant, withText), variant);
  } catch (error) {
    // A broken font set-up must not cost the picture: try once more without the caption.
    if (!withText) throw error;
    return rasterise(await composeSvg(image, variant, false), variant);
  }
}

function rasterise(svg: string, variant: ImageVariant): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(variant.w, variant.h, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
}

export async function composeSvg(
  image: RenderableImage,
  variant: ImageVariant,
  withText: boolean,
): Promise<string> {
  const { w, h } = variant;
  const base = /^#[0-9a-f]{6}$/i.test(image.background)
    ? image.background.toLowerCase()
    : DEFAULT_BACKGROUND;
  const emoji = await loadEmojiSvg(image.emoji);
  const label = withText && image.label ? image.label.trim() : null;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs><linearGradient id="souk-bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${mix(base, '#ffffff', 0.18)}"/><stop offset="1" stop-color="${mix(base, '#000000', 0.12)}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#souk-bg)"/>`,
    // Two faint discs give large pictures some depth without distracting from the emoji.
    `<circle cx="${r(w * 0.85)}" cy="${r(h * 0.15)}" r="${r(Math.max(w, h) * 0.35)}" fill="#ffffff" fill-opacity="0.10"/>`,
    `<circle cx="${r(w * 0.1)}" cy="${r(h * 0.95)}" r="${r(Math.max(w, h) * 0.25)}" fill="#ffffff" fill-opacity="0.08"/>`,
  ];
  if (label) {
    parts.push(...captioned(image.kind, variant, emoji, label, base));
  } else {
    const size =
      Math.min(w, h) * (image.kind === 'vendor-cover' || image.kind === 'banner' ? 0.5 : 0.62);
    parts.push(placeEmoji(emoji, (w - size) / 2, (h - size) / 2, size));
  }
  parts.push('</svg>');
  return parts.join('');
}

/** Emoji at one end, the label at the other; right-to-left labels swap the ends. */
function captioned(
  kind: ImageKind,
  variant: ImageVariant,
  emoji: string,
  label: string,
  base: string,
): string[] {
  const { w, h } = variant;
  const rtl = ARABIC_SCRIPT.test(label);
  const logo = kind === 'logo';
  const pad = h * (logo ? 0.12 : 0.1);
  const size = h * (logo ? 0.76 : 0.7);
  const emojiAtStart = logo !== rtl;
  const emojiX = emojiAtStart ? pad : w - pad - size;
  const available = w - size - pad * 3;
  const textLeft = emojiAtStart ? pad * 2 + size : pad;

  const { lines, fontSize } = fitText(
    label,
    available,
    h * (logo ? 0.42 : 0.15),
    h * 0.08,
    logo ? 1 : 3,
  );
  const lineHeight = fontSize * 1.2;
  const firstBaseline = h / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  // With direction="rtl" the start of the text is its right edge (SVG 2), so x is that edge.
  const x = rtl ? textLeft + available : textLeft;
  const text = lines
    .map(
      (line, i) =>
        `<tspan x="${r(x)}" y="${r(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const fill = luminance(base) > 0.55 ? '#1c1917' : '#ffffff';
  return [
    placeEmoji(emoji, emojiX, (h - size) / 2, size),
    `<text font-family="${FONT_FAMILY}" font-weight="700" font-size="${r(fontSize)}" fill="${fill}"${rtl ? ' direction="rtl"' : ''}>${text}</text>`,
  ];
}

/** Bold sans glyphs average about 0.62 em wide: close enough to fit a caption without measuring. */
const CHAR_WIDTH_EM = 0.62;

/**
 * The largest font size (from `max` down to `min`) at which the label wraps into at most
 * `maxLines` lines; at `min` whatever does not fit is cut with an ellipsis.
 */
function fitText(label: string, width: number, max: number, min: number, maxLines: number) {
  const words = label.split(/\s+/).filter(Boolean);
  for (let fontSize = max; fontSize >= min; fontSize *= 0.92) {
    const lines = wrapWords(words, Math.floor(width / (fontSize * CHAR_WIDTH_EM)));
    if (
      lines.length <= maxLines &&
      lines.every((line) => line.length * fontSize * CHAR_WIDTH_EM <= width)
    ) {
      return { lines, fontSize };
    }
  }
  const perLine = Math.max(1, Math.floor(width / (min * CHAR_WIDTH_EM)));
  const lines = wrapWords(words, perLine).slice(0, maxLines);
  const last = lines.length - 1;
  lines[last] = `${(lines[last] ?? '').slice(0, Math.max(1, perLine - 1))}…`;
  return { lines, fontSize: min };
}

function wrapWords(words: string[], perLine: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (current && current.length + 1 + word.length > perLine) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Nests the Twemoji document as a positioned <svg>; its own viewBox scales it. */
function placeEmoji(emojiSvg: string, x: number, y: number, size: number): string {
  return emojiSvg.replace(/<svg\b([^>]*)>/, (_match, attributes: string) => {
    const kept = attributes.replace(/\s(?:x|y|width|height)="[^"]*"/g, '');
    return `<svg x="${r(x)}" y="${r(y)}" width="${r(size)}" height="${r(size)}"${kept}>`;
  });
}

let fontProbe: Promise<boolean> | null = null;

/**
 * Captions need a font; a bare container may have none, and then librsvg draws nothing or boxes.
 * Render "Hg" once and look for ink before trusting text.
 */
function fontsAvailable(): Promise<boolean> {
  fontProbe ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="#ffffff"/><text x="4" y="26" font-size="24" font-family="${FONT_FAMILY}">Hg</text></svg>`,
    ),
  )
    .stats()
    .then((stats) => stats.channels.slice(0, 3).some((channel) => channel.min < 128))
    .catch(() => false);
  return fontProbe;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function r(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(hex: string, other: string, amount: number): string {
  const a = channels(hex);
  const b = channels(other);
  return `#${a
    .map((value, i) =>
      Math.round(value + ((b[i] ?? 0) - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance (WCAG), to pick dark or light caption text. */
function luminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}
