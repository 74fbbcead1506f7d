import { catalogResponseSchema, type CatalogResponse } from '@souk/contracts';
import { describe, expect, it } from 'vitest';
import { previewImageUrl, vendorJsonLd } from './vendor-json-ld.ts';

const image = (basePath: string) => ({
  basePath,
  variants: [
    { w: 600, h: 400, n: '600x400.webp' },
    { w: 1500, h: 1500, n: '1500x1500.webp' },
  ],
});
const availability = {
  available: true,
  nextOpeningAt: null,
  nearestDelivery: { kind: 'unavailable' },
};
const product = (id: string, name: string, price: number, available = true) => ({
  id,
  vendorId: 'v1',
  sectionId: 's1',
  name,
  description: `${name}, freshly made`,
  price,
  originalPrice: price,
  discountPrice: null,
  discount: null,
  image: image(`https://cdn.example/p/${id}`),
  attributes: [],
  available,
  weight: 450,
  liquid: false,
  order: 0,
  tags: [],
  nutritionFacts: null,
  externalLink: null,
  maxCount: null,
  componentGroups: [],
  sectionWorkingHours: null,
  timeAvailabilityInfo: { available: true, closestPreorderDateTime: null },
});

const catalog: CatalogResponse = catalogResponseSchema.parse({
  vendor: {
    id: 'v1',
    code: 'milano',
    name: 'Pizzeria Milano',
    description: 'Wood-fired pizza',
    vendorType: 'RESTAURANT',
    street: 'Brīvības iela',
    houseNumber: '10',
    city: 'Rīga',
    country: 'Latvia',
    latitude: 56.95,
    longitude: 24.11,
    image: image('https://cdn.example/v/cover'),
    avatar: null,
    rating: 4.7,
    ratingCount: 562,
    categories: [],
    working: true,
    workingHours: [
      { day: 'MONDAY', from: '10:00:00', until: '22:00:00' },
      { day: 'SATURDAY', from: '12:00:00', until: '24:00:00' },
    ],
    timeAvailability: availability,
    minEstimatedDeliveryDuration: 25,
    maxEstimatedDeliveryDuration: 45,
    deliveryTime: { kind: 'range', min: 25, max: 45 },
    cookingTimeRange: null,
    deliveryPrice: 300,
    freeDeliveryFrom: null,
    minOrderPrice: 1000,
    liveMode: true,
    distanceToCustomer: null,
    receiptTypes: ['DELIVERY'],
    sort: 0,
    popularProducts: [],
    utensils: { allowed: true, maxCount: 5 },
    deliversToCustomer: null,
  },
  catalogCategories: [],
  catalogCategoryId: null,
  parts: null,
  sections: [
    {
      id: 's1',
      name: 'Pizza',
      order: 0,
      cookingTime: 15,
      imageOrientation: 'HORIZONTAL',
      catalogCategoryId: null,
      workingHours: null,
      timeAvailability: availability,
      products: [product('p1', 'Pizza Margherita', 890), product('p2', 'Pizza Funghi', 940, false)],
    },
  ],
});

const pageUrl = 'https://souk.example/en/riga/vendor/v1';

describe('vendorJsonLd: schema.org Restaurant with its menu', () => {
  const ld = vendorJsonLd({ catalog, currencyCode: 'EUR', pageUrl });

  it('names the restaurant, its page, address, place and rating', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': pageUrl,
      name: 'Pizzeria Milano',
      image: 'https://cdn.example/v/cover/1500x1500.webp',
      address: { streetAddress: 'Brīvības iela 10', addressLocality: 'Rīga' },
      geo: { latitude: 56.95, longitude: 24.11 },
      aggregateRating: { ratingValue: 4.7, ratingCount: 562, bestRating: 5 },
    });
  });

  it('has a menu of sections and items with offers in major units of the locality currency', () => {
    expect(ld.hasMenu).toEqual({
      '@type': 'Menu',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Pizza',
          hasMenuItem: [
            expect.objectContaining({
              '@type': 'MenuItem',
              name: 'Pizza Margherita',
              offers: {
                '@type': 'Offer',
                price: 8.9,
                priceCurrency: 'EUR',
                availability: 'https://schema.org/InStock',
              },
            }),
            expect.objectContaining({
              name: 'Pizza Funghi',
              offers: expect.objectContaining({
                price: 9.4,
                availability: 'https://schema.org/OutOfStock',
              }),
            }),
          ],
        },
      ],
    });
  });

  it('writes opening hours per weekday, 24:00 as the last second of the day', () => {
    expect(ld.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: 'https://schema.org/Monday',
        opens: '10:00:00',
        closes: '22:00:00',
      }),
      expect.objectContaining({ dayOfWeek: 'https://schema.org/Saturday', closes: '23:59:59' }),
    ]);
  });

  it('calls a STORE a Store and uses 3-decimal currencies as they are', () => {
    const store = { ...catalog, vendor: { ...catalog.vendor, vendorType: 'STORE' as const } };
    const kwd = vendorJsonLd({ catalog: store, currencyCode: 'KWD', pageUrl });
    expect(kwd['@type']).toBe('Store');
    expect(JSON.stringify(kwd)).toContain('"price":0.89');
  });
});

describe('previewImageUrl: the 1500x1500 link-preview image (spec 1 §9)', () => {
  it('picks the variant covering 1500x1500', () => {
    expect(previewImageUrl(image('https://cdn.example/v/cover'), pageUrl)).toBe(
      'https://cdn.example/v/cover/1500x1500.webp',
    );
  });

  it("takes an image path as on the page's origin: previews need an absolute URL (issue 15 part 5)", () => {
    expect(previewImageUrl(image('/images/7'), 'https://shop.example/en/riga/vendor/1')).toBe(
      'https://shop.example/images/7/1500x1500.webp',
    );
  });

  it('refuses URLs that are not http, https or ftp, and missing images', () => {
    expect(previewImageUrl(image('javascript:alert(1)//'), pageUrl)).toBeNull();
    expect(previewImageUrl(null, pageUrl)).toBeNull();
  });
});
