import type { Vendor, VendorsPage } from '@souk/contracts';
import { formatPrice } from '@souk/core/money';
import type { Translator } from '#app/i18n/translator.ts';
import { durationLabel, nearestDeliveryLabel } from './components/vendor-labels.ts';

/**
 * The formatted texts of a vendor card (prices, times, popup sentences). They are worked out
 * where the vendors arrive: in the loader for the first page, in the pager for the next
 * ones. The card then renders strings, and the first load of the home carries none of the
 * money and date formatting code.
 */
interface VendorCardTexts {
  /** Delivery time: "25–40 min". */
  time: string;
  /** Spec 1 §4 nearest delivery, shown while the vendor is closed. */
  nearest: string;
  /** "Free delivery" or "Delivery €2.50". */
  delivery: string;
  minOrder: string;
  minPriceText: string;
  freeFrom: string | null;
  cookingTime: string | null;
}

export type CardVendor = Vendor & { texts: VendorCardTexts };

export interface CardVendorsPage extends Omit<VendorsPage, 'vendors'> {
  vendors: CardVendor[];
}

export function withCardTexts(
  { t, locale }: Pick<Translator, 't' | 'locale'>,
  currency: string,
  page: VendorsPage,
): CardVendorsPage {
  const money = (value: number) => formatPrice(value, currency, locale);
  const vendors = page.vendors.map((vendor): CardVendor => {
    const free = vendor.deliveryPrice === 0;
    const cooking = vendor.cookingTimeRange;
    return {
      ...vendor,
      texts: {
        time: durationLabel(t, vendor.deliveryTime),
        nearest: nearestDeliveryLabel(t, locale, vendor),
        delivery: free
          ? t('vendor.card.freeDelivery')
          : t('vendor.card.deliveryPrice', { price: money(vendor.deliveryPrice) }),
        minOrder: t('vendor.card.minOrder', { price: money(vendor.minOrderPrice) }),
        minPriceText: t('popup.minPriceText', {
          price: money(vendor.minOrderPrice),
          delivery: free ? t('vendor.card.freeDelivery') : money(vendor.deliveryPrice),
        }),
        freeFrom:
          vendor.freeDeliveryFrom === null
            ? null
            : t('popup.freeFrom', { price: money(vendor.freeDeliveryFrom) }),
        cookingTime: cooking
          ? t('popup.cookingTime', {
              time: durationLabel(t, { kind: 'range', min: cooking.start, max: cooking.end }),
            })
          : null,
      },
    };
  });
  return { ...page, vendors };
}
