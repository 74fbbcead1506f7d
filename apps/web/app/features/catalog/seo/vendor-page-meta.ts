import type { CatalogResponse } from '@souk/contracts';
import type { MetaDescriptor } from 'react-router';
import { pageMeta, rootDataOf } from '#app/lib/meta.ts';
import { formatDuration } from '#app/lib/use-catalog-format.ts';
import { previewImageUrl, vendorJsonLd } from './vendor-json-ld.ts';

interface VendorMetaArgs {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  location: { pathname: string };
  loaderData?: {
    locality: { name: string; currencyCode: string };
    catalog: CatalogResponse;
  };
}

const MAX_SECTIONS_IN_DESCRIPTION = 4;

/**
 * Title "vendor · platform" (spec 1 §2: platform name plus vendor name), a description from
 * the menu, and through the shared helper canonical, hreflang, Open Graph with the 1500x1500
 * preview image and the JSON-LD restaurant with its menu.
 */
export function vendorPageMeta(args: VendorMetaArgs): MetaDescriptor[] {
  const loaded = args.loaderData;
  if (!loaded) return pageMeta(args, () => ({}));
  const { vendor, sections, parts } = loaded.catalog;
  // A long menu's first part holds only its first sections; the outline names them all.
  const sectionNames = (parts?.outline ?? sections).map((section) => section.name);
  const base = rootDataOf(args.matches)?.clientConfig.baseUrl.replace(/\/+$/, '') ?? '';
  const pageUrl = `${base}${args.location.pathname}`;
  return pageMeta(args, (t) => ({
    title: vendor.name,
    description: t.t('vendorPage.metaDescription', {
      vendor: vendor.name,
      locality: loaded.locality.name,
      sections: sectionNames.slice(0, MAX_SECTIONS_IN_DESCRIPTION).join(', '),
      time: formatDuration(t.locale, vendor.deliveryTime),
    }),
    image: previewImageUrl(vendor.image, pageUrl),
    jsonLd: vendorJsonLd({
      catalog: loaded.catalog,
      currencyCode: loaded.locality.currencyCode,
      pageUrl,
    }),
  }));
}
