import type { Image } from '@souk/contracts';
import { imageUrl, isAllowedImageUrl, pickVariant } from '@souk/core/image-variant';

interface VendorImageProps {
  image: Image | null;
  /** CSS pixels of the slot; the smallest variant covering it is used (spec 1 §4). */
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}

/** A decorative variant image, or a soft placeholder when there is none (or an unsafe URL). */
export function VendorImage({ image, width, height, className = '', eager }: VendorImageProps) {
  const variant = image ? pickVariant(image, width, height) : null;
  const src = image && variant ? imageUrl(image, variant) : null;
  if (!src || !isSafe(src))
    return <span aria-hidden="true" className={`bg-primary-soft ${className}`} />;
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`object-cover ${className}`}
    />
  );
}

/** Site paths (`/images/…`) and http(s)/ftp URLs only. */
function isSafe(src: string): boolean {
  return (src.startsWith('/') && !src.startsWith('//')) || isAllowedImageUrl(src);
}
