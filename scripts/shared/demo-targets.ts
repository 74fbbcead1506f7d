import {
  catalogResponseSchema,
  vendorsPageSchema,
  type CatalogResponse,
  type Product,
} from '@souk/contracts';

/** A locality of the demo seed shown in a given language. */
export interface DemoLocality {
  lang: 'en' | 'ar';
  localityCode: string;
}

export const DEMO_LOCALITIES: readonly DemoLocality[] = [
  { lang: 'en', localityCode: 'riga' },
  { lang: 'ar', localityCode: 'kuwait-city' },
];

export interface PageTargets {
  home: string;
  vendor: string;
  productModal: string;
}

async function getJson(baseUrl: string, path: string, lang: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { 'X-Partner-Code': 'souk', 'Accept-Language': lang },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

function hasRequiredOptions(product: Product): boolean {
  return product.componentGroups.some((group) => group.required);
}

/**
 * The paths of a locality home, its first restaurant with a product that has required options,
 * and that product's modal: found through the public API, so they follow the seed.
 */
export async function pageTargets(baseUrl: string, target: DemoLocality): Promise<PageTargets> {
  const { lang, localityCode } = target;
  const page = vendorsPageSchema.parse(
    await getJson(baseUrl, `/api/public/localities/${localityCode}/vendors`, lang),
  );
  for (const vendor of page.vendors) {
    const catalog: CatalogResponse = catalogResponseSchema.parse(
      await getJson(baseUrl, `/api/vendors/${vendor.id}/catalogue`, lang),
    );
    const product = catalog.sections.flatMap((s) => s.products).find(hasRequiredOptions);
    if (!product) continue;
    const vendorPath = `/${lang}/${localityCode}/vendor/${vendor.id}`;
    return {
      home: `/${lang}/${localityCode}`,
      vendor: vendorPath,
      productModal: `${vendorPath}?modal=ProductModal&productId=${product.id}`,
    };
  }
  throw new Error(`${localityCode} has no vendor with a product that has required options`);
}

/**
 * An order id of the right shape: the order pages' first load depends on their routes only,
 * and a visitor is shown the sign-in dialog over them without the order being read.
 */
const ANY_ORDER_ID = '00000000-0000-4000-8000-000000000000';

/** The cart and the orders pages (list, status, details) in a language. */
export function orderPages(lang: DemoLocality['lang']): string[] {
  return [
    `/${lang}/cart`,
    `/${lang}/menu/orders`,
    `/${lang}/menu/orders/${ANY_ORDER_ID}/status`,
    `/${lang}/menu/orders/${ANY_ORDER_ID}/details`,
  ];
}
