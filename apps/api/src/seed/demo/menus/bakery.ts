/** The single-vendor Sofia bakery: English and Bulgarian. */
import { hours } from '../../hours.ts';
import { textTag } from '../text.ts';
import type { GroupTemplate, MenuTemplate, SectionTemplate } from '../types.ts';

const t = textTag(['bg']);

const portion: GroupTemplate = {
  name: t`en: Portion | bg: Порция`,
  required: true,
  multiSelection: false,
  maxCount: 1,
  components: [
    { name: t`en: Piece (200 g) | bg: Парче (200 г)`, price: 0 },
    { name: t`en: Whole tray (1 kg) | bg: Цяла тава (1 кг)`, price: 5.5 },
  ],
};

const volume: GroupTemplate = {
  name: t`en: Volume | bg: Обем`,
  required: true,
  multiSelection: false,
  maxCount: 1,
  components: [
    { name: t`en: 330 ml | bg: 330 мл`, price: 0 },
    { name: t`en: 500 ml | bg: 500 мл`, price: 0.3 },
    { name: t`en: 1 l | bg: 1 л`, price: 0.8 },
  ],
};

const breakfast: SectionTemplate = {
  name: t`en: Breakfast | bg: Закуска`,
  workingHours: hours('07:00', '11:00'),
  products: [
    {
      name: t`en: Banitsa with boza | bg: Баница с боза`,
      price: 2.5,
      emoji: '1f950',
      weight: 450,
      keep: true,
      popular: true,
    },
    {
      name: t`en: Mekitsi with jam (3) | bg: Мекици със сладко (3)`,
      price: 2,
      emoji: '1f369',
      weight: 240,
    },
    {
      name: t`en: Bulgarian yogurt with honey and walnuts | bg: Кисело мляко с мед и орехи`,
      price: 2.2,
      emoji: '1f36f',
      weight: 250,
    },
    {
      name: t`en: Omelette with sirene cheese | bg: Омлет със сирене`,
      price: 2.8,
      emoji: '1f373',
      weight: 250,
    },
    {
      name: t`en: Thin pancakes with chocolate | bg: Палачинки с шоколад`,
      price: 2.4,
      emoji: '1f95e',
      weight: 220,
    },
  ],
};

const banitsa: SectionTemplate = {
  name: t`en: Banitsa and savoury pastries | bg: Баници и солени закуски`,
  products: [
    {
      name: t`en: Banitsa with sirene cheese | bg: Баница със сирене`,
      description: t`en: Layers of filo with eggs, yogurt and sirene, baked every morning. | bg: Кори с яйца, кисело мляко и сирене, печени всяка сутрин.`,
      price: 1.5,
      emoji: '1f950',
      weight: 200,
      keep: true,
      popular: true,
      groups: [portion],
    },
    {
      name: t`en: Spinach banitsa | bg: Баница със спанак`,
      price: 1.6,
      emoji: '1f96c',
      weight: 200,
      groups: [portion],
    },
    {
      name: t`en: Pumpkin banitsa (tikvenik) | bg: Тиквеник`,
      price: 1.7,
      emoji: '1f383',
      weight: 200,
    },
    {
      name: t`en: Kifla with sirene | bg: Кифла със сирене`,
      price: 0.9,
      emoji: '1f950',
      weight: 100,
    },
    { name: t`en: Pogacha bread | bg: Погача`, price: 1.2, emoji: '1f35e', weight: 300 },
    {
      name: t`en: Tutmanik cheese bread | bg: Тутманик`,
      price: 1.4,
      discount: 0.2,
      emoji: '1f35e',
      weight: 250,
    },
  ],
};

const bread: SectionTemplate = {
  name: t`en: Bread | bg: Хляб`,
  products: [
    {
      name: t`en: Sourdough loaf | bg: Хляб с квас`,
      price: 2.2,
      emoji: '1f35e',
      weight: 700,
      popular: true,
    },
    { name: t`en: Rye bread | bg: Ръжен хляб`, price: 1.9, emoji: '1f35e', weight: 600 },
    { name: t`en: Baguette | bg: Багета`, price: 1.1, emoji: '1f956', weight: 250 },
    {
      name: t`en: Einkorn bread | bg: Хляб от лимец`,
      price: 2.9,
      emoji: '1f35e',
      weight: 500,
      available: false,
    },
    {
      name: t`en: Seeded rolls (4) | bg: Питки със семена (4)`,
      price: 1.6,
      emoji: '1f96f',
      weight: 320,
    },
  ],
};

const sweets: SectionTemplate = {
  name: t`en: Sweets | bg: Сладкиши`,
  products: [
    {
      name: t`en: Garash cake | bg: Торта Гараш`,
      price: 3.2,
      emoji: '1f370',
      weight: 150,
      popular: true,
    },
    { name: t`en: Walnut baklava | bg: Баклава с орехи`, price: 2.5, emoji: '1f967', weight: 120 },
    { name: t`en: Kozunak sweet bread | bg: Козунак`, price: 3.9, emoji: '1f35e', weight: 500 },
    { name: t`en: Chocolate eclair | bg: Еклер с шоколад`, price: 1.5, emoji: '1f36b', weight: 80 },
    { name: t`en: Biscuit cake | bg: Бисквитена торта`, price: 2.6, emoji: '1f370', weight: 150 },
  ],
};

const drinks: SectionTemplate = {
  name: t`en: Drinks | bg: Напитки`,
  imageOrientation: 'VERTICAL',
  products: [
    { name: t`en: Boza | bg: Боза`, price: 0.9, emoji: '1f95b', liquid: 330, groups: [volume] },
    { name: t`en: Ayran | bg: Айрян`, price: 0.8, emoji: '1f95b', liquid: 330, groups: [volume] },
    { name: t`en: Espresso | bg: Еспресо`, price: 1, emoji: '2615', liquid: 30 },
    { name: t`en: Cappuccino | bg: Капучино`, price: 1.6, emoji: '2615', liquid: 250 },
    {
      name: t`en: Mursalski mountain tea | bg: Мурсалски чай`,
      price: 1.2,
      emoji: '1f375',
      liquid: 300,
    },
  ],
};

/** Hidden until Easter week. */
const easter: SectionTemplate = {
  name: t`en: Easter specials | bg: Великденско предложение`,
  visible: false,
  products: [
    {
      name: t`en: Easter kozunak (1 kg) | bg: Великденски козунак (1 кг)`,
      price: 7.9,
      emoji: '1f35e',
      weight: 1000,
    },
    { name: t`en: Painted eggs (10) | bg: Боядисани яйца (10)`, price: 3.5, emoji: '1f95a' },
    {
      name: t`en: Easter cookies | bg: Великденски курабийки`,
      price: 2.9,
      emoji: '1f36a',
      weight: 300,
    },
    { name: t`en: Lamb-shaped cake | bg: Торта агънце`, price: 9.9, emoji: '1f370', weight: 800 },
  ],
};

export const bakeryMenu: MenuTemplate = {
  sections: [breakfast, banitsa, bread, sweets, drinks, easter],
  palette: ['#fef3c7', '#ffedd5', '#f5f5f4', '#fde68a', '#fae8ff'],
};
