/** Latvian home cooking, Riga only: English, Latvian and Russian. */
import { textTag } from '../text.ts';
import type { MenuTemplate, SectionTemplate } from '../types.ts';

const t = textTag(['lv', 'ru']);

const soups: SectionTemplate = {
  name: t`en: Soups | lv: Zupas | ru: Супы`,
  products: [
    {
      name: t`en: Cold beetroot soup | lv: Aukstā zupa | ru: Холодный свекольник`,
      description: t`en: Kefir, beetroot, cucumber, dill and a boiled egg, with hot potatoes. | lv: Kefīrs, bietes, gurķis, dilles un vārīta ola, ar karstiem kartupeļiem. | ru: Кефир, свёкла, огурец, укроп и варёное яйцо, с горячим картофелем.`,
      price: 4.9,
      emoji: '1f963',
      weight: 400,
      keep: true,
      popular: true,
    },
    {
      name: t`en: Sorrel soup | lv: Skābeņu zupa | ru: Щавелевый суп`,
      price: 4.5,
      emoji: '1f372',
      weight: 400,
    },
    {
      name: t`en: Pea soup with smoked meat | lv: Zirņu zupa ar kūpinājumu | ru: Гороховый суп с копчёностями`,
      price: 4.9,
      emoji: '1f372',
      weight: 400,
    },
    {
      name: t`en: Sauerkraut soup | lv: Skābu kāpostu zupa | ru: Щи из квашеной капусты`,
      price: 4.5,
      emoji: '1f372',
      weight: 400,
    },
  ],
};

const mains: SectionTemplate = {
  name: t`en: Main courses | lv: Pamatēdieni | ru: Основные блюда`,
  cookingTime: 20,
  products: [
    {
      name: t`en: Grey peas with bacon | lv: Pelēkie zirņi ar speķi | ru: Серый горох со шпеком`,
      description: t`en: The Latvian classic: grey peas, fried bacon and onion, a glass of kefir. | lv: Latviešu klasika: pelēkie zirņi, cepts speķis un sīpoli, glāze kefīra. | ru: Латышская классика: серый горох, жареный шпек и лук, стакан кефира.`,
      price: 6.5,
      emoji: '1fadb',
      weight: 350,
      keep: true,
      popular: true,
    },
    {
      name: t`en: Pork chop with potatoes | lv: Karbonāde ar kartupeļiem | ru: Карбонад с картофелем`,
      price: 9.9,
      emoji: '1f969',
      weight: 450,
    },
    {
      name: t`en: Potato pancakes with sour cream | lv: Kartupeļu pankūkas ar krējumu | ru: Картофельные оладьи со сметаной`,
      price: 6.9,
      emoji: '1f954',
      weight: 300,
      tags: ['vegetarian'],
    },
    {
      name: t`en: Baltic herring with potatoes | lv: Reņģes ar kartupeļiem | ru: Салака с картофелем`,
      price: 8.5,
      emoji: '1f41f',
      weight: 400,
    },
    {
      name: t`en: Chicken schnitzel | lv: Vistas šnicele | ru: Куриный шницель`,
      price: 8.9,
      emoji: '1f357',
      weight: 380,
    },
    {
      name: t`en: Smoked salmon with dill potatoes | lv: Kūpināts lasis ar dillēm un kartupeļiem | ru: Копчёный лосось с картофелем и укропом`,
      price: 12.5,
      discount: 0.1,
      emoji: '1f41f',
      weight: 400,
      nutrition: { calories: 560, proteins: 34, fats: 24, carbohydrates: 48 },
    },
  ],
};

const starters: SectionTemplate = {
  name: t`en: Starters | lv: Uzkodas | ru: Закуски`,
  products: [
    {
      name: t`en: Garlic rye croutons | lv: Ķiploku grauzdiņi | ru: Гренки с чесноком`,
      price: 3.9,
      emoji: '1f35e',
      weight: 200,
      popular: true,
    },
    {
      name: t`en: Bacon buns (4) | lv: Speķa pīrādziņi (4 gab.) | ru: Пирожки со шпеком (4 шт.)`,
      price: 3.5,
      emoji: '1f950',
      weight: 200,
    },
    {
      name: t`en: Herring with sour cream | lv: Siļķe ar krējumu | ru: Селёдка со сметаной`,
      price: 5.5,
      emoji: '1f41f',
      weight: 200,
    },
    {
      name: t`en: Pickled cucumbers | lv: Skābēti gurķi | ru: Квашеные огурцы`,
      price: 2.9,
      emoji: '1f952',
      weight: 200,
      tags: ['vegan'],
    },
  ],
};

const desserts: SectionTemplate = {
  name: t`en: Desserts | lv: Deserti | ru: Десерты`,
  products: [
    {
      name: t`en: Layered rye bread dessert | lv: Rupjmaizes kārtojums | ru: Десерт из ржаного хлеба`,
      description: t`en: Rye crumbs, whipped cream and lingonberry jam. | lv: Rupjmaizes drupatas, putukrējums un brūkleņu ievārījums. | ru: Ржаная крошка, взбитые сливки и брусничное варенье.`,
      price: 4.2,
      emoji: '1f370',
      weight: 180,
      keep: true,
    },
    {
      name: t`en: Cranberry semolina mousse | lv: Debesmanna | ru: Клюквенный мусс «Дебесманна»`,
      price: 3.5,
      emoji: '1f36e',
      weight: 180,
    },
    {
      name: t`en: Curd cheese pancakes | lv: Biezpiena plācenīši | ru: Сырники`,
      price: 5.2,
      emoji: '1f95e',
      weight: 220,
    },
    {
      name: t`en: Apple pie | lv: Ābolu pīrāgs | ru: Яблочный пирог`,
      price: 3.9,
      emoji: '1f967',
      weight: 150,
    },
  ],
};

const drinks: SectionTemplate = {
  name: t`en: Drinks | lv: Dzērieni | ru: Напитки`,
  imageOrientation: 'VERTICAL',
  products: [
    {
      name: t`en: Bread kvass | lv: Maizes kvass | ru: Хлебный квас`,
      price: 2.5,
      emoji: '1f37a',
      liquid: 500,
      popular: true,
    },
    {
      name: t`en: Birch sap | lv: Bērzu sula | ru: Берёзовый сок`,
      price: 2.9,
      emoji: '1f9c3',
      liquid: 330,
    },
    {
      name: t`en: Sea buckthorn tea | lv: Smiltsērkšķu tēja | ru: Облепиховый чай`,
      price: 3.5,
      emoji: '1f375',
      liquid: 400,
    },
    {
      name: t`en: Rhubarb lemonade | lv: Rabarberu limonāde | ru: Ревеневый лимонад`,
      price: 3.2,
      emoji: '1f379',
      liquid: 400,
    },
  ],
};

export const latvianMenu: MenuTemplate = {
  sections: [soups, mains, starters, desserts, drinks],
  palette: ['#fee2e2', '#f5f5f4', '#ecfccb', '#fef3c7', '#e0e7ff'],
};
