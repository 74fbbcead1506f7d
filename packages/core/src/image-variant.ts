/**
 * Product and vendor images come as a base path plus pre-rendered variants
 * (spec 1 §3: "image (basePath plus variants with w, h, n)"). Picking the right
 * variant keeps pages from downloading full-size images for small slots.
 */

export interface ImageVariant {
  readonly w: number;
  readonly h: number;
  /** File name under basePath. */
  readonly n: string;
}

export interface VariantImage {
  readonly basePath: string;
  readonly variants: readonly ImageVariant[];
}

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'ftp:']);

/**
 * Spec 1 §4: "Image URLs are accepted only if they start with http, https or ftp."
 * Parsed rather than prefix-matched, so "https-evil:" and "javascript:" fail and
 * the scheme's case does not matter. A path from the root ("/images/…", as the API gives when
 * no public origin is configured) is on the page's own http(s) origin, so it passes; other
 * relative forms ("//host/…", "a.png", "") do not.
 */
export function isAllowedImageUrl(url: string): boolean {
  if (/^\/(?!\/)/.test(url)) return true;
  try {
    return ALLOWED_PROTOCOLS.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

const area = (v: ImageVariant): number => v.w * v.h;
export const largestFirst = (a: ImageVariant, b: ImageVariant): number => area(b) - area(a);

/**
 * Spec 1 §4: "the smallest variant covering the needed width and height is used".
 * When none covers both, the largest is the least blurry choice. Null only for an
 * image with no variants.
 */
export function pickVariant(
  image: VariantImage,
  neededW: number,
  neededH: number,
): ImageVariant | null {
  const bySize = [...image.variants].sort(largestFirst);
  const covering = bySize.filter((v) => v.w >= neededW && v.h >= neededH);
  return covering.at(-1) ?? bySize[0] ?? null;
}

/** URL of a variant. A trailing slash on basePath is not doubled. */
export function imageUrl(image: VariantImage, variant: ImageVariant): string {
  return `${image.basePath.replace(/\/+$/, '')}/${variant.n}`;
}
