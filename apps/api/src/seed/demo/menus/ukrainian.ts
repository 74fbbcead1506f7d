/** Ukrainian home cooking, Kyiv only: English and Ukrainian. */
import { textTag } from '../text.ts';
import type { GroupTemplate, MenuTemplate, SectionTemplate } from '../types.ts';
import { drinks } from './shared.ts';

const t = textTag(['uk']);

const topping: GroupTemplate = {
  name: t`en: Topping | uk: Поливка`,
  required: true,
  multiSelection: false,
  maxCount: 1,
  components: [
    { name: t`en: Sour cream | uk: Сметана`, price: 0 },
    { name: t`en: Fried onion and cracklings | uk: Смажена цибуля зі шкварками`, price: 0.5 },
    { name: t`en: Melted butter | uk: Топлене масло`, price: 0 },
  ],
};

const soups: SectionTemplate = {
  name: t`en: Soups | uk: Перші страви`,
  products: [
    {
      name: t`en: Borscht with pampushky | uk: Борщ з пампушками`,
      description: t`en: Beetroot soup with beef, sour cream and garlic buns. | uk: Буряковий борщ з яловичиною, сметаною і часниковими пампушками.`,
      price: 4.5,
      emoji: '1f372',
      weight: 450,
      keep: true,
      popular: true,
      nutrition: { calories: 390, proteins: 18, fats: 16, carbohydrates: 42 },
    },
    {
      name: t`en: Carpathian mushroom soup | uk: Карпатська грибна юшка`,
      price: 4.9,
      emoji: '1f344',
      weight: 400,
    },
    {
      name: t`en: Green sorrel borscht | uk: Зелений борщ зі щавлем`,
      price: 4.2,
      emoji: '1f96c',
      weight: 400,
    },
    {
      name: t`en: Chicken noodle soup | uk: Курячий бульйон з локшиною`,
      price: 3.9,
      emoji: '1f35c',
      weight: 400,
    },
  ],
};

const varenyky: SectionTemplate = {
  name: t`en: Varenyky | uk: Вареники`,
  cookingTime: 15,
  products: [
    {
      name: t`en: Varenyky with potato | uk: Вареники з картоплею`,
      description: t`en: Twelve dumplings with mashed potato and fried onion. | uk: Дванадцять вареників з картопляним пюре і смаженою цибулею.`,
      price: 5.5,
      emoji: '1f95f',
      weight: 300,
      keep: true,
      popular: true,
      groups: [topping],
    },
    {
      name: t`en: Varenyky with sour cherries | uk: Вареники з вишнею`,
      price: 5.9,
      emoji: '1f352',
      weight: 300,
    },
    {
      name: t`en: Varenyky with cottage cheese | uk: Вареники з сиром`,
      price: 5.5,
      emoji: '1f95f',
      weight: 300,
      groups: [topping],
    },
    {
      name: t`en: Varenyky with stewed cabbage | uk: Вареники з тушкованою капустою`,
      price: 5.2,
      emoji: '1f95f',
      weight: 300,
      groups: [topping],
    },
    {
      name: t`en: Meat dumplings (pelmeni) | uk: Пельмені з м'ясом`,
      price: 6.5,
      discount: 0.15,
      emoji: '1f95f',
      weight: 300,
      groups: [topping],
    },
  ],
};

const mains: SectionTemplate = {
  name: t`en: Main courses | uk: Основні страви`,
  products: [
    {
      name: t`en: Chicken Kyiv | uk: Котлета по-київськи`,
      description: t`en: Breaded chicken breast filled with herb butter, with mashed potato. | uk: Куряче філе в паніровці з вершковим маслом і зеленню, з картопляним пюре.`,
      price: 8.9,
      emoji: '1f357',
      weight: 400,
      keep: true,
      popular: true,
    },
    {
      name: t`en: Potato pancakes (deruny) | uk: Деруни зі сметаною`,
      price: 5.9,
      emoji: '1f954',
      weight: 300,
      tags: ['vegetarian'],
    },
    {
      name: t`en: Cabbage rolls (holubtsi) | uk: Голубці`,
      price: 7.5,
      emoji: '1f96c',
      weight: 400,
    },
    {
      name: t`en: Banosh with brynza and mushrooms | uk: Банош з бринзою та грибами`,
      price: 7.9,
      emoji: '1f33d',
      weight: 350,
    },
    {
      name: t`en: Honey-glazed pork ribs | uk: Свинячі реберця в меду`,
      price: 11.5,
      emoji: '1f356',
      weight: 500,
    },
  ],
};

const desserts: SectionTemplate = {
  name: t`en: Desserts | uk: Десерти`,
  products: [
    {
      name: t`en: Syrnyky (cottage cheese pancakes) | uk: Сирники`,
      price: 5.2,
      emoji: '1f95e',
      weight: 220,
      popular: true,
    },
    { name: t`en: Kyiv cake | uk: Київський торт`, price: 4.5, emoji: '1f370', weight: 150 },
    { name: t`en: Poppy seed roll | uk: Маківник`, price: 3.5, emoji: '1f950', weight: 150 },
    { name: t`en: Honey cake | uk: Медовик`, price: 4.2, emoji: '1f36f', weight: 150 },
  ],
};

export const ukrainianMenu: MenuTemplate = {
  sections: [soups, varenyky, mains, desserts, drinks],
  palette: ['#fef9c3', '#dbeafe', '#fee2e2', '#ecfccb', '#f5f5f4'],
};
