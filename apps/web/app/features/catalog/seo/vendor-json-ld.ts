import type { CatalogResponse, Image, Product } from '@souk/contracts';
import { fromMinorUnits, imageUrl, isAllowedImageUrl, pickVariant } from '@souk/core';

/** Spec 1 §9: "Link-preview image 1500x1500." */
const PREVIEW_SIZE = 1500;

export interface VendorJsonLdInput {
  catalog: CatalogResponse;
  currencyCode: string;
  /** Absolute URL of the vendor page. */
  pageUrl: string;
}

type JsonLd = Record<string, unknown>;

/**
 * The largest variant at most 1500x1500 that covers it, as an absolute http(s) URL: link
 * previews and search engines need one, and the API gives paths when no origin is configured,
 * so a path is taken as on the page's origin.
 */
export function previewImageUrl(image: Image | null, pageUrl: string): string | null {
  if (!image) return null;
  const variant = pickVariant(image, PREVIEW_SIZE, PREVIEW_SIZE);
  const url = variant ? imageUrl(image, variant) : null;
  return url && isAllowedImageUrl(url) ? new URL(url, pageUrl).href : null;
}

function menuItem(product: Product, currencyCode: string, pageUrl: string): JsonLd {
  const image = previewImageUrl(product.image, pageUrl);
  return {
    '@type': 'MenuItem',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(image ? { image } : {}),
    offers: {
      '@type': 'Offer',
      // schema.org prices are decimal numbers in major units.
      price: fromMinorUnits(product.price, currencyCode),
      priceCurrency: currencyCode,
      availability: product.available
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    },
  };
}

/**
 * schema.org `Restaurant` (or `Store`) with `hasMenu` → `Menu` → `MenuSection`s →
 * `MenuItem`s and offers in the locality's currency, so search engines can show the menu.
 */
export function vendorJsonLd({ catalog, currencyCode, pageUrl }: VendorJsonLdInput): JsonLd {
  const { vendor, sections } = catalog;
  const image = previewImageUrl(vendor.image, pageUrl);
  const address = [vendor.street, vendor.houseNumber].filter(Boolean).join(' ');
  return {
    '@context': 'https://schema.org',
    '@type': vendor.vendorType === 'STORE' ? 'Store' : 'Restaurant',
    '@id': pageUrl,
    url: pageUrl,
    name: vendor.name,
    ...(vendor.description ? { description: vendor.description } : {}),
    ...(image ? { image } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address,
      addressLocality: vendor.city,
      addressCountry: vendor.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: vendor.latitude, longitude: vendor.longitude },
    ...(vendor.rating !== null && vendor.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: vendor.rating,
            ratingCount: vendor.ratingCount,
            bestRating: 5,
          },
        }
      : {}),
    openingHoursSpecification: vendor.workingHours.map((interval) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${interval.day.charAt(0)}${interval.day.slice(1).toLowerCase()}`,
      opens: interval.from,
      closes: interval.until === '24:00:00' ? '23:59:59' : interval.until,
    })),
    hasMenu: {
      '@type': 'Menu',
      hasMenuSection: sections.map((section) => ({
        '@type': 'MenuSection',
        name: section.name,
        hasMenuItem: section.products.map((product) => menuItem(product, currencyCode, pageUrl)),
      })),
    },
  };
}
