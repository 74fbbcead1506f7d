import type { Image } from '@souk/contracts';
import { imageUrl, isAllowedImageUrl, pickVariant } from '@souk/core/image-variant';

/** A decorative picture of a favourite (the smallest covering variant), or a soft block. */
export function FavouriteImage({ image, size }: { image: Image | null; size: number }) {
  const variant = image && pickVariant(image, size, size);
  const src = variant && imageUrl(image, variant);
  if (!src || !isAllowedImageUrl(src)) {
    return <span aria-hidden="true" className="size-16 shrink-0 rounded-2xl bg-primary-soft" />;
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="size-16 shrink-0 rounded-2xl object-cover"
    />
  );
}
