/**
 * The product dialog's picture choice, apart from image-variant.ts: only the dialog (loaded when
 * it opens) needs it, and every page's first load carries image-variant.ts.
 */
import { largestFirst, type ImageVariant, type VariantImage } from './image-variant.ts';

/** Spec 1 §9: "Image sizes 600x400 and 300x200." */
const LARGE_IMAGE_SIZE = { w: 600, h: 400 } as const;
const SMALL_IMAGE_SIZE = { w: 300, h: 200 } as const;

/** Landscape ratios (w/h) the product modal can crop into without distortion. */
const MODAL_RATIO_RANGE = { min: 1, max: 2.9 } as const;

const ratio = (v: ImageVariant): number => (v.h === 0 ? Number.POSITIVE_INFINITY : v.w / v.h);

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
