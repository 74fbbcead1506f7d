import type { CatalogResponse } from '@souk/contracts';
import type { PageMeta } from '#app/lib/meta.ts';
import type { Translator } from '#app/i18n/translator.ts';
import { formatDuration } from '#app/lib/use-catalog-format.ts';
import { previewImageUrl, vendorJsonLd } from './vendor-json-ld.ts';

interface VendorMetaInput {
  catalog: CatalogResponse;
  localityName: string;
  currencyCode: string;
  /** The page's absolute URL (the server's base URL and the path). */
  pageUrl: string;
}

const MAX_SECTIONS_IN_DESCRIPTION = 4;

/**
 * Title "vendor · platform" (spec 1 §2: platform name plus vendor name), a description from
 * the menu, the 1500x1500 preview image and the JSON-LD restaurant with its menu. Built by
 * the loader (with canonical, hreflang and Open Graph from the shared helper), so that none
 * of this code is part of the vendor page's first-load JavaScript.
 */
export function vendorPageMeta({ catalog, localityName, currencyCode, pageUrl }: VendorMetaInput) {
  const { vendor, sections, parts } = catalog;
  // A long menu's first part holds only its first sections; the outline names them all.
  const sectionNames = (parts?.outline ?? sections).map((section) => section.name);
  return (t: Translator): PageMeta => ({
    title: vendor.name,
    description: t.t('vendorPage.metaDescription', {
      vendor: vendor.name,
      locality: localityName,
      sections: sectionNames.slice(0, MAX_SECTIONS_IN_DESCRIPTION).join(', '),
      time: formatDuration(t.locale, vendor.deliveryTime),
    }),
    image: previewImageUrl(vendor.image, pageUrl),
    jsonLd: vendorJsonLd({ catalog, currencyCode, pageUrl }),
  });
}
