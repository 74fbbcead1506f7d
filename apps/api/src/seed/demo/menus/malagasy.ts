/** Malagasy cooking, Antananarivo only: English, Malagasy and French. */
import { hours } from '../../hours.ts';
import { textTag } from '../text.ts';
import type { GroupTemplate, MenuTemplate, SectionTemplate } from '../types.ts';
import { drinkVolume } from './shared.ts';

const t = textTag(['mg', 'fr']);

const side: GroupTemplate = {
  name: t`en: Side | mg: Fanampiny | fr: Accompagnement`,
  required: true,
  multiSelection: false,
  maxCount: 1,
  components: [
    { name: t`en: Rice | mg: Vary | fr: Riz`, price: 0 },
    { name: t`en: Fries | mg: Frites | fr: Frites`, price: 0.2 },
    { name: t`en: Lasary (pickled vegetables) | mg: Lasary | fr: Achards`, price: 0.1 },
  ],
};

const classics: SectionTemplate = {
  name: t`en: Malagasy classics | mg: Sakafo gasy | fr: Plats malgaches`,
  cookingTime: 25,
  products: [
    {
      name: t`en: Romazava (zebu and greens stew) | mg: Romazava | fr: Romazava (bouillon de zébu aux brèdes)`,
      description: t`en: The national dish: zebu beef simmered with brèdes mafana and ginger, served with rice. | mg: Sakafo nasionaly: hen'omby nahandroina tamin'ny anamalao sy sakamalao, miaraka amin'ny vary. | fr: Le plat national : zébu mijoté aux brèdes mafana et au gingembre, servi avec du riz.`,
      price: 3.1,
      emoji: '1f372',
      weight: 500,
      keep: true,
      popular: true,
    },
    {
      name: t`en: Ravitoto with pork (cassava leaves) | mg: Ravitoto sy henakisoa | fr: Ravitoto au porc`,
      description: t`en: Pounded cassava leaves slow-cooked with pork and garlic. | mg: Ravitoto notototoina nandrahoina ela niaraka tamin'ny henakisoa sy tongolo gasy. | fr: Feuilles de manioc pilées mijotées avec du porc et de l'ail.`,
      price: 3.5,
      emoji: '1f96c',
      weight: 500,
      popular: true,
    },
    {
      name: t`en: Chicken in coconut sauce | mg: Akoho sy voanio | fr: Poulet au coco`,
      price: 3.7,
      emoji: '1f965',
      weight: 450,
    },
    {
      name: t`en: Slow-cooked zebu | mg: Hen'omby ritra | fr: Zébu mijoté`,
      price: 4.1,
      emoji: '1f969',
      weight: 450,
    },
    {
      name: t`en: River fish with tomato | mg: Trondro gasy sy voatabia | fr: Poisson d'eau douce à la tomate`,
      price: 3.9,
      emoji: '1f41f',
      weight: 450,
    },
    {
      name: t`en: Rice with greens | mg: Vary amin'anana | fr: Riz aux brèdes`,
      price: 2.1,
      discount: 0.2,
      emoji: '1f35a',
      weight: 400,
    },
  ],
};

/** Morning street food, 06:00-10:00. */
const breakfast: SectionTemplate = {
  name: t`en: Breakfast | mg: Sakafo maraina | fr: Petit-déjeuner`,
  workingHours: hours('06:00', '10:00'),
  products: [
    {
      name: t`en: Mofo gasy rice cakes (6) | mg: Mofo gasy (6) | fr: Mofo gasy, galettes de riz (6)`,
      description: t`en: Sweet rice-flour cakes cooked in a cast-iron mould. | mg: Mofo vita amin'ny koba vary, natono tamin'ny lapoaly. | fr: Petits gâteaux de farine de riz cuits dans un moule en fonte.`,
      price: 0.4,
      emoji: '1f96e',
      weight: 180,
      keep: true,
      popular: true,
    },
    {
      name: t`en: Banana fritters | mg: Mofo akondro | fr: Beignets de banane`,
      price: 0.5,
      emoji: '1f34c',
      weight: 150,
    },
    {
      name: t`en: Rice soup with kitoza | mg: Vary sosoa sy kitoza | fr: Riz au bouillon et kitoza`,
      price: 1.6,
      emoji: '1f35a',
      weight: 400,
    },
    {
      name: t`en: Menakely ring doughnuts (4) | mg: Menakely (4) | fr: Beignets menakely (4)`,
      price: 0.5,
      emoji: '1f369',
      weight: 160,
    },
    {
      name: t`en: Malagasy coffee | mg: Kafe gasy | fr: Café malgache`,
      price: 0.4,
      emoji: '2615',
      liquid: 150,
    },
  ],
};

