import { hours } from '../../hours.ts';
import { bakeryMenu } from '../menus/bakery.ts';
import { textTag } from '../text.ts';
import type { BannerSpec, VendorSpec } from '../types.ts';

const t = textTag(['bg']);

/** The only vendor of the SINGLE_VENDOR locality: the storefront opens its catalogue directly. */
export const sofiaVendors: VendorSpec[] = [
  {
    code: 'vitosha-bakery',
    name: 'Vitosha Bakery',
    nameI18n: t`en: Vitosha Bakery | bg: Пекарна Витоша`,
    description: t`en: Banitsa, sourdough and boza, baked every morning on Vitosha Boulevard. | bg: Баница, хляб с квас и боза, печени всяка сутрин на булевард Витоша.`,
    type: 'RESTAURANT',
    menu: bakeryMenu,
    categories: ['breakfast', 'desserts', 'local'],
    workingHours: hours('07:00', '21:00'),
    rating: 4.8,
    street: 'bul. Vitosha',
    houseNumber: '54',
    emoji: '1f950',
    background: '#92400e',
    receiptTypes: ['DELIVERY', 'TAKEAWAY'],
    freeDeliveryFrom: 15,
  },
];

export const sofiaBanners: BannerSpec[] = [
  {
    title: t`en: Fresh banitsa every morning | bg: Прясна баница всяка сутрин`,
    emoji: '1f950',
    background: '#92400e',
    vendorCode: 'vitosha-bakery',
  },
  {
    title: t`en: Pre-order your Easter kozunak | bg: Поръчайте великденски козунак предварително`,
    emoji: '1f95a',
    background: '#7c3aed',
    externalLink: 'https://example.com/promo',
  },
];
