import type { GroupTemplate, MenuTemplate, SectionTemplate } from '../types.ts';
import { drinks, t } from './shared.ts';

/** Multi-select capped at one: quick-add must refuse it (spec 1 §4 VALIDATION_FAILED). */
const freeExtra: GroupTemplate = {
  name: t`en: Free extra | lv: Bezmaksas piedeva | ar: إضافة مجانية | mg: Fanampiny maimaim-poana | pt: Extra grátis | uk: Безкоштовна добавка`,
  required: false,
  multiSelection: true,
  maxCount: 1,
  components: [
    {
      name: t`en: Extra ginger | lv: Papildu ingvers | ar: زنجبيل إضافي | mg: Sakamalao fanampiny | pt: Gengibre extra | uk: Додатковий імбир`,
      price: 0,
    },
    {
      name: t`en: Extra wasabi | lv: Papildu vasabi | ar: واسابي إضافي | mg: Wasabi fanampiny | pt: Wasabi extra | uk: Додаткове васабі`,
      price: 0,
    },
    {
      name: t`en: Low-salt soy sauce | lv: Sojas mērce ar mazāk sāls | ar: صلصة صويا قليلة الملح | mg: Saosy soja tsy dia masira | pt: Molho de soja com pouco sal | uk: Соєвий соус зі зниженим вмістом солі`,
      price: 0,
    },
  ],
};

const rolls: SectionTemplate = {
  name: t`en: Rolls | lv: Rullīši | ar: الرولات | mg: Roll | pt: Rolos | uk: Роли`,
  cookingTime: 20,
  products: [
    {
      name: t`en: California roll | lv: Kalifornijas rullītis | ar: رول كاليفورنيا | mg: California roll | pt: Rolo Califórnia | uk: Каліфорнія рол`,
      description: t`en: Crab, avocado, cucumber and tobiko; 8 pieces. | lv: Krabis, avokado, gurķis un tobiko; 8 gabali. | ar: سلطعون، أفوكادو، خيار وبيض سمك؛ 8 قطع. | mg: Drakaka, zavoka, konkombra ary tobiko; tapany 8. | pt: Caranguejo, abacate, pepino e tobiko; 8 peças. | uk: Краб, авокадо, огірок і тобіко; 8 шматочків.`,
      price: 8.9,
      emoji: '1f363',
      weight: 230,
      keep: true,
      popular: true,
      groups: [freeExtra],
    },
    {
      name: t`en: Philadelphia roll | lv: Filadelfijas rullītis | ar: رول فيلادلفيا | mg: Philadelphia roll | pt: Rolo Filadélfia | uk: Філадельфія рол`,
      description: t`en: Salmon, cream cheese and cucumber; 8 pieces. | lv: Lasis, krēmsiers un gurķis; 8 gabali. | ar: سلمون، جبنة كريمية وخيار؛ 8 قطع. | mg: Salmon, fromazy malemy ary konkombra; tapany 8. | pt: Salmão, queijo creme e pepino; 8 peças. | uk: Лосось, вершковий сир і огірок; 8 шматочків.`,
      price: 10.9,
      emoji: '1f363',
      weight: 250,
      popular: true,
      groups: [freeExtra],
    },
    {
      name: t`en: Spicy tuna roll | lv: Asais tunča rullītis | ar: رول التونة الحار | mg: Roll tuna masiaka | pt: Rolo de atum picante | uk: Гострий рол з тунцем`,
      price: 9.9,
      emoji: '1f363',
      weight: 220,
      tags: ['spicy'],
      groups: [freeExtra],
    },
    {
      name: t`en: Dragon roll | lv: Pūķa rullītis | ar: رول التنين | mg: Roll dragona | pt: Rolo dragão | uk: Рол Дракон`,
      description: t`en: Eel, avocado, cucumber and unagi sauce. | lv: Zutis, avokado, gurķis un unagi mērce. | ar: أنقليس، أفوكادو، خيار وصلصة أوناغي. | mg: Amalona, zavoka, konkombra ary saosy unagi. | pt: Enguia, abacate, pepino e molho unagi. | uk: Вугор, авокадо, огірок і соус унагі.`,
      price: 12.9,
      discount: 0.1,
      emoji: '1f409',
      weight: 260,
    },
    {
      name: t`en: Avocado maki | lv: Avokado maki | ar: ماكي الأفوكادو | mg: Maki zavoka | pt: Maki de abacate | uk: Макі з авокадо`,
      price: 5.5,
      emoji: '1f951',
      weight: 160,
      tags: ['vegan'],
    },
    {
      name: t`en: Tempura shrimp roll | lv: Tempura garneļu rullītis | ar: رول الروبيان تمبورا | mg: Roll patsa tempura | pt: Rolo de camarão tempura | uk: Рол з креветкою темпура`,
      price: 11.5,
      emoji: '1f364',
      weight: 250,
    },
    {
      name: t`en: Salmon maki | lv: Laša maki | ar: ماكي السلمون | mg: Maki salmon | pt: Maki de salmão | uk: Макі з лососем`,
      price: 6.5,
      emoji: '1f363',
      weight: 160,
    },
  ],
};

