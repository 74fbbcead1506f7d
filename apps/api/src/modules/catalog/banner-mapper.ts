import type { Banner } from '@souk/contracts';
import { resolveI18n } from '#api/http/i18n-text.ts';
import { toImageDto } from '#api/modules/images/image-variants.ts';
import type { BannerRecord } from './catalog-repository.ts';
import type { TextContext } from './product-mapper.ts';

/** Spec 1 §3: the spot "defaults to the top spot". */
const DEFAULT_BANNER_SPOT = 'TOP';

export function toBannerDto(record: BannerRecord, text: TextContext): Banner {
  return {
    id: record.id,
    spot: record.spot || DEFAULT_BANNER_SPOT,
    title: resolveI18n(record.titleI18n, text.lang, ''),
    image: record.image ? toImageDto(text.baseUrl, record.image) : null,
    // The storefront opens external links in an iframe: only web links are passed on.
    externalLink:
      record.externalLink && /^https?:\/\//i.test(record.externalLink) ? record.externalLink : null,
    vendorId: record.vendorId,
  };
}
