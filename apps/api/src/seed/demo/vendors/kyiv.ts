import { ALWAYS_OPEN, hours } from '../../hours.ts';
import { burgerMenu } from '../menus/burgers.ts';
import { cafeMenu } from '../menus/cafe.ts';
import { pharmacyMenu } from '../menus/pharmacy.ts';
import { pizzaMenu } from '../menus/pizza.ts';
import { sushiMenu } from '../menus/sushi.ts';
import { ukrainianMenu } from '../menus/ukrainian.ts';
import { textTag } from '../text.ts';
import type { BannerSpec, VendorSpec } from '../types.ts';

const t = textTag(['uk']);

export const kyivVendors: VendorSpec[] = [
  {
    code: 'pizza-podil',
    name: 'Pizza Podil',
    nameI18n: t`en: Pizza Podil | uk: Піца Поділ`,
    description: t`en: Neapolitan pizza on the Podil. | uk: Неаполітанська піца на Подолі.`,
    type: 'RESTAURANT',
    menu: pizzaMenu,
    categories: ['pizza'],
    workingHours: hours('10:00', '23:00'),
    rating: 4.5,
    street: 'Petra Sahaidachnoho St',
    houseNumber: '25',
    emoji: '1f355',
    background: '#b91c1c',
  },
  {
    code: 'varenychna-katrusya',
    name: 'Varenychna Katrusya',
    nameI18n: t`en: Varenychna Katrusya | uk: Варенична Катруся`,
    description: t`en: Varenyky, borscht and Chicken Kyiv like grandma makes. | uk: Вареники, борщ і котлета по-київськи, як у бабусі.`,
    type: 'RESTAURANT',
    menu: ukrainianMenu,
    categories: ['local'],
    workingHours: hours('09:00', '22:00'),
    rating: 4.8,
    street: 'Khreshchatyk St',
    houseNumber: '15',
    emoji: '1f95f',
    background: '#1d4ed8',
    receiptTypes: ['DELIVERY', 'TAKEAWAY'],
  },
  {
    code: 'kyiv-burger-club',
    name: 'Kyiv Burger Club',
    nameI18n: t`en: Kyiv Burger Club | uk: Київ Бургер Клаб`,
    description: t`en: Burgers until three in the morning. | uk: Бургери до третьої ночі.`,
    type: 'RESTAURANT',
    menu: burgerMenu,
    categories: ['burgers'],
    workingHours: hours('11:00', '03:00'),
    rating: 4.1,
    street: 'Yaroslaviv Val St',
    houseNumber: '8',
    emoji: '1f354',
    background: '#c2410c',
  },
  {
    code: 'kava-na-andriivskomu',
    name: 'Kava na Andriivskomu',
    nameI18n: t`en: Kava na Andriivskomu | uk: Кава на Андріївському`,
    description: t`en: Coffee, breakfast and cakes on Andriivskyi Descent. | uk: Кава, сніданки і торти на Андріївському узвозі.`,
    type: 'RESTAURANT',
    menu: cafeMenu,
    categories: ['breakfast', 'desserts'],
    workingHours: hours('08:00', '21:00'),
    rating: 4.7,
    street: 'Andriivskyi Descent',
    houseNumber: '2',
    emoji: '2615',
    background: '#78350f',
  },
  {
    code: 'sushi-dnipro',
    name: 'Sushi Dnipro',
    nameI18n: t`en: Sushi Dnipro | uk: Суші Дніпро`,
    description: t`en: Rolls, sets and ramen. | uk: Роли, сети і рамен.`,
    type: 'RESTAURANT',
    menu: sushiMenu,
    categories: ['sushi'],
    workingHours: hours('11:00', '23:00'),
    rating: 3.4,
    street: 'Velyka Vasylkivska St',
    houseNumber: '72',
    emoji: '1f363',
    background: '#be123c',
    estimate: [50, 80],
  },
  {
    code: 'apteka-zdorovia-24',
    name: 'Apteka Zdorovia 24',
    nameI18n: t`en: Apteka Zdorovia 24 | uk: Аптека Здоров'я 24`,
    description: t`en: Pharmacy open around the clock. | uk: Цілодобова аптека.`,
    type: 'STORE',
    menu: pharmacyMenu,
    categories: ['pharmacy'],
    workingHours: ALWAYS_OPEN,
    rating: 4.3,
    street: 'Lesi Ukrainky Blvd',
    houseNumber: '30',
    emoji: '1f48a',
    background: '#0e7490',
  },
];

export const kyivBanners: BannerSpec[] = [
  {
    title: t`en: Varenyky day: -15% on pelmeni | uk: День вареників: -15% на пельмені`,
    emoji: '1f95f',
    background: '#1d4ed8',
    vendorCode: 'varenychna-katrusya',
  },
  {
    title: t`en: Download the Souk app | uk: Завантажте застосунок Souk`,
    emoji: '1f4f1',
    background: '#0f766e',
    externalLink: 'https://example.com/promo',
  },
];
