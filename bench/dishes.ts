/**
 * Dishes the cart and checkout rows can always order: plain products (no options, no count
 * limit) of metropolis vendors open around the clock, two per vendor, so the benchmark never
 * depends on the hour it runs at.
 */
import { HEADERS } from './measure.ts';

export interface PlainDish {
  vendorId: string;
  productId: string;
  /** Minor units. */
  price: number;
}

export async function alwaysOpenPlainDishes(apiUrl: string, vendorCount: number) {
  const page = await fetch(`${apiUrl}/api/public/localities/metropolis/vendors`, {
    headers: HEADERS,
  });
  if (page.status !== 200) throw new Error(`vendors answered ${page.status}: ${await page.text()}`);
  const { vendors } = (await page.json()) as {
    vendors: { id: string; workingHours: { from: string; until: string }[] }[];
  };
  const allDay = vendors.filter(
    (vendor) =>
      vendor.workingHours.length === 7 &&
      vendor.workingHours.every((h) => h.from === '00:00:00' && h.until >= '23:59:00'),
  );
  const dishes: PlainDish[] = [];
  for (const vendor of allDay.slice(0, vendorCount)) {
    const res = await fetch(`${apiUrl}/api/vendors/${vendor.id}/catalogue`, { headers: HEADERS });
    const { sections } = (await res.json()) as {
      sections: {
        products: {
          id: string;
          price: number;
          available: boolean;
          componentGroups: unknown[];
          maxCount: number | null;
        }[];
      }[];
    };
    const plain = sections
      .flatMap((section) => section.products)
      .filter((p) => p.available && p.componentGroups.length === 0 && p.maxCount === null)
      .slice(0, 2);
    dishes.push(...plain.map((p) => ({ vendorId: vendor.id, productId: p.id, price: p.price })));
  }
  if (dishes.length < 3) throw new Error('no always-open vendors with plain dishes to bench');
  return dishes;
}
