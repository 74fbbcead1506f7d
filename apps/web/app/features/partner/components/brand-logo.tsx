import { imageUrl, pickVariant } from '@souk/core';
import type { PublicInfo } from '@souk/contracts';

const LOGO_HEIGHT = 40;

/** The partner's image logo, or its platform name set as a text logo. */
export function BrandLogo({ info }: { info: PublicInfo }) {
  const variant = !info.textLogo && info.logo ? pickVariant(info.logo, 1, LOGO_HEIGHT * 2) : null;
  if (info.logo && variant) {
    return (
      <img
        src={imageUrl(info.logo, variant)}
        alt={info.platformName}
        height={LOGO_HEIGHT}
        width={Math.round((variant.w / variant.h) * LOGO_HEIGHT)}
        className="h-10 w-auto object-contain"
      />
    );
  }
  return (
    <span className="text-xl font-extrabold tracking-tight text-primary sm:text-2xl">
      {info.platformName}
    </span>
  );
}
