import { ALWAYS_OPEN, hours, hoursExcept } from '../../hours.ts';
import { burgerMenu } from '../menus/burgers.ts';
import { cafeMenu } from '../menus/cafe.ts';
import { flowerMenu } from '../menus/flowers.ts';
import { groceryMenu } from '../menus/groceries.ts';
import { pharmacyMenu } from '../menus/pharmacy.ts';
import { pizzaMenu } from '../menus/pizza.ts';
import { portugueseMenu } from '../menus/portuguese.ts';
import { sushiMenu } from '../menus/sushi.ts';
import { textTag } from '../text.ts';
import type { BannerSpec, VendorSpec } from '../types.ts';

const t = textTag(['pt']);

export const lisbonVendors: VendorSpec[] = [
  {
    code: 'tasca-do-bairro',
    name: 'Tasca do Bairro',
    description: t`en: Petiscos and bacalhau the way the neighbourhood tasca makes them. Closed on Mondays. | pt: Petiscos e bacalhau como na tasca do bairro. Encerra às segundas.`,
    type: 'RESTAURANT',
    menu: portugueseMenu,
    categories: ['local'],
    workingHours: hoursExcept('12:00', '00:00', ['MONDAY']),
    rating: 4.7,
    street: 'Rua dos Remédios',
    houseNumber: '54',
    emoji: '1f41f',
    background: '#1d4ed8',
    receiptTypes: ['DELIVERY', 'TAKEAWAY'],
  },
  {
    code: 'pastelaria-belem-doce',
    name: 'Pastelaria Belém Doce',
    description: t`en: Pastéis de nata warm from the oven, coffee and breakfast. | pt: Pastéis de nata acabados de sair do forno, café e pequenos-almoços.`,
    type: 'RESTAURANT',
    menu: cafeMenu,
    categories: ['breakfast', 'desserts'],
    workingHours: hours('07:00', '20:00'),
    rating: 4.9,
    street: 'Rua de Belém',
    houseNumber: '84',
    emoji: '1f967',
    background: '#a16207',
  },
  {
    code: 'pizzaria-alfama',
    name: 'Pizzaria Alfama',
    description: t`en: Wood-fired pizza in the old quarter. | pt: Pizza em forno a lenha no bairro antigo.`,
    type: 'RESTAURANT',
    menu: pizzaMenu,
    categories: ['pizza'],
    workingHours: hours('12:00', '23:00'),
    rating: 4.2,
    street: 'Rua de São Miguel',
    houseNumber: '19',
    emoji: '1f355',
    background: '#b91c1c',
  },
  {
    code: 'burger-da-graca',
    name: 'Burger da Graça',
    description: t`en: Burgers until two in the morning. | pt: Hambúrgueres até às duas da manhã.`,
    type: 'RESTAURANT',
    menu: burgerMenu,
    categories: ['burgers'],
    workingHours: hours('12:00', '02:00'),
    rating: 4,
    street: 'Largo da Graça',
    houseNumber: '3',
    emoji: '1f354',
    background: '#c2410c',
  },
  {
    code: 'sushi-tejo',
    name: 'Sushi Tejo',
    description: t`en: Sushi with Atlantic fish, by the river. | pt: Sushi com peixe do Atlântico, junto ao rio.`,
    type: 'RESTAURANT',
    menu: sushiMenu,
    categories: ['sushi'],
    workingHours: hours('12:00', '23:00'),
    rating: 4.5,
    street: 'Avenida 24 de Julho',
    houseNumber: '112',
    emoji: '1f363',
    background: '#be123c',
    freeDeliveryFrom: 35,
  },
  {
    code: 'mercearia-lisboeta',
    name: 'Mercearia Lisboeta',
    description: t`en: A corner grocery with fresh fruit and pantry staples. | pt: Mercearia de bairro com fruta fresca e produtos de despensa.`,
    type: 'STORE',
    menu: groceryMenu,
    categories: ['groceries'],
    workingHours: hours('08:00', '22:00'),
    rating: 4.4,
    street: 'Rua de São Bento',
    houseNumber: '201',
    emoji: '1f34a',
    background: '#15803d',
  },
  {
    code: 'farmacia-avenida',
    name: 'Farmácia Avenida',
    description: t`en: Pharmacy on duty 24 hours a day. | pt: Farmácia de serviço 24 horas por dia.`,
    type: 'STORE',
    menu: pharmacyMenu,
    categories: ['pharmacy'],
    workingHours: ALWAYS_OPEN,
    rating: 4.6,
    street: 'Avenida da Liberdade',
    houseNumber: '150',
    emoji: '1f48a',
    background: '#0e7490',
  },
  {
    code: 'flores-do-chiado',
    name: 'Flores do Chiado',
    description: t`en: Flowers and plants. Closed on Sundays. New on Souk. | pt: Flores e plantas. Encerra ao domingo. Novo no Souk.`,
    type: 'STORE',
    menu: flowerMenu,
    categories: ['flowers'],
    workingHours: hoursExcept('10:00', '19:00', ['SUNDAY']),
    rating: null,
    street: 'Rua Garrett',
    houseNumber: '28',
    emoji: '1f33b',
    background: '#be185d',
  },
];

export const lisbonBanners: BannerSpec[] = [
  {
    title: t`en: Pastéis de nata, still warm | pt: Pastéis de nata, ainda quentes`,
    emoji: '1f967',
    background: '#a16207',
    vendorCode: 'pastelaria-belem-doce',
  },
  {
    title: t`en: Sushi Tejo: free delivery from €35 | pt: Sushi Tejo: entrega grátis a partir de 35 €`,
    emoji: '1f363',
    background: '#be123c',
    vendorCode: 'sushi-tejo',
  },
  {
    title: t`en: Become a Souk courier | pt: Seja estafeta Souk`,
    emoji: '1f6f5',
    background: '#0f766e',
    externalLink: 'https://example.com/promo',
  },
];
