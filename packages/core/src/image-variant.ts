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

/** Spec 1 §9: "Image sizes 600x400 and 300x200." */
const LARGE_IMAGE_SIZE = { w: 600, h: 400 } as const;
const SMALL_IMAGE_SIZE = { w: 300, h: 200 } as const;

/** Landscape ratios (w/h) the product modal can crop into without distortion. */
const MODAL_RATIO_RANGE = { min: 1, max: 2.9 } as const;

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'ftp:']);

/**
 * Spec 1 §4: "Image URLs are accepted only if they start with http, https or ftp."
 * Parsed rather than prefix-matched, so "https-evil:" and "javascript:" fail and
 * the scheme's case does not matter.
 */
export function isAllowedImageUrl(url: string): boolean {
  try {
    return ALLOWED_PROTOCOLS.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

const area = (v: ImageVariant): number => v.w * v.h;
const largestFirst = (a: ImageVariant, b: ImageVariant): number => area(b) - area(a);
const ratio = (v: ImageVariant): number => (v.h === 0 ? Number.POSITIVE_INFINITY : v.w / v.h);

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

const exactly = (image: VariantImage, size: { w: number; h: number }): ImageVariant | undefined =>
  image.variants.find((v) => v.w === size.w && v.h === size.h);

/**
 * Spec 1 §4: "a large variant is chosen at 600x400 (for portrait, ratio below 1),
 * a small one at 300x200, otherwise a ratio between 1 and 2.9, else all variants."
 *
 * Our reading, best variant first (for src, then srcset):
 * 1. large: the variant of exactly 600x400; for a portrait image, which has no
 *    600x400, the largest variant with w/h below 1;
 *    small: the variant of exactly 300x200. If either exists, return those.
 * 2. Otherwise every variant whose w/h is between 1 and 2.9 inclusive, largest first.
 * 3. Otherwise all variants, largest first.
 */
export function pickProductModalVariants(image: VariantImage): ImageVariant[] {
  const bySize = [...image.variants].sort(largestFirst);
  const large = exactly(image, LARGE_IMAGE_SIZE) ?? bySize.find((v) => ratio(v) < 1);
  const small = exactly(image, SMALL_IMAGE_SIZE);
  const chosen = [large, small].filter((v): v is ImageVariant => v !== undefined);
  if (chosen.length > 0) return chosen;

  const inRange = bySize.filter(
    (v) => ratio(v) >= MODAL_RATIO_RANGE.min && ratio(v) <= MODAL_RATIO_RANGE.max,
  );
  return inRange.length > 0 ? inRange : bySize;
}