const nigiri: SectionTemplate = {
  name: t`en: Nigiri and sashimi | lv: Nigiri un sašimi | ar: نيغيري وساشيمي | mg: Nigiri sy sashimi | pt: Nigiri e sashimi | uk: Нігірі та сашимі`,
  products: [
    {
      name: t`en: Salmon nigiri (2) | lv: Laša nigiri (2 gab.) | ar: نيغيري سلمون (قطعتان) | mg: Nigiri salmon (2) | pt: Nigiri de salmão (2) | uk: Нігірі з лососем (2 шт.)`,
      price: 4.5,
      emoji: '1f363',
      weight: 70,
      popular: true,
    },
    {
      name: t`en: Tuna nigiri (2) | lv: Tunča nigiri (2 gab.) | ar: نيغيري تونة (قطعتان) | mg: Nigiri tuna (2) | pt: Nigiri de atum (2) | uk: Нігірі з тунцем (2 шт.)`,
      price: 5.2,
      emoji: '1f363',
      weight: 70,
    },
    {
      name: t`en: Shrimp nigiri (2) | lv: Garneļu nigiri (2 gab.) | ar: نيغيري روبيان (قطعتان) | mg: Nigiri patsa (2) | pt: Nigiri de camarão (2) | uk: Нігірі з креветкою (2 шт.)`,
      price: 4.8,
      emoji: '1f364',
      weight: 70,
    },
    {
      name: t`en: Eel nigiri (2) | lv: Zuša nigiri (2 gab.) | ar: نيغيري أنقليس (قطعتان) | mg: Nigiri amalona (2) | pt: Nigiri de enguia (2) | uk: Нігірі з вугрем (2 шт.)`,
      price: 5.5,
      emoji: '1f363',
      weight: 70,
    },
    {
      name: t`en: Salmon sashimi (6) | lv: Laša sašimi (6 gab.) | ar: ساشيمي سلمون (6 قطع) | mg: Sashimi salmon (6) | pt: Sashimi de salmão (6) | uk: Сашимі з лосося (6 шт.)`,
      price: 9.5,
      emoji: '1f41f',
      weight: 120,
      nutrition: { calories: 250, proteins: 24, fats: 16, carbohydrates: 0 },
    },
  ],
};

