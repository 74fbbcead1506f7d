import type { Image } from '@souk/contracts';
import { imageUrl, isAllowedImageUrl, pickVariant } from '@souk/core/image-variant';

interface VendorImageProps {
  image: Image | null;
  /** CSS pixels of the slot; the smallest variant covering it is used (spec 1 §4). */
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
  /** The page's largest paint: fetched before the other images (at most one per page). */
  priority?: boolean;
}

/**
 * A decorative variant image (http/https/ftp only), or a soft placeholder when there is none.
 * While the picture is on its way its box, sized by width and height, shows the same soft
 * colour (issue 15 part 3: on slow 3G the banners were a blank gap for seconds).
 */
export function VendorImage({
  image,
  width,
  height,
  className,
  eager,
  priority,
}: VendorImageProps) {
  const variant = image && pickVariant(image, width, height);
  const src = variant && imageUrl(image, variant);
  if (!src || !isAllowedImageUrl(src)) {
    return <span aria-hidden="true" className={`bg-primary-soft ${className ?? ''}`} />;
  }
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={eager || priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={`bg-primary-soft object-cover ${className ?? ''}`}
    />
  );
}
