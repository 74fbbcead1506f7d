/**
 * Reads Twemoji artwork (graphics CC-BY 4.0, see THIRD_PARTY_NOTICES.md) from the installed
 * @twemoji/svg package. Nothing is downloaded.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const TWEMOJI_DIR = path.dirname(require.resolve('@twemoji/svg/package.json'));

/** Code points as in Twemoji file names: lower-case hex joined by '-'. Also keeps paths safe. */
const CODE_POINTS = /^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6})*$/;

/** Shown when an image row names an emoji Twemoji does not have: a framed picture. */
const FALLBACK_EMOJI = '1f5bc';

/** Drawn by hand, for the day the fallback file is missing too. */
const NEUTRAL_GLYPH =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle cx="18" cy="18" r="16" fill="#ffffff" fill-opacity="0.85"/><circle cx="18" cy="18" r="7" fill="#a8a29e"/></svg>';

const cache = new Map<string, Promise<string | null>>();

function readEmoji(codePoints: string): Promise<string | null> {
  let pending = cache.get(codePoints);
  if (!pending) {
    pending = fs.readFile(path.join(TWEMOJI_DIR, `${codePoints}.svg`), 'utf8').catch(() => null);
    cache.set(codePoints, pending);
  }
  return pending;
}

/**
 * The SVG document for some code points. Twemoji drops the U+FE0F variation selector from most
 * file names, so that spelling is tried too; unknown code points get the fallback glyph.
 */
export async function loadEmojiSvg(codePoints: string): Promise<string> {
  const normalized = codePoints.trim().toLowerCase();
  if (CODE_POINTS.test(normalized)) {
    const candidates = [normalized, normalized.replace(/-fe0f/g, '')];
    for (const candidate of candidates) {
      const svg = await readEmoji(candidate);
      if (svg) return svg;
    }
  }
  return (await readEmoji(FALLBACK_EMOJI)) ?? NEUTRAL_GLYPH;
}

export async function hasEmoji(codePoints: string): Promise<boolean> {
  return CODE_POINTS.test(codePoints) && (await readEmoji(codePoints)) !== null;
}