const hot: SectionTemplate = {
  name: t`en: Hot dishes | lv: Siltie ēdieni | ar: الأطباق الساخنة | mg: Sakafo mafana | pt: Pratos quentes | uk: Гарячі страви`,
  products: [
    {
      name: t`en: Miso soup | lv: Miso zupa | ar: حساء ميسو | mg: Lasopy miso | pt: Sopa miso | uk: Місо суп`,
      price: 3.9,
      emoji: '1f372',
      weight: 300,
    },
    {
      name: t`en: Chicken ramen | lv: Vistas ramens | ar: رامن بالدجاج | mg: Ramen akoho | pt: Ramen de frango | uk: Рамен з куркою`,
      description: t`en: Slow-cooked chicken broth, noodles, soft egg, spring onion and nori. | lv: Ilgi vārīts vistas buljons, nūdeles, mīksta ola, lociņi un nori. | ar: مرق دجاج مطهو ببطء، نودلز، بيضة نصف مسلوقة، بصل أخضر ونوري. | mg: Ron-akoho nandrahoina ela, nouilles, atody malemy, tongolo maitso ary nori. | pt: Caldo de galinha cozinhado lentamente, noodles, ovo mole, cebolinho e nori. | uk: Курячий бульйон довгого варіння, локшина, яйце пашот, зелена цибуля і норі.`,
      price: 10.9,
      emoji: '1f35c',
      weight: 550,
      popular: true,
    },
    {
      name: t`en: Gyoza (6) | lv: Gjozas (6 gab.) | ar: غيوزا (6 قطع) | mg: Gyoza (6) | pt: Gyoza (6) | uk: Гьоза (6 шт.)`,
      price: 6.2,
      emoji: '1f95f',
      weight: 150,
    },
    {
      name: t`en: Chicken yakisoba | lv: Jakisoba ar vistu | ar: ياكيسوبا بالدجاج | mg: Yakisoba akoho | pt: Yakisoba de frango | uk: Якісоба з куркою`,
      price: 9.5,
      emoji: '1f35d',
      weight: 350,
    },
    {
      name: t`en: Edamame | lv: Edamame | ar: إيدامامي | mg: Edamame | pt: Edamame | uk: Едамаме`,
      price: 3.9,
      emoji: '1fadb',
      weight: 150,
      tags: ['vegan'],
    },
  ],
};

const sets: SectionTemplate = {
  name: t`en: Sets | lv: Komplekti | ar: المجموعات | mg: Fonosana | pt: Combinados | uk: Сети`,
  products: [
    {
      name: t`en: Set for two (32 pieces) | lv: Komplekts diviem (32 gab.) | ar: مجموعة لشخصين (32 قطعة) | mg: Fonosana ho an'olona roa (32) | pt: Combinado para dois (32 peças) | uk: Сет на двох (32 шт.)`,
      description: t`en: California, Philadelphia, salmon maki and avocado maki. | lv: Kalifornija, Filadelfija, laša maki un avokado maki. | ar: كاليفورنيا، فيلادلفيا، ماكي سلمون وماكي أفوكادو. | mg: California, Philadelphia, maki salmon ary maki zavoka. | pt: Califórnia, Filadélfia, maki de salmão e maki de abacate. | uk: Каліфорнія, Філадельфія, макі з лососем і макі з авокадо.`,
      price: 32,
      discount: 0.15,
      emoji: '1f371',
      weight: 960,
      popular: true,
    },
    {
      name: t`en: Salmon lovers set (24 pieces) | lv: Laša cienītāju komplekts (24 gab.) | ar: مجموعة عشاق السلمون (24 قطعة) | mg: Fonosana salmon (24) | pt: Combinado salmão (24 peças) | uk: Сет Лосось (24 шт.)`,
      price: 26,
      emoji: '1f371',
      weight: 720,
    },
    {
      name: t`en: Vegetarian set (16 pieces) | lv: Veģetārais komplekts (16 gab.) | ar: مجموعة نباتية (16 قطعة) | mg: Fonosana tsy misy hena (16) | pt: Combinado vegetariano (16 peças) | uk: Вегетаріанський сет (16 шт.)`,
      price: 14.5,
      emoji: '1f371',
      weight: 420,
      tags: ['vegetarian'],
    },
    {
      name: t`en: Party set (64 pieces) | lv: Ballītes komplekts (64 gab.) | ar: مجموعة الحفلات (64 قطعة) | mg: Fonosana fety (64) | pt: Combinado festa (64 peças) | uk: Сет Вечірка (64 шт.)`,
      price: 59,
      emoji: '1f371',
      weight: 1900,
      maxCount: 2,
    },
  ],
};

export const sushiMenu: MenuTemplate = {
  sections: [rolls, nigiri, hot, sets, drinks],
  palette: ['#e0f2fe', '#fce7f3', '#ecfccb', '#f1f5f9', '#ffe4e6'],
};
