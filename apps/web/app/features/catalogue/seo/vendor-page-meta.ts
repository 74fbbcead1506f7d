import type { CatalogueResponse } from '@souk/contracts';
import type { MetaDescriptor } from 'react-router';
import { pageMeta, rootDataOf } from '#app/lib/meta.ts';
import { formatDuration } from '../hooks/use-catalogue-format.ts';
import { previewImageUrl, vendorJsonLd } from './vendor-json-ld.ts';

interface VendorMetaArgs {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  location: { pathname: string };
  loaderData?: {
    locality: { name: string; currencyCode: string };
    catalogue: CatalogueResponse;
  };
}

const MAX_SECTIONS_IN_DESCRIPTION = 4;

/**
 * Title "vendor · platform" (spec 1 §2: platform name plus vendor name), a description from the
 * menu, canonical and hreflang (shared helper), Open Graph with the 1500x1500 preview image,
 * and the JSON-LD restaurant with its menu.
 */
export function vendorPageMeta(args: VendorMetaArgs): MetaDescriptor[] {
  const loaded = args.loaderData;
  if (!loaded) return pageMeta(args, () => ({}));
  const { vendor, sections } = loaded.catalogue;
  let title = vendor.name;
  let description = vendor.description;
  const tags = pageMeta(args, (t) => {
    description = t.t('vendorPage.metaDescription', {
      vendor: vendor.name,
      locality: loaded.locality.name,
      sections: sections
        .slice(0, MAX_SECTIONS_IN_DESCRIPTION)
        .map((section) => section.name)
        .join(', '),
      time: formatDuration(t.locale, vendor.deliveryTime),
    });
    return { title, description };
  });
  title = tags.find((tag): tag is { title: string } => 'title' in tag)?.title ?? title;

  const root = rootDataOf(args.matches);
  const base = root?.clientConfig.baseUrl.replace(/\/+$/, '') ?? '';
  const pageUrl = `${base}${args.location.pathname}`;
  const image = previewImageUrl(vendor.image);
  return [
    ...tags,
    { property: 'og:type', content: 'restaurant.restaurant' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: pageUrl },
    ...(root?.info ? [{ property: 'og:site_name', content: root.info.platformName }] : []),
    ...(image
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:width', content: '1500' },
          { property: 'og:image:height', content: '1500' },
        ]
      : []),
    {
      'script:ld+json': vendorJsonLd({
        catalogue: loaded.catalogue,
        currencyCode: loaded.locality.currencyCode,
        pageUrl,
      }),
    },
  ];
}
