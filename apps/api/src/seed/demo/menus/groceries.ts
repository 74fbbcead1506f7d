/** A neighbourhood grocery (STORE): sold by weight, by volume and by the piece. */
import type { MenuTemplate, SectionTemplate } from '../types.ts';
import { t } from './shared.ts';

const fresh = t`en: Fresh | lv: Svaigi | ar: طازج | mg: Vaovao | pt: Frescos | uk: Свіже`;
const pantry = t`en: Pantry | lv: Pārtikas krājumi | ar: المؤن | mg: Fitehirizana | pt: Mercearia | uk: Бакалія`;
const home = t`en: Home | lv: Mājai | ar: المنزل | mg: Tokantrano | pt: Casa | uk: Дім`;

const produce: SectionTemplate = {
  name: t`en: Fruit and vegetables | lv: Augļi un dārzeņi | ar: الفواكه والخضروات | mg: Voankazo sy legioma | pt: Fruta e legumes | uk: Овочі та фрукти`,
  tab: fresh,
  products: [
    {
      name: t`en: Apples | lv: Āboli | ar: تفاح | mg: Paoma | pt: Maçãs | uk: Яблука`,
      description: t`en: Crisp and sweet, from local orchards. Price per kilogram. | lv: Kraukšķīgi un saldi, no vietējiem dārziem. Cena par kilogramu. | ar: مقرمش وحلو من البساتين المحلية. السعر للكيلوغرام. | mg: Mangarahara sy mamy, avy amin'ny saha eto an-toerana. Vidiny isaky ny kilao. | pt: Estaladiças e doces, de pomares locais. Preço por quilo. | uk: Хрусткі й солодкі, з місцевих садів. Ціна за кілограм.`,
      price: 1.9,
      emoji: '1f34e',
      weight: 1000,
      weighted: true,
      keep: true,
      nutrition: { calories: 52, proteins: 0.3, fats: 0.2, carbohydrates: 14 },
    },
    {
      name: t`en: Bananas | lv: Banāni | ar: موز | mg: Akondro | pt: Bananas | uk: Банани`,
      price: 1.6,
      emoji: '1f34c',
      weight: 1000,
      weighted: true,
      popular: true,
    },
    {
      name: t`en: Tomatoes | lv: Tomāti | ar: طماطم | mg: Voatabia | pt: Tomates | uk: Помідори`,
      price: 2.9,
      emoji: '1f345',
      weight: 1000,
      weighted: true,
    },
    {
      name: t`en: Cucumbers | lv: Gurķi | ar: خيار | mg: Konkombra | pt: Pepinos | uk: Огірки`,
      price: 2.2,
      emoji: '1f952',
      weight: 1000,
      weighted: true,
    },
    {
      name: t`en: Potatoes (2 kg) | lv: Kartupeļi (2 kg) | ar: بطاطس (2 كغ) | mg: Ovy (2 kg) | pt: Batatas (2 kg) | uk: Картопля (2 кг)`,
      price: 2.4,
      emoji: '1f954',
      weight: 2000,
    },
    {
      name: t`en: Avocado | lv: Avokado | ar: أفوكادو | mg: Zavoka | pt: Abacate | uk: Авокадо`,
      price: 1.2,
      discount: 0.25,
      emoji: '1f951',
      weight: 200,
    },
    {
      name: t`en: Carrots | lv: Burkāni | ar: جزر | mg: Karaoty | pt: Cenouras | uk: Морква`,
      price: 1.1,
      emoji: '1f955',
      weight: 1000,
      weighted: true,
    },
  ],
};

const dairy: SectionTemplate = {
  name: t`en: Dairy and eggs | lv: Piena produkti un olas | ar: الألبان والبيض | mg: Ronono sy atody | pt: Lacticínios e ovos | uk: Молочне та яйця`,
  tab: fresh,
  products: [
    {
      name: t`en: Milk 2.5% | lv: Piens 2,5% | ar: حليب 2.5٪ | mg: Ronono 2,5% | pt: Leite meio-gordo | uk: Молоко 2,5%`,
      price: 1.2,
      emoji: '1f95b',
      liquid: 1000,
      keep: true,
      popular: true,
      nutrition: { calories: 52, proteins: 3, fats: 2.5, carbohydrates: 4.7 },
    },
    {
      name: t`en: Kefir | lv: Kefīrs | ar: كفير | mg: Kefir | pt: Kefir | uk: Кефір`,
      price: 1.1,
      emoji: '1f95b',
      liquid: 500,
    },
    {
      name: t`en: Butter 82% | lv: Sviests 82% | ar: زبدة 82٪ | mg: Dibera 82% | pt: Manteiga 82% | uk: Вершкове масло 82%`,
      price: 2.9,
      emoji: '1f9c8',
      weight: 200,
    },
    {
      name: t`en: Eggs (10) | lv: Olas (10 gab.) | ar: بيض (10 حبات) | mg: Atody (10) | pt: Ovos (10) | uk: Яйця (10 шт.)`,
      price: 2.8,
      emoji: '1f95a',
    },
    {
      name: t`en: Greek yogurt | lv: Grieķu jogurts | ar: زبادي يوناني | mg: Yaourt grika | pt: Iogurte grego | uk: Грецький йогурт`,
      price: 1.9,
      discount: 0.1,
      emoji: '1f963',
      weight: 400,
    },
    {
      name: t`en: Cheddar cheese | lv: Čedaras siers | ar: جبنة شيدر | mg: Fromazy cheddar | pt: Queijo cheddar | uk: Сир чедер`,
      price: 3.5,
      emoji: '1f9c0',
      weight: 250,
    },
  ],
};

