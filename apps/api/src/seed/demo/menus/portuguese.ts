/** Portuguese tasca food, Lisbon only: English and Portuguese. */
import { textTag } from '../text.ts';
import type { GroupTemplate, MenuTemplate, SectionTemplate } from '../types.ts';
import { drinks } from './shared.ts';

const t = textTag(['pt']);

const side: GroupTemplate = {
  name: t`en: Side | pt: Acompanhamento`,
  required: true,
  multiSelection: false,
  maxCount: 1,
  components: [
    { name: t`en: Fries | pt: Batatas fritas`, price: 0 },
    { name: t`en: Rice | pt: Arroz`, price: 0 },
    { name: t`en: Mixed salad | pt: Salada mista`, price: 0.5 },
  ],
};

const petiscos: SectionTemplate = {
  name: t`en: Small plates | pt: Petiscos`,
  products: [
    {
      name: t`en: Salt cod fritters (6) | pt: Pastéis de bacalhau (6)`,
      description: t`en: Crisp outside, soft inside: salt cod, potato and parsley. | pt: Estaladiços por fora e macios por dentro: bacalhau, batata e salsa.`,
      price: 6,
      emoji: '1f41f',
      weight: 240,
      keep: true,
      popular: true,
    },
    {
      name: t`en: Garlic prawns | pt: Gambas ao alhinho`,
      price: 9.5,
      emoji: '1f990',
      weight: 250,
      popular: true,
    },
    { name: t`en: Pica-pau beef bites | pt: Pica-pau`, price: 7.5, emoji: '1f969', weight: 300 },
    {
      name: t`en: Flame-grilled chouriço | pt: Chouriço assado`,
      price: 6.5,
      emoji: '1f525',
      weight: 200,
    },
    {
      name: t`en: Serra da Estrela cheese | pt: Queijo da Serra da Estrela`,
      price: 9.9,
      emoji: '1f9c0',
      weight: 200,
      tags: ['vegetarian'],
    },
  ],
};

const soups: SectionTemplate = {
  name: t`en: Soups | pt: Sopas`,
  products: [
    {
      name: t`en: Caldo verde (kale soup) | pt: Caldo verde`,
      description: t`en: Potato and kale soup with a slice of chouriço. | pt: Sopa de batata e couve com uma rodela de chouriço.`,
      price: 3.2,
      emoji: '1f372',
      weight: 350,
      popular: true,
    },
    {
      name: t`en: Vegetable soup | pt: Sopa de legumes`,
      price: 2.8,
      emoji: '1f372',
      weight: 350,
      tags: ['vegan'],
    },
    { name: t`en: Fish soup | pt: Sopa de peixe`, price: 4.5, emoji: '1f372', weight: 350 },
    {
      name: t`en: Chickpea and spinach soup | pt: Sopa de grão com espinafres`,
      price: 3.2,
      emoji: '1f372',
      weight: 350,
      tags: ['vegan'],
    },
  ],
};

const mains: SectionTemplate = {
  name: t`en: Main courses | pt: Pratos principais`,
  cookingTime: 25,
  products: [
    {
      name: t`en: Bacalhau à Brás | pt: Bacalhau à Brás`,
      description: t`en: Shredded salt cod with straw potatoes, egg, onion and black olives. | pt: Bacalhau desfiado com batata palha, ovo, cebola e azeitonas pretas.`,
      price: 13.5,
      emoji: '1f41f',
      weight: 450,
      keep: true,
      popular: true,
      nutrition: { calories: 720, proteins: 38, fats: 40, carbohydrates: 52 },
    },
    {
      name: t`en: Francesinha | pt: Francesinha`,
      description: t`en: Porto's sandwich of steak and sausage under melted cheese and beer-tomato sauce. | pt: A sandes do Porto: bife e salsicha sob queijo derretido e molho de cerveja e tomate.`,
      price: 12.5,
      emoji: '1f96a',
      weight: 600,
      groups: [side],
    },
    {
      name: t`en: Bifana (marinated pork sandwich) | pt: Bifana`,
      price: 4.5,
      emoji: '1f96a',
      weight: 250,
    },
    {
      name: t`en: Grilled sardines | pt: Sardinhas assadas`,
      price: 11.5,
      emoji: '1f41f',
      weight: 400,
      groups: [side],
    },
    {
      name: t`en: Piri-piri chicken | pt: Frango piri-piri`,
      price: 10.5,
      emoji: '1f357',
      weight: 500,
      tags: ['spicy'],
      groups: [side],
    },
    {
      name: t`en: Seafood rice | pt: Arroz de marisco`,
      price: 18.5,
      discount: 0.1,
      emoji: '1f990',
      weight: 600,
    },
  ],
};

const desserts: SectionTemplate = {
  name: t`en: Desserts | pt: Sobremesas`,
  products: [
    {
      name: t`en: Pastel de nata | pt: Pastel de nata`,
      description: t`en: Custard tart in crisp puff pastry, dusted with cinnamon. | pt: Nata em massa folhada estaladiça, com canela.`,
      price: 1.3,
      emoji: '1f967',
      weight: 70,
      keep: true,
      popular: true,
    },
    { name: t`en: Rice pudding | pt: Arroz doce`, price: 3.5, emoji: '1f36e', weight: 180 },
    {
      name: t`en: Caramel mousse (baba de camelo) | pt: Baba de camelo`,
      price: 3.9,
      emoji: '1f36e',
      weight: 150,
    },
    { name: t`en: Biscuit cake | pt: Bolo de bolacha`, price: 4.2, emoji: '1f370', weight: 160 },
  ],
};

export const portugueseMenu: MenuTemplate = {
  sections: [petiscos, soups, mains, desserts, drinks],
  palette: ['#dbeafe', '#fef3c7', '#fde68a', '#e0f2fe', '#fce7f3'],
};
