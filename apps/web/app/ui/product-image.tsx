import type { Image } from '@souk/contracts';
import { imageUrl, isAllowedImageUrl, pickVariant, type ImageVariant } from '@souk/core';

interface ProductImageProps {
  image: Image | null;
  /** CSS pixels of the slot; the variant covers twice that for sharp screens. */
  width: number;
  height: number;
  sizes: string;
  className?: string;
  eager?: boolean;
  /** The page's main picture (largest paint): fetched before anything else. */
  priority?: boolean;
}

/** Only http, https and ftp URLs are shown (spec 1 §4); anything else leaves the placeholder. */
export function safeImageUrl(image: Image, variant: ImageVariant): string | null {
  const url = imageUrl(image, variant);
  return isAllowedImageUrl(url) ? url : null;
}

/**
 * A product or vendor picture from its pre-rendered variants: `src` is the smallest variant
 * covering the slot at 2x, `srcset` lets the browser go smaller or larger. Decorative: the
 * name next to it says what it is.
 */
export function ProductImage({
  image,
  width,
  height,
  sizes,
  className,
  eager,
  priority,
}: ProductImageProps) {
  const variant = image ? pickVariant(image, width * 2, height * 2) : null;
  const src = image && variant ? safeImageUrl(image, variant) : null;
  if (!image || !src) {
    return <div aria-hidden="true" className={`bg-primary-soft ${className ?? ''}`} />;
  }
  // Only variants of the same shape: a square link-preview variant would crop differently.
  const ratio = variant ? variant.w / variant.h : 1;
  const srcSet = image.variants
    .filter((v) => Math.abs(v.w / v.h - ratio) < 0.05)
    .map((v) => [safeImageUrl(image, v), v.w] as const)
    .filter((entry): entry is readonly [string, number] => entry[0] !== null)
    .map(([url, w]) => `${url} ${w}w`)
    .join(', ');
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`bg-primary-soft object-cover ${className ?? ''}`}
    />
  );
}