const bakery: SectionTemplate = {
  name: t`en: Bread and bakery | lv: Maize un konditoreja | ar: الخبز والمخبوزات | mg: Mofo | pt: Padaria | uk: Хліб і випічка`,
  tab: pantry,
  products: [
    {
      name: t`en: Rye bread | lv: Rupjmaize | ar: خبز الجاودار | mg: Mofo seigle | pt: Pão de centeio | uk: Житній хліб`,
      price: 1.8,
      emoji: '1f35e',
      weight: 800,
    },
    {
      name: t`en: Baguette | lv: Bagete | ar: باغيت | mg: Mofo lava | pt: Baguete | uk: Багет`,
      price: 1.1,
      emoji: '1f956',
      weight: 250,
      popular: true,
    },
    {
      name: t`en: Croissants (4) | lv: Kruasāni (4 gab.) | ar: كرواسون (4 حبات) | mg: Croissant (4) | pt: Croissants (4) | uk: Круасани (4 шт.)`,
      price: 2.9,
      emoji: '1f950',
      weight: 240,
    },
    {
      name: t`en: Pita bread (5) | lv: Pita maizītes (5 gab.) | ar: خبز عربي (5 أرغفة) | mg: Mofo pita (5) | pt: Pão pita (5) | uk: Піта (5 шт.)`,
      price: 1.3,
      emoji: '1fad3',
      weight: 400,
    },
  ],
};

const beverages: SectionTemplate = {
  name: t`en: Water and drinks | lv: Ūdens un dzērieni | ar: المياه والمشروبات | mg: Rano sy zava-pisotro | pt: Águas e bebidas | uk: Вода і напої`,
  tab: pantry,
  imageOrientation: 'VERTICAL',
  products: [
    {
      name: t`en: Still water | lv: Negāzēts ūdens | ar: مياه | mg: Rano | pt: Água sem gás | uk: Вода негазована`,
      price: 0.7,
      emoji: '1f4a7',
      liquid: 1500,
      popular: true,
    },
    {
      name: t`en: Orange juice | lv: Apelsīnu sula | ar: عصير برتقال | mg: Ranom-boasary | pt: Sumo de laranja | uk: Апельсиновий сік`,
      price: 2.4,
      emoji: '1f9c3',
      liquid: 1000,
    },
    {
      name: t`en: Cola | lv: Kola | ar: كولا | mg: Cola | pt: Cola | uk: Кола`,
      price: 1.9,
      emoji: '1f964',
      liquid: 1500,
      maxCount: 6,
    },
    {
      name: t`en: Green tea (20 bags) | lv: Zaļā tēja (20 maisiņi) | ar: شاي أخضر (20 كيس) | mg: Dite maitso (20) | pt: Chá verde (20 saquetas) | uk: Зелений чай (20 пакетиків)`,
      price: 2.2,
      emoji: '1f375',
      weight: 40,
    },
    {
      name: t`en: Ground coffee | lv: Maltā kafija | ar: قهوة مطحونة | mg: Kafe voatoto | pt: Café moído | uk: Мелена кава`,
      price: 5.9,
      discount: 0.2,
      emoji: '2615',
      weight: 250,
    },
  ],
};

const household: SectionTemplate = {
  name: t`en: Household | lv: Saimniecības preces | ar: المستلزمات المنزلية | mg: Fitaovana an-trano | pt: Limpeza e casa | uk: Побутові товари`,
  tab: home,
  products: [
    {
      name: t`en: Dish soap | lv: Trauku mazgāšanas līdzeklis | ar: سائل غسيل الصحون | mg: Savony fanasana vilia | pt: Detergente da loiça | uk: Засіб для миття посуду`,
      price: 2.5,
      emoji: '1f9fc',
      liquid: 500,
    },
    {
      name: t`en: Paper towels (2 rolls) | lv: Papīra dvieļi (2 ruļļi) | ar: مناشف ورقية (لفتان) | mg: Lamba taratasy (2) | pt: Rolo de cozinha (2) | uk: Паперові рушники (2 рулони)`,
      price: 2.2,
      emoji: '1f9fb',
    },
    {
      name: t`en: Sponges (5) | lv: Sūkļi (5 gab.) | ar: إسفنج (5 قطع) | mg: Sponjy (5) | pt: Esponjas (5) | uk: Губки (5 шт.)`,
      price: 1.5,
      emoji: '1f9fd',
    },
    {
      name: t`en: Laundry detergent | lv: Veļas mazgāšanas līdzeklis | ar: منظف الغسيل | mg: Savony fanasana lamba | pt: Detergente da roupa | uk: Засіб для прання`,
      price: 7.9,
      emoji: '1f9f4',
      liquid: 1500,
    },
  ],
};

export const groceryMenu: MenuTemplate = {
  sections: [produce, dairy, bakery, beverages, household],
  palette: ['#dcfce7', '#ecfccb', '#f0fdf4', '#fef9c3', '#e0f2fe'],
};
