/** Turns a locality spec into rows, ready for a few multi-row inserts. Pure and deterministic. */
import type { Db } from '#api/db/client.ts';
import * as schema from '#api/db/schema/index.ts';
import { CATEGORY_TREE } from './demo/categories.ts';
import type { CategoryKey, LocalitySpec, VendorSpec } from './demo/types.ts';
import type { MenuRows } from './build-menu.ts';
import { buildMenuRows, emptyMenuRows } from './build-menu.ts';
import type { NewBanner, NewCategory, NewLocality, NewVendor } from './factories.ts';
import {
  buildBanner,
  buildCategory,
  buildImage,
  buildLocality,
  buildVendor,
  insertRows,
} from './factories.ts';
import { offsetPoint, zonePolygon } from './geo.ts';
import type { PriceLevel } from './money.ts';
import { PRICE_LEVELS, localPrice } from './money.ts';
import { Random } from './random.ts';

export interface LocalityRows extends MenuRows {
  locality: NewLocality & { id: string };
  categories: (NewCategory & { id: string })[];
  categoryIds: Map<CategoryKey, string>;
  vendors: (NewVendor & { id: string })[];
  vendorCategories: { vendorId: string; categoryId: string }[];
  banners: NewBanner[];
}

const CATEGORY_BACKGROUNDS = ['#fef3c7', '#fee2e2', '#e0f2fe', '#dcfce7', '#fae8ff', '#ffedd5'];
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function buildLocalityRows(
  partnerId: string,
  spec: LocalitySpec,
  sortOrder: number,
): LocalityRows {
  const level = PRICE_LEVELS[spec.currency];
  const rows: LocalityRows = {
    ...emptyMenuRows(),
    locality: buildLocality(localityValues(partnerId, spec, level, sortOrder)),
    categories: [],
    categoryIds: new Map(),
    vendors: [],
    vendorCategories: [],
    banners: [],
  };
  const localityId = rows.locality.id;

  const categoryIds = rows.categoryIds;
  CATEGORY_TREE.forEach((template, index) => {
    const name = template.name ?? spec.localCuisine.name;
    const emoji = template.name ? template.emoji : spec.localCuisine.emoji;
    const image = buildImage({
      kind: 'category',
      emoji,
      background: CATEGORY_BACKGROUNDS[index % CATEGORY_BACKGROUNDS.length],
    });
    const parentId = template.parent ? categoryIds.get(template.parent) : null;
    if (parentId === undefined) throw new Error(`Category ${template.key} comes before its parent`);
    const category = buildCategory({
      localityId,
      parentId,
      name: name.en,
      nameI18n: name,
      imageId: image.id,
      isTop: template.isTop ?? false,
      sortOrder: index,
    });
    categoryIds.set(template.key, category.id);
    rows.images.push(image);
    rows.categories.push(category);
  });

  const vendorIds = new Map<string, string>();
  spec.vendors.forEach((vendorSpec, index) => {
    const random = new Random(`${spec.code}/${vendorSpec.code}`);
    const vendor = buildVendorRow(rows, spec, vendorSpec, level, random, index);
    vendorIds.set(vendorSpec.code, vendor.id);
    for (const key of vendorSpec.categories) {
      const categoryId = categoryIds.get(key);
      if (!categoryId) throw new Error(`Unknown category ${key} for vendor ${vendorSpec.code}`);
      rows.vendorCategories.push({ vendorId: vendor.id, categoryId });
    }
    buildMenuRows(vendor.id, vendorSpec.menu, level, random, rows);
  });

  spec.banners.forEach((banner, index) => {
    const image = buildImage({
      kind: 'banner',
      emoji: banner.emoji,
      background: banner.background,
      // No caption: it would speak one language on every page; the headline is text per language.
      label: null,
    });
    const vendorId = banner.vendorCode ? vendorIds.get(banner.vendorCode) : null;
    if (vendorId === undefined)
      throw new Error(`Banner points at unknown vendor ${banner.vendorCode}`);
    rows.images.push(image);
    rows.banners.push(
      buildBanner({
        localityId,
        imageId: image.id,
        titleI18n: banner.title,
        vendorId,
        externalLink: banner.externalLink ?? null,
        sortOrder: index,
      }),
    );
  });
  return rows;
}

function localityValues(
  partnerId: string,
  spec: LocalitySpec,
  level: PriceLevel,
  sortOrder: number,
): NewLocality {
  const online = spec.paymentTypes.includes('ONLINE');
  return {
    partnerId,
    code: spec.code,
    name: spec.name,
    nameI18n: spec.nameI18n,
    lang: spec.lang,
    currencyCode: spec.currency,
    currencySymbol: spec.currencySymbol,
    countryCode: spec.countryCode,
    timeZone: spec.timeZone,
    centerLatitude: spec.center[0],
    centerLongitude: spec.center[1],
    deliveryZone: zonePolygon(spec.center, spec.zoneRadiusKm, { points: 16 }),
    minOrderPrice: localPrice(spec.minOrderPrice, level),
    preorderPeriodType: spec.preorderDays ? 'DAYS' : 'NONE',
    preorderPeriodValue: spec.preorderDays ?? 0,
    receiptTypes: spec.receiptTypes,
    workingHours: spec.workingHours,
    paymentTypes: spec.paymentTypes,
    paymentOptions: spec.paymentTypes.map((type) => ({
      code: type === 'CASH' ? 'cash' : 'card',
      paymentType: type,
    })),
    showStoredCards: online,
    bindNewCard: online,
    tipSettings: spec.tips
      ? {
          enabled: true,
          tipMax: spec.tips.max,
          tipStep: spec.tips.step,
          tipValues: spec.tips.values,
        }
      : null,
    referralSettings: spec.referral ? { enabled: true, ...spec.referral } : null,
    cashMaxAmount: spec.cashMaxAmount === undefined ? null : localPrice(spec.cashMaxAmount, level),
    contactPhone: spec.contactPhone,
    contactEmail: spec.contactEmail,
    supportChatUrl: spec.supportChatUrl ?? null,
    uiFlow: spec.uiFlow,
    sortOrder,
  };
}

