/**
 * A hypermarket (STORE) with a long menu: the grocery range sold singly and in packs. It shows
 * how the storefront handles a menu large enough to arrive in parts.
 */
import { textTag } from '../text.ts';
import type { MenuTemplate, Text } from '../types.ts';
import { groceryMenu } from './groceries.ts';

const t = textTag(['mg']);

const PACKS: { count: number; label: Text; discount: number }[] = [
  { count: 2, label: t`en: pack of 2 | mg: fonosana 2`, discount: 0.05 },
  { count: 4, label: t`en: pack of 4 | mg: fonosana 4`, discount: 0.08 },
  { count: 6, label: t`en: pack of 6 | mg: fonosana 6`, discount: 0.1 },
  { count: 12, label: t`en: box of 12 | mg: boaty 12`, discount: 0.15 },
];

/** "Apples · pack of 6" in every language the name has. */
function withPack(name: Text, pack: Text): Text {
  const joined: Record<string, string> = {};
  for (const [lang, value] of Object.entries(name)) {
    if (value) joined[lang] = `${value} · ${pack[lang] ?? pack.en}`;
  }
  return { ...joined, en: `${name.en} · ${pack.en}` };
}

export const hypermarketMenu: MenuTemplate = {
  sections: [
    ...groceryMenu.sections,
    ...PACKS.flatMap((pack) =>
      groceryMenu.sections.map((section) => ({
        ...section,
        name: withPack(section.name, pack.label),
        products: section.products.map((product) => ({
          ...product,
          name: withPack(product.name, pack.label),
          price: Math.round(product.price * pack.count * (1 - pack.discount) * 100) / 100,
          weighted: false,
          popular: false,
          keep: true,
        })),
      })),
    ),
  ],
  palette: groceryMenu.palette,
};
