/** Turns a menu template into one vendor's catalogue rows, with that vendor's prices. */
import type { PriceLevel } from './money.ts';
import { discounted, localPrice } from './money.ts';
import type { Random } from './random.ts';
import type {
  NewCatalogCategory,
  NewComponent,
  NewComponentGroup,
  NewImage,
  NewProduct,
  NewSection,
} from './factories.ts';
import {
  buildCatalogCategory,
  buildComponent,
  buildComponentGroup,
  buildImage,
  buildProduct,
  buildSection,
} from './factories.ts';
import type { GroupTemplate, MenuTemplate, ProductTemplate } from './demo/types.ts';

export interface MenuRows {
  images: NewImage[];
  catalogCategories: NewCatalogCategory[];
  sections: NewSection[];
  products: NewProduct[];
  componentGroups: NewComponentGroup[];
  components: NewComponent[];
}

export function emptyMenuRows(): MenuRows {
  return {
    images: [],
    catalogCategories: [],
    sections: [],
    products: [],
    componentGroups: [],
    components: [],
  };
}

/**
 * Vendors sharing a template differ: each drops a few optional products, prices everything a
 * little up or down, and marks a few more products popular or discounted.
 */
export function buildMenuRows(
  vendorId: string,
  menu: MenuTemplate,
  level: PriceLevel,
  random: Random,
  into: MenuRows = emptyMenuRows(),
): MenuRows {
  const priceFactor = random.float(0.92, 1.12);
  const tabIds = new Map<string, string>();

  menu.sections.forEach((template, sectionIndex) => {
    let catalogCategoryId: string | null = null;
    if (template.tab) {
      const existing = tabIds.get(template.tab.en);
      if (existing) {
        catalogCategoryId = existing;
      } else {
        const tab = buildCatalogCategory({
          vendorId,
          name: template.tab.en,
          nameI18n: template.tab,
          sortOrder: tabIds.size,
        });
        tabIds.set(template.tab.en, tab.id);
        into.catalogCategories.push(tab);
        catalogCategoryId = tab.id;
      }
    }
    const section = buildSection({
      vendorId,
      catalogCategoryId,
      name: template.name.en,
      nameI18n: template.name,
      visible: template.visible ?? true,
      sortOrder: sectionIndex,
      cookingTime: template.cookingTime ?? null,
      imageOrientation: template.imageOrientation ?? 'HORIZONTAL',
      workingHours: template.workingHours ?? null,
    });
    into.sections.push(section);

    pickProducts(template.products, random).forEach((product, productIndex) => {
      addProduct(
        into,
        { vendorId, sectionId: section.id, sortOrder: productIndex },
        product,
        menu,
        level,
        priceFactor,
        random,
      );
    });
  });
  return into;
}

/** Keeps at least five products (all of them when there are five or fewer) and every `keep`. */
function pickProducts(products: readonly ProductTemplate[], random: Random): ProductTemplate[] {
  const droppable = products.filter((product) => !product.keep);
  const dropCount = random.int(0, Math.max(0, Math.min(2, products.length - 5, droppable.length)));
  const dropped = new Set(random.shuffle(droppable).slice(0, dropCount));
  return products.filter((product) => !dropped.has(product));
}

function addProduct(
  into: MenuRows,
  place: { vendorId: string; sectionId: string; sortOrder: number },
  template: ProductTemplate,
  menu: MenuTemplate,
  level: PriceLevel,
  priceFactor: number,
  random: Random,
): void {
  const image = buildImage({
    kind: 'product',
    emoji: template.emoji,
    background: random.pick(menu.palette),
  });
  into.images.push(image);

  const price = localPrice(template.price * priceFactor, level);
  const discount =
    template.discount ?? (random.chance(0.06) ? random.pick([0.1, 0.15, 0.2]) : null);
  const attributes: ('LIQUID' | 'WEIGHTED')[] = [];
  if (template.liquid !== undefined) attributes.push('LIQUID');
  if (template.weighted) attributes.push('WEIGHTED');

  const product = buildProduct({
    ...place,
    name: template.name.en,
    nameI18n: template.name,
    description: template.description?.en ?? '',
    descriptionI18n: template.description ?? {},
    price,
    discountPrice: discount === null ? null : discounted(price, discount, level),
    imageId: image.id,
    attributes,
    available: template.available ?? true,
    visible: template.visible ?? true,
    weight: template.liquid ?? template.weight ?? null,
    tags: template.tags ?? [],
    nutritionFacts: template.nutrition ?? null,
    maxCount: template.maxCount ?? null,
    popular: template.popular === true || random.chance(0.05),
  });
  into.products.push(product);
  (template.groups ?? []).forEach((group, groupIndex) =>
    addGroup(into, product.id, group, groupIndex, level),
  );
}

function addGroup(
  into: MenuRows,
  productId: string,
  template: GroupTemplate,
  sortOrder: number,
  level: PriceLevel,
): void {
  const group = buildComponentGroup({
    productId,
    name: template.name.en,
    nameI18n: template.name,
    required: template.required,
    multiSelection: template.multiSelection,
    maxCount: template.maxCount,
    sortOrder,
  });
  into.componentGroups.push(group);
  template.components.forEach((component, index) => {
    into.components.push(
      buildComponent({
        groupId: group.id,
        name: component.name.en,
        nameI18n: component.name,
        price: localPrice(component.price, level),
        available: component.available ?? true,
        maxCount: component.maxCount ?? 1,
        sortOrder: index,
      }),
    );
  });
}
