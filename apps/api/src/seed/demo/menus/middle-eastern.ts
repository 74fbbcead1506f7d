/** Shawarma and grill houses, served in Riga and Kuwait City. */
import { textTag } from '../text.ts';
import type { GroupTemplate, MenuTemplate, SectionTemplate } from '../types.ts';
import { desserts, drinks } from './shared.ts';

const t = textTag(['lv', 'ar']);

const bread: GroupTemplate = {
  name: t`en: Bread | lv: Maize | ar: الخبز`,
  required: true,
  multiSelection: false,
  maxCount: 1,
  components: [
    { name: t`en: Saj bread | lv: Sadža maize | ar: خبز صاج`, price: 0 },
    { name: t`en: Arabic pita | lv: Arābu pita | ar: خبز عربي`, price: 0 },
    { name: t`en: Lavash | lv: Lavašs | ar: لواش`, price: 0.3 },
  ],
};

const side: GroupTemplate = {
  name: t`en: Side | lv: Piedeva | ar: الطبق الجانبي`,
  required: true,
  multiSelection: false,
  maxCount: 1,
  components: [
    { name: t`en: Saffron rice | lv: Safrāna rīsi | ar: أرز بالزعفران`, price: 0 },
    { name: t`en: Fries | lv: Frī kartupeļi | ar: بطاطس مقلية`, price: 0 },
    { name: t`en: Fattoush salad | lv: Fatūša salāti | ar: سلطة فتوش`, price: 0.5 },
  ],
};

/** Multi-select without a cap (maxCount null). */
const extras: GroupTemplate = {
  name: t`en: Extras | lv: Papildus | ar: إضافات`,
  required: false,
  multiSelection: true,
  maxCount: null,
  components: [
    {
      name: t`en: Extra toum | lv: Papildu ķiploku mērce | ar: ثومية إضافية`,
      price: 0.5,
      maxCount: 3,
    },
    { name: t`en: Pickles | lv: Marinēti dārzeņi | ar: مخلل`, price: 0.3 },
    { name: t`en: Cheese | lv: Siers | ar: جبنة`, price: 0.8 },
    { name: t`en: Hot pepper paste | lv: Asā piparu pasta | ar: دبس الفلفل الحار`, price: 0.3 },
  ],
};

const shawarma: SectionTemplate = {
  name: t`en: Shawarma | lv: Šaurma | ar: الشاورما`,
  cookingTime: 10,
  products: [
    {
      name: t`en: Chicken shawarma wrap | lv: Vistas šaurma | ar: ساندويش شاورما دجاج`,
      description: t`en: Marinated chicken, toum, pickles and fries, rolled fresh. | lv: Marinēta vista, ķiploku mērce, marinēti dārzeņi un frī kartupeļi. | ar: دجاج متبل مع الثومية والمخلل والبطاطس، ملفوف طازجاً.`,
      price: 5.5,
      emoji: '1f959',
      weight: 320,
      keep: true,
      popular: true,
      groups: [bread, extras],
    },
    {
      name: t`en: Beef shawarma wrap | lv: Liellopa šaurma | ar: ساندويش شاورما لحم`,
      description: t`en: Beef, tahini, parsley, onion and tomato. | lv: Liellopa gaļa, tahini, pētersīļi, sīpols un tomāts. | ar: لحم بقري مع الطحينة والبقدونس والبصل والطماطم.`,
      price: 6.5,
      emoji: '1f959',
      weight: 330,
      groups: [bread, extras],
    },
    {
      name: t`en: Chicken shawarma plate | lv: Šaurmas šķīvis ar vistu | ar: صحن شاورما دجاج`,
      price: 9.9,
      emoji: '1f958',
      weight: 550,
      popular: true,
      groups: [side, extras],
    },
    {
      name: t`en: Arabic shawarma meal | lv: Arābu šaurmas maltīte | ar: وجبة شاورما عربي`,
      description: t`en: Shawarma cut into pieces with fries, toum, pickles and a drink. | lv: Sagriezta šaurma ar frī kartupeļiem, ķiploku mērci, dārzeņiem un dzērienu. | ar: شاورما مقطعة مع بطاطس وثومية ومخلل ومشروب.`,
      price: 8.5,
      discount: 0.15,
      emoji: '1f959',
      weight: 600,
    },
    {
      name: t`en: Falafel wrap | lv: Falafeļa tortilja | ar: ساندويش فلافل`,
      price: 4.9,
      emoji: '1f9c6',
      weight: 280,
      tags: ['vegan'],
      groups: [bread],
    },
    {
      name: t`en: Spicy shawarma | lv: Asā šaurma | ar: شاورما حارة`,
      price: 6.2,
      emoji: '1f336',
      weight: 320,
      tags: ['spicy'],
      groups: [bread, extras],
    },
  ],
};

