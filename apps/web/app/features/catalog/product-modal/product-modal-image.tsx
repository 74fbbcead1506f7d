import type { Image } from '@souk/contracts';
import { pickProductModalVariants } from '@souk/core';
import { safeImageUrl } from '#app/ui/product-image.tsx';

/**
 * Spec 1 §4 "Product image choice" for the modal: the large (600x400) variant as `src`, the
 * chosen ones as `srcset`. Only http, https and ftp URLs are used. On phones the picture is a
 * low band, so the choices below it are in view when the dialog opens (spec 1 §2 product modal).
 */
const frame = 'aspect-[3/2] max-h-40 w-full md:max-h-none';

export function ProductModalImage({ image }: { image: Image | null }) {
  const candidates = image
    ? pickProductModalVariants(image)
        .map((variant) => ({ variant, url: safeImageUrl(image, variant) }))
        .filter(
          (entry): entry is { variant: typeof entry.variant; url: string } => entry.url !== null,
        )
    : [];
  const best = candidates[0];
  if (!best) return <div aria-hidden="true" className={`${frame} bg-primary-soft`} />;
  return (
    <img
      data-testid="product-modal-image"
      src={best.url}
      srcSet={candidates.map(({ url, variant }) => `${url} ${variant.w}w`).join(', ')}
      sizes="(min-width: 768px) 576px, 100vw"
      width={best.variant.w}
      height={best.variant.h}
      alt=""
      className={`${frame} bg-primary-soft object-cover`}
    />
  );
}
