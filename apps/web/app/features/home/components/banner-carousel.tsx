import type { Banner } from '@souk/contracts';
import { Link, useLocation } from 'react-router';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { lazyHydrated } from '#app/ui/lazy-hydrated.tsx';
import { vendorPath } from '../vendor-path.ts';
import { VendorImage } from './vendor-image.tsx';

/** Server-rendered; their code comes when the page is idle (swiping needs none). */
const BannerArrows = lazyHydrated(() => import('./banner-arrows.tsx').then((m) => m.BannerArrows));

/**
 * Spec 1 §2 promo banner carousel: swipe or next/back. A banner with an external link opens it
 * in the IframeModal (`?bannerId=…&modal=IframeModal`), a vendor banner opens the vendor. The
 * picture carries no words; the headline is text in the page's language under it, where the
 * arrows (on the picture's middle) cannot cover it.
 */
export function BannerCarousel({
  banners,
  localityCode,
}: {
  banners: Banner[];
  localityCode: string;
}) {
  const { t, locale } = useTranslator();
  const { search } = useLocation();
  if (banners.length === 0) return null;

  return (
    <section
      aria-label={t('home.promotions')}
      aria-roledescription="carousel"
      className="@container relative"
    >
      <ul data-testid="banner-carousel" className="banner-track">
        {banners.map((banner, index) => {
          const content = (
            <>
              <VendorImage image={banner.image} width={600} height={300} eager={index === 0} />
              <p data-testid="banner-headline" className="banner-headline">
                {banner.title}
              </p>
            </>
          );
          const link = banner.externalLink?.match(/^https?:\/\//i)
            ? modalLink(search, 'IframeModal', { bannerId: banner.id })
            : banner.vendorId && { to: vendorPath(locale, localityCode, banner.vendorId) };
          return (
            <li key={banner.id} aria-roledescription="slide">
              {link ? (
                <Link {...link} preventScrollReset className="focus-ring block rounded-3xl">
                  {content}
                </Link>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
      {banners.length > 1 && <BannerArrows />}
    </section>
  );
}
