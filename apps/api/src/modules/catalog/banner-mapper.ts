import type { Banner } from '@souk/contracts';
import { toImageDto } from '#api/modules/images/image-variants.ts';
import type { BannerRecord } from './catalog-repository.ts';
import type { TextContext } from './product-mapper.ts';

/** Spec 1 §3: the spot "defaults to the top spot". */
const DEFAULT_BANNER_SPOT = 'TOP';

/**
 * A banner's headline in the asked language; a language the operator wrote none for gets the
 * locality's own (the banner is about that place), then English, then any text it has.
 */
function bannerText(texts: Partial<Record<string, string>>, lang: string, localityLang: string) {
  return texts[lang] || texts[localityLang] || texts.en || Object.values(texts).find(Boolean) || '';
}

export function toBannerDto(record: BannerRecord, text: TextContext, localityLang: string): Banner {
  return {
    id: record.id,
    spot: record.spot || DEFAULT_BANNER_SPOT,
    title: bannerText(record.titleI18n, text.lang, localityLang),
    image: record.image ? toImageDto(text.baseUrl, record.image) : null,
    // The storefront opens external links in an iframe: only web links are passed on.
    externalLink:
      record.externalLink && /^https?:\/\//i.test(record.externalLink) ? record.externalLink : null,
    vendorId: record.vendorId,
  };
}