function buildVendorRow(
  rows: LocalityRows,
  locality: LocalitySpec,
  spec: VendorSpec,
  level: PriceLevel,
  random: Random,
  sortOrder: number,
): NewVendor & { id: string } {
  // Within 3 km of the centre and a zone of at least 4.25 km: every vendor reaches the centre.
  const distance = random.float(0.3, 3);
  const angle = random.float(0, 2 * Math.PI);
  const position = offsetPoint(
    locality.center,
    distance * Math.cos(angle),
    distance * Math.sin(angle),
  );
  const zone = zonePolygon(position, random.float(5, 8), {
    points: 12,
    wobble: 0.15,
    random: () => random.float(),
  });

  const cover = buildImage({
    kind: 'vendor-cover',
    emoji: spec.emoji,
    background: spec.background,
  });
  const avatar = buildImage({
    kind: 'vendor-avatar',
    emoji: spec.emoji,
    background: spec.background,
  });
  rows.images.push(cover, avatar);

  const deliveryEuros = spec.deliveryPrice ?? random.pick([0, 1.49, 1.99, 2.49, 2.99]);
  const freeFrom =
    spec.freeDeliveryFrom === undefined
      ? random.chance(0.3)
        ? random.pick([20, 25, 30])
        : null
      : spec.freeDeliveryFrom;
  const estimate = spec.estimate === undefined ? randomEstimate(random) : spec.estimate;
  const isRestaurant = spec.type === 'RESTAURANT';
  const cookingStart = random.pick([10, 15, 20]);
  const nameI18n = spec.nameI18n ?? { en: spec.name, [locality.lang]: spec.name };

  const vendor = buildVendor({
    localityId: rows.locality.id,
    code: spec.code,
    name: nameI18n.en,
    nameI18n,
    descriptionI18n: spec.description,
    vendorType: spec.type,
    street: spec.street,
    streetI18n: spec.streetI18n ?? {},
    houseNumber: spec.houseNumber,
    city: locality.name,
    country: regionNames.of(locality.countryCode) ?? locality.countryCode,
    latitude: position[0],
    longitude: position[1],
    imageId: cover.id,
    avatarId: avatar.id,
    rating: spec.rating,
    ratingCount: spec.rating === null ? 0 : random.int(15, 1200),
    workingHours: spec.workingHours,
    deliveryZone: zone,
    deliveryPrice: localPrice(deliveryEuros, level),
    freeDeliveryFrom: freeFrom === null ? null : localPrice(freeFrom, level),
    minEstimatedDeliveryDuration: estimate?.[0] ?? null,
    maxEstimatedDeliveryDuration: estimate?.[1] ?? null,
    cookingTimeStart: isRestaurant ? cookingStart : null,
    cookingTimeEnd: isRestaurant ? cookingStart + random.pick([5, 10, 15]) : null,
    receiptTypes: (spec.receiptTypes ?? ['DELIVERY']).filter((type) =>
      locality.receiptTypes.includes(type),
    ),
    utensilsAllowed: isRestaurant,
    sortOrder,
  });
  rows.vendors.push(vendor);
  return vendor;
}

function randomEstimate(random: Random): [number, number] {
  const min = random.pick([20, 25, 30, 35, 40]);
  return [min, min + random.pick([10, 15, 20])];
}

/** Parents before children, owners before owned: each table in as few statements as possible. */
export async function insertLocalityRows(db: Db, rows: LocalityRows): Promise<void> {
  await insertRows(db, schema.images, rows.images);
  await insertRows(db, schema.localities, [rows.locality]);
  await insertRows(
    db,
    schema.categories,
    rows.categories.filter((c) => !c.parentId),
  );
  await insertRows(
    db,
    schema.categories,
    rows.categories.filter((c) => c.parentId),
  );
  await insertRows(db, schema.vendors, rows.vendors);
  await insertRows(db, schema.vendorCategories, rows.vendorCategories);
  await insertRows(db, schema.catalogCategories, rows.catalogCategories);
  await insertRows(db, schema.sections, rows.sections);
  await insertRows(db, schema.products, rows.products);
  await insertRows(db, schema.componentGroups, rows.componentGroups);
  await insertRows(db, schema.components, rows.components);
  await insertRows(db, schema.banners, rows.banners);
}
