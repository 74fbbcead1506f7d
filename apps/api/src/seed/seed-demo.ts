/**
 * The demo marketplace (`npm run db:seed`, and `npm start` on an empty database).
 *
 * Money convention: every amount is an integer count of the currency's minor unit, with the
 * digits @souk/core's `minorUnitDigits` gives: EUR, UAH, BGN and USD 2 (8.90 € = 890), KWD 3
 * (2.750 KWD = 2750) and MGA 2 as well (15 000 Ar = 1 500 000), even though ISO lists MGA
 * with none, because the storefront shows MGA with 2 decimals when an amount is not whole.
 * Menus are written once in euros and converted per locality (see money.ts).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import * as schema from '#api/db/schema/index.ts';
import { buildLocalityRows, insertLocalityRows } from './build-locality.ts';
import { AR_BODIES } from './demo/content/ar.ts';
import { EN_BODIES } from './demo/content/en.ts';
import { RU_BODIES } from './demo/content/ru.ts';
import { CONTENT_SLUGS, CONTENT_TITLES } from './demo/content/titles.ts';
import { DEMO_LOCALITIES } from './demo/localities.ts';
import { demoPartner } from './demo/partner.ts';
import { buildContentPage, buildImage, buildPartner, insertRows } from './factories.ts';
import { seedDemoCouriers } from './seed-couriers.ts';
import { seedDemoVendorStaff } from './seed-vendor-staff.ts';
import { seedDemoPromoCodes } from './demo/promo-codes.ts';

export const DEFAULT_PARTNER_CODE = 'souk';

/** Rows written by one seed run. */
export interface SeedSummary {
  partnerCode: string;
  localities: number;
  categories: number;
  vendors: number;
  sections: number;
  products: number;
  componentGroups: number;
  components: number;
  banners: number;
  images: number;
  contentPages: number;
  durationMs: number;
}

export function emptySummary(partnerCode: string): SeedSummary {
  return {
    partnerCode,
    localities: 0,
    categories: 0,
    vendors: 0,
    sections: 0,
    products: 0,
    componentGroups: 0,
    components: 0,
    banners: 0,
    images: 0,
    contentPages: 0,
    durationMs: 0,
  };
}

/** True when no partner exists yet, which is when `npm start` seeds the demo. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(schema.partners)
    .limit(1);
  return rows.length === 0;
}

/**
 * Writes the whole demo in one transaction: it takes about as long as one per locality, and a
 * crash half-way cannot leave a partner without localities (which `isDatabaseEmpty` would then
 * take for a finished seed).
 */
export async function seedDemo(
  db: Db,
  options: { partnerCode?: string } = {},
): Promise<SeedSummary> {
  const started = performance.now();
  const summary = emptySummary(options.partnerCode ?? DEFAULT_PARTNER_CODE);

  const logo = buildImage({ kind: 'logo', emoji: '1f6cd', background: '#0f766e', label: 'Souk' });
  const partner = buildPartner(demoPartner(summary.partnerCode, logo.id));
  const pages = CONTENT_SLUGS.map((slug, index) =>
    buildContentPage({
      partnerId: partner.id,
      slug,
      titleI18n: CONTENT_TITLES[slug],
      bodyI18n: {
        en: EN_BODIES[slug].join('\n\n'),
        ar: AR_BODIES[slug].join('\n\n'),
        ru: RU_BODIES[slug].join('\n\n'),
      },
      sortOrder: index,
    }),
  );
  const localities = DEMO_LOCALITIES.map((spec, index) =>
    buildLocalityRows(partner.id, spec, index),
  );

  await db.transaction(async (tx) => {
    await insertRows(tx, schema.images, [logo]);
    await insertRows(tx, schema.partners, [partner]);
    await insertRows(tx, schema.contentPages, pages);
    for (const rows of localities) await insertLocalityRows(tx, rows);
    const localityIds = new Map(localities.map((rows) => [rows.locality.code, rows.locality.id]));
    await seedDemoCouriers(tx, partner.id, localityIds);
    await seedDemoVendorStaff(tx, partner.id, localityIds);
    await seedDemoPromoCodes(tx, partner.id, localityIds);
  });

  summary.images = 1;
  summary.contentPages = pages.length;
  for (const rows of localities) {
    summary.localities += 1;
    summary.categories += rows.categories.length;
    summary.vendors += rows.vendors.length;
    summary.sections += rows.sections.length;
    summary.products += rows.products.length;
    summary.componentGroups += rows.componentGroups.length;
    summary.components += rows.components.length;
    summary.banners += rows.banners.length;
    summary.images += rows.images.length;
  }
  summary.durationMs = Math.round(performance.now() - started);
  return summary;
}
