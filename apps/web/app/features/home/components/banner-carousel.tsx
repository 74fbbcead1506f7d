import type { Banner } from '@souk/contracts';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { BackIcon, NextIcon } from '#app/ui/browsing-icons.tsx';
import { vendorPath } from '../vendor-path.ts';
import { VendorImage } from './vendor-image.tsx';

/**
 * Spec 1 §2 promo banner carousel: swipe or next/back. A banner with an external link opens it
 * in the IframeModal (`?bannerId=…&modal=IframeModal`), a vendor banner opens the vendor.
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
  const track = useRef<HTMLUListElement>(null);
  if (banners.length === 0) return null;
  const slide = (direction: number) => {
    const list = track.current;
    // scrollBy is physical: in RTL "next" moves to the left.
    if (list)
      list.scrollBy({
        left: direction * list.clientWidth * 0.8 * (list.matches(':dir(rtl)') ? -1 : 1),
      });
  };

  return (
    <section aria-label={t('home.promotions')} aria-roledescription="carousel" className="relative">
      <ul ref={track} data-testid="banner-carousel" className="banner-track">
        {banners.map((banner, index) => {
          const image = (
            <VendorImage image={banner.image} width={600} height={300} eager={index === 0} />
          );
          const link = banner.externalLink?.match(/^https?:\/\//i)
            ? modalLink(search, 'IframeModal', { bannerId: banner.id })
            : banner.vendorId && { to: vendorPath(locale, localityCode, banner.vendorId) };
          return (
            <li key={banner.id} aria-roledescription="slide">
              {link ? (
                <Link
                  {...link}
                  preventScrollReset
                  aria-label={banner.title}
                  className="focus-ring block rounded-3xl"
                >
                  {image}
                </Link>
              ) : (
                <div role="img" aria-label={banner.title}>
                  {image}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {banners.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => slide(-1)}
            aria-label={t('banner.previous')}
            className="banner-arrow -start-3"
          >
            <BackIcon />
          </button>
          <button
            type="button"
            onClick={() => slide(1)}
            aria-label={t('banner.next')}
            className="banner-arrow -end-3"
          >
            <NextIcon />
          </button>
        </>
      )}
    </section>
  );
}
