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
  /** Delivery time: "25–40 min"; for a takeaway, how long the order takes to be ready. */
  time: string;
  /** The time chip's popup title and sentence: delivery time, or pickup time for a takeaway. */
  timeTitle: string;
  timeText: string;
  /** Spec 1 §4 nearest delivery (or pickup), shown while the vendor is closed. */
  nearest: string;
  /** The price chip: "Delivery €2.50 · Min. order €10.00"; the minimum alone for a takeaway. */
  priceChip: string;
  /** The price popup's title and text, worded for delivery or takeaway. */
  priceTitle: string;
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
  /** The home's receipt filter: a takeaway pays no delivery, so no fee is shown (issue 17 item 7). */
  receiptType: 'DELIVERY' | 'TAKEAWAY' | null,
): CardVendorsPage {
  const takeaway = receiptType === 'TAKEAWAY';
  const money = (value: number) => formatPrice(value, currency, locale);
  const vendors = page.vendors.map((vendor): CardVendor => {
    const free = vendor.deliveryPrice === 0;
    const minOrder = t('vendor.card.minOrder', { price: money(vendor.minOrderPrice) });
    const cooking = vendor.cookingTimeRange;
    const cookingLabel =
      cooking && durationLabel(t, { kind: 'range', min: cooking.start, max: cooking.end });
    // A takeaway waits only for the kitchen: its time is the cooking time, never the ride
    // (issue 17 item 7); a vendor that names none has it ready when it is prepared.
    const pickupTime = cookingLabel ?? t('home.pickupWhenReady');
    const time = takeaway ? pickupTime : durationLabel(t, vendor.deliveryTime);
    return {
      ...vendor,
      texts: {
        time,
        timeTitle: t(takeaway ? 'home.pickupTimeTitle' : 'popup.deliveryTimeTitle'),
        timeText: !takeaway
          ? t('popup.deliveryTimeText', { time })
          : cookingLabel
            ? t('home.pickupTimeText', { time })
            : t('home.pickupWhenReadyText'),
        nearest: nearestDeliveryLabel(t, locale, vendor, takeaway),
        priceChip: takeaway
          ? minOrder
          : `${
              free
                ? t('vendor.card.freeDelivery')
                : t('vendor.card.deliveryPrice', { price: money(vendor.deliveryPrice) })
            } · ${minOrder}`,
        priceTitle: t(takeaway ? 'popup.minPriceTitleTakeaway' : 'popup.minPriceTitle'),
        minPriceText: takeaway
          ? t('popup.minPriceTextTakeaway', { price: money(vendor.minOrderPrice) })
          : t('popup.minPriceText', {
              price: money(vendor.minOrderPrice),
              delivery: free ? t('vendor.card.freeDelivery') : money(vendor.deliveryPrice),
            }),
        freeFrom:
          takeaway || vendor.freeDeliveryFrom === null
            ? null
            : t('popup.freeFrom', { price: money(vendor.freeDeliveryFrom) }),
        cookingTime: cookingLabel ? t('popup.cookingTime', { time: cookingLabel }) : null,
      },
    };
  });
  return { ...page, vendors };
}