const grills: SectionTemplate = {
  name: t`en: From the grill | lv: No grila | ar: المشويات`,
  cookingTime: 25,
  products: [
    {
      name: t`en: Mixed grill | lv: Jauktais grils | ar: مشاوي مشكلة`,
      description: t`en: Shish tawook, lamb kofta and lamb tikka with grilled vegetables. | lv: Šiš tauks, jēra kofta un jēra tikka ar grilētiem dārzeņiem. | ar: شيش طاووق وكفتة وتكة لحم غنم مع خضار مشوية.`,
      price: 16.9,
      emoji: '1f356',
      weight: 650,
      keep: true,
      popular: true,
      groups: [side],
    },
    {
      name: t`en: Shish tawook | lv: Šiš tauks | ar: شيش طاووق`,
      price: 10.5,
      emoji: '1f357',
      weight: 400,
      groups: [side],
    },
    {
      name: t`en: Lamb kofta kebab | lv: Jēra kofta kebabs | ar: كباب كفتة لحم غنم`,
      price: 12.5,
      emoji: '1f362',
      weight: 400,
      groups: [side],
    },
    {
      name: t`en: Lamb chops | lv: Jēra ribiņas | ar: ريش غنم`,
      price: 18.5,
      discount: 0.1,
      emoji: '1f969',
      weight: 450,
      groups: [side],
    },
    {
      name: t`en: Grilled halloumi | lv: Grilēts halumi | ar: حلوم مشوي`,
      price: 7.9,
      emoji: '1f9c0',
      weight: 200,
      tags: ['vegetarian'],
    },
  ],
};

const mezze: SectionTemplate = {
  name: t`en: Mezze | lv: Meze uzkodas | ar: المقبلات`,
  products: [
    {
      name: t`en: Hummus | lv: Humuss | ar: حمص`,
      description: t`en: Chickpeas, tahini, lemon and olive oil, with warm bread. | lv: Aunazirņi, tahini, citrons un olīveļļa, ar siltu maizi. | ar: حمص بالطحينة والليمون وزيت الزيتون مع خبز دافئ.`,
      price: 4.5,
      emoji: '1f963',
      weight: 250,
      popular: true,
      tags: ['vegan'],
      nutrition: { calories: 410, proteins: 14, fats: 26, carbohydrates: 32 },
    },
    {
      name: t`en: Moutabal | lv: Mutabals | ar: متبل`,
      price: 4.5,
      emoji: '1f346',
      weight: 220,
      tags: ['vegan'],
    },
    {
      name: t`en: Tabbouleh | lv: Tabule | ar: تبولة`,
      price: 4.9,
      emoji: '1f96c',
      weight: 220,
      tags: ['vegan'],
    },
    { name: t`en: Fattoush | lv: Fatūšs | ar: فتوش`, price: 5.2, emoji: '1f957', weight: 250 },
    {
      name: t`en: Stuffed vine leaves | lv: Pildītas vīnogu lapas | ar: ورق عنب`,
      price: 5.5,
      emoji: '1f343',
      weight: 200,
    },
    {
      name: t`en: Cheese sambousek (4) | lv: Sambuseks ar sieru (4 gab.) | ar: سمبوسك جبنة (4 قطع)`,
      price: 4.2,
      emoji: '1f95f',
      weight: 160,
    },
  ],
};

export const middleEasternMenu: MenuTemplate = {
  sections: [shawarma, grills, mezze, drinks, desserts],
  palette: ['#fef3c7', '#ffedd5', '#ecfccb', '#fde68a', '#f5f5f4'],
};