const grills: SectionTemplate = {
  name: t`en: Grills | mg: Natono | fr: Grillades`,
  products: [
    {
      name: t`en: Zebu skewers (masikita, 5) | mg: Masikita (5) | fr: Brochettes de zébu (masikita, 5)`,
      price: 1.5,
      emoji: '1f362',
      weight: 200,
      popular: true,
    },
    {
      name: t`en: Grilled tilapia | mg: Tilapia natono | fr: Tilapia grillé`,
      price: 4.5,
      emoji: '1f41f',
      weight: 450,
      groups: [side],
    },
    {
      name: t`en: Malagasy sausage with rice | mg: Saosisy gasy sy vary | fr: Saucisse malgache et riz`,
      price: 3.2,
      emoji: '1f32d',
      weight: 400,
    },
    {
      name: t`en: Grilled chicken with achards | mg: Akoho natono sy lasary | fr: Poulet grillé et achards`,
      price: 4,
      emoji: '1f357',
      weight: 450,
      groups: [side],
    },
  ],
};

const desserts: SectionTemplate = {
  name: t`en: Desserts | mg: Tsindrin-tsakafo | fr: Desserts`,
  products: [
    {
      name: t`en: Koba (peanut and banana cake) | mg: Koba ravina | fr: Koba, gâteau arachide-banane`,
      price: 0.8,
      emoji: '1f95c',
      weight: 150,
    },
    {
      name: t`en: Coconut sweets | mg: Bonbon coco | fr: Bonbons coco`,
      price: 0.4,
      emoji: '1f965',
      weight: 100,
    },
    {
      name: t`en: Fresh mango with lime | mg: Manga sy voasary makirana | fr: Mangue fraîche au citron vert`,
      price: 1,
      emoji: '1f96d',
      weight: 250,
    },
    {
      name: t`en: Fresh lychees | mg: Letisia | fr: Litchis frais`,
      price: 1.2,
      emoji: '1f352',
      weight: 500,
      weighted: true,
    },
  ],
};

const drinks: SectionTemplate = {
  name: t`en: Drinks | mg: Zava-pisotro | fr: Boissons`,
  imageOrientation: 'VERTICAL',
  products: [
    {
      name: t`en: Lychee juice | mg: Ranom-boankazo letisia | fr: Jus de litchi`,
      price: 0.9,
      emoji: '1f9c3',
      liquid: 330,
    },
    {
      name: t`en: Ginger juice | mg: Ranom-tsakamalao | fr: Jus de gingembre`,
      price: 0.7,
      emoji: '1f9c3',
      liquid: 330,
      popular: true,
    },
    {
      name: t`en: Bonbon Anglais lemonade | mg: Bonbon Anglais | fr: Limonade Bonbon Anglais`,
      price: 0.6,
      emoji: '1f964',
      liquid: 330,
      groups: [drinkVolume],
    },
    {
      name: t`en: Still water | mg: Rano | fr: Eau plate`,
      price: 0.4,
      emoji: '1f4a7',
      liquid: 1500,
    },
  ],
};

export const malagasyMenu: MenuTemplate = {
  sections: [classics, breakfast, grills, desserts, drinks],
  palette: ['#dcfce7', '#fef9c3', '#ffedd5', '#fee2e2', '#e0f2fe'],
};
