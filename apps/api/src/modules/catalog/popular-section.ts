/**
 * The name of the computed "popular" section. The API resolves every text for the request's
 * language (packages/contracts/src/catalog.ts), so this one label is translated here.
 */
export const POPULAR_SECTION_KEY = 'popular';

const POPULAR_SECTION_NAMES: Readonly<Record<string, string>> = {
  en: 'Popular',
  ar: 'الأكثر طلبًا',
  es: 'Lo más pedido',
  fr: 'Les plus commandés',
  it: 'I più ordinati',
  lv: 'Populārākie',
  mg: 'Malaza indrindra',
  pt: 'Mais pedidos',
  bg: 'Най-поръчвани',
  ru: 'Популярное',
  uk: 'Популярне',
};

export function popularSectionName(lang: string): string {
  return POPULAR_SECTION_NAMES[lang] ?? 'Popular';
}
