/**
 * The category tree every locality gets. "Vegan" is a child no vendor uses and "Gifts" a parent
 * without children, so the storefront's pruning rules (spec 1 §4) have something to prune.
 */
import { textTag } from './text.ts';
import type { CategoryKey, Text } from './types.ts';

const t = textTag(['lv', 'ar', 'mg', 'pt', 'uk', 'bg', 'ru']);

export interface CategoryTemplate {
  key: CategoryKey;
  parent: CategoryKey | null;
  /** Null for the per-locality "local cuisine" category, named by the locality. */
  name: Text | null;
  emoji: string;
  isTop?: boolean;
}

export const CATEGORY_TREE: readonly CategoryTemplate[] = [
  {
    key: 'food',
    parent: null,
    emoji: '1f37d',
    name: t`en: Food | lv: Ēdiens | ar: طعام | mg: Sakafo | pt: Comida | uk: Їжа | bg: Храна | ru: Еда`,
  },
  {
    key: 'pizza',
    parent: 'food',
    emoji: '1f355',
    isTop: true,
    name: t`en: Pizza | lv: Pica | ar: بيتزا | mg: Pizza | pt: Pizza | uk: Піца | bg: Пица | ru: Пицца`,
  },
  {
    key: 'burgers',
    parent: 'food',
    emoji: '1f354',
    isTop: true,
    name: t`en: Burgers | lv: Burgeri | ar: برجر | mg: Burger | pt: Hambúrgueres | uk: Бургери | bg: Бургери | ru: Бургеры`,
  },
  {
    key: 'sushi',
    parent: 'food',
    emoji: '1f363',
    isTop: true,
    name: t`en: Sushi | lv: Suši | ar: سوشي | mg: Sushi | pt: Sushi | uk: Суші | bg: Суши | ru: Суши`,
  },
  {
    key: 'shawarma',
    parent: 'food',
    emoji: '1f959',
    name: t`en: Shawarma and grill | lv: Šaurma un grils | ar: شاورما ومشاوي | mg: Shawarma sy natono | pt: Shawarma e grelhados | uk: Шаурма і гриль | bg: Дюнер и скара | ru: Шаурма и гриль`,
  },
  {
    key: 'desserts',
    parent: 'food',
    emoji: '1f370',
    name: t`en: Desserts | lv: Deserti | ar: حلويات | mg: Tsindrin-tsakafo | pt: Sobremesas | uk: Десерти | bg: Десерти | ru: Десерты`,
  },
  {
    key: 'breakfast',
    parent: 'food',
    emoji: '2615',
    name: t`en: Breakfast and coffee | lv: Brokastis un kafija | ar: فطور وقهوة | mg: Sakafo maraina sy kafe | pt: Pequeno-almoço e café | uk: Сніданки і кава | bg: Закуска и кафе | ru: Завтраки и кофе`,
  },
  { key: 'local', parent: 'food', emoji: '1f372', name: null },
  {
    key: 'vegan',
    parent: 'food',
    emoji: '1f957',
    name: t`en: Vegan | lv: Vegāniski | ar: نباتي | mg: Vegan | pt: Vegano | uk: Веганське | bg: Веган | ru: Веганское`,
  },
  {
    key: 'shops',
    parent: null,
    emoji: '1f6cd',
    name: t`en: Shops | lv: Veikali | ar: متاجر | mg: Fivarotana | pt: Lojas | uk: Магазини | bg: Магазини | ru: Магазины`,
  },
  {
    key: 'groceries',
    parent: 'shops',
    emoji: '1f6d2',
    isTop: true,
    name: t`en: Groceries | lv: Pārtika | ar: بقالة | mg: Entana | pt: Mercearia | uk: Продукти | bg: Хранителни стоки | ru: Продукты`,
  },
  {
    key: 'pharmacy',
    parent: 'shops',
    emoji: '1f48a',
    name: t`en: Pharmacy | lv: Aptieka | ar: صيدلية | mg: Fivarotam-panafody | pt: Farmácia | uk: Аптека | bg: Аптека | ru: Аптека`,
  },
  {
    key: 'flowers',
    parent: 'shops',
    emoji: '1f490',
    name: t`en: Flowers | lv: Ziedi | ar: زهور | mg: Voninkazo | pt: Flores | uk: Квіти | bg: Цветя | ru: Цветы`,
  },
  {
    key: 'gifts',
    parent: null,
    emoji: '1f381',
    name: t`en: Gifts | lv: Dāvanas | ar: هدايا | mg: Fanomezana | pt: Presentes | uk: Подарунки | bg: Подаръци | ru: Подарки`,
  },
];
