import type { Banner, Vendor } from '@souk/contracts';
import { imageUrl, pickVariant } from '@souk/core/image-variant';
import type { Image } from '@souk/contracts';
import { vendorPath } from './vendor-path.ts';

/** Spec 1 §9 "Link-preview image 1500x1500". */
const PREVIEW = 1500;

/**
 * An absolute URL (link previews and search engines need one): the API gives paths when no
 * public origin is configured, taken here as on the site's origin `base`.
 */
function largest(image: Image | null, w: number, h: number, base: string): string | null {
  const variant = image ? pickVariant(image, w, h) : null;
  return image && variant ? new URL(imageUrl(image, variant), `${base}/`).href : null;
}

/** The locality's link-preview image: the first vendor cover at 1500x1500, else a banner. */
export function previewImage(
  vendors: readonly Vendor[],
  banners: readonly Banner[],
  base: string,
): string | null {
  for (const vendor of vendors) {
    const url = largest(vendor.image, PREVIEW, PREVIEW, base);
    if (url) return url;
  }
  for (const banner of banners) {
    const url = largest(banner.image, PREVIEW, PREVIEW, base);
    if (url) return url;
  }
  return null;
}

/** schema.org ItemList of the vendors on the page (restaurants and stores, rated); meta adds the name. */
export function vendorListJsonLd(
  base: string,
  { lang, code, vendors }: { lang: string; code: string; vendors: readonly Vendor[] },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: vendors.length,
    itemListElement: vendors.map((vendor, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': vendor.vendorType === 'STORE' ? 'Store' : 'Restaurant',
        name: vendor.name,
        url: `${base}${vendorPath(lang, code, vendor.id)}`,
        ...(largest(vendor.image, 600, 400, base)
          ? { image: largest(vendor.image, 600, 400, base) }
          : {}),
        ...(vendor.vendorType === 'RESTAURANT' && vendor.categories.length > 0
          ? { servesCuisine: vendor.categories.map((c) => c.name) }
          : {}),
        address: {
          '@type': 'PostalAddress',
          streetAddress: [vendor.street, vendor.houseNumber].filter(Boolean).join(' '),
          addressLocality: vendor.city,
          addressCountry: vendor.country,
        },
        ...(vendor.rating && vendor.ratingCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: vendor.rating,
                ratingCount: vendor.ratingCount,
                bestRating: 5,
              },
            }
          : {}),
      },
    })),
  };
}
