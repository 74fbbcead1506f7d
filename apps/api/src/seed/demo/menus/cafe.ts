import { hours } from '../../hours.ts';
import type { GroupTemplate, MenuTemplate, SectionTemplate } from '../types.ts';
import { desserts, t } from './shared.ts';

const milk: GroupTemplate = {
  name: t`en: Milk | lv: Piens | ar: الحليب | mg: Ronono | pt: Leite | uk: Молоко`,
  required: true,
  multiSelection: false,
  maxCount: 1,
  components: [
    {
      name: t`en: Whole milk | lv: Pilnpiens | ar: حليب كامل الدسم | mg: Ronono feno | pt: Leite gordo | uk: Звичайне молоко`,
      price: 0,
    },
    {
      name: t`en: Oat milk | lv: Auzu dzēriens | ar: حليب الشوفان | mg: Ronono avoine | pt: Bebida de aveia | uk: Вівсяне молоко`,
      price: 0.5,
    },
    {
      name: t`en: Lactose-free milk | lv: Piens bez laktozes | ar: حليب خالٍ من اللاكتوز | mg: Ronono tsy misy lactose | pt: Leite sem lactose | uk: Безлактозне молоко`,
      price: 0.3,
    },
  ],
};

const syrup: GroupTemplate = {
  name: t`en: Syrup | lv: Sīrups | ar: النكهة | mg: Sirop | pt: Xarope | uk: Сироп`,
  required: false,
  multiSelection: true,
  maxCount: 2,
  components: [
    {
      name: t`en: Vanilla | lv: Vaniļa | ar: فانيليا | mg: Vanily | pt: Baunilha | uk: Ваніль`,
      price: 0.5,
    },
    {
      name: t`en: Caramel | lv: Karamele | ar: كراميل | mg: Karamely | pt: Caramelo | uk: Карамель`,
      price: 0.5,
    },
    {
      name: t`en: Hazelnut | lv: Lazdu rieksts | ar: بندق | mg: Noisette | pt: Avelã | uk: Лісовий горіх`,
      price: 0.5,
    },
  ],
};

/** Multi-select without a cap. */
const toppings: GroupTemplate = {
  name: t`en: Add-ons | lv: Papildus | ar: إضافات | mg: Fanampiny | pt: Extras | uk: Додатково`,
  required: false,
  multiSelection: true,
  maxCount: null,
  components: [
    {
      name: t`en: Maple syrup | lv: Kļavu sīrups | ar: شراب القيقب | mg: Sirop érable | pt: Xarope de ácer | uk: Кленовий сироп`,
      price: 0.5,
    },
    {
      name: t`en: Whipped cream | lv: Putukrējums | ar: كريمة مخفوقة | mg: Crème fouettée | pt: Natas batidas | uk: Збиті вершки`,
      price: 0.5,
    },
    {
      name: t`en: Sliced banana | lv: Banāna šķēlītes | ar: شرائح موز | mg: Akondro voatetika | pt: Banana às rodelas | uk: Скибочки банана`,
      price: 0.8,
    },
  ],
};

/** Served 07:00-11:00 only: the section with its own hours. */
const breakfast: SectionTemplate = {
  name: t`en: Breakfast | lv: Brokastis | ar: الفطور | mg: Sakafo maraina | pt: Pequeno-almoço | uk: Сніданки`,
  workingHours: hours('07:00', '11:00'),
  products: [
    {
      name: t`en: Pancakes with berries | lv: Pankūkas ar ogām | ar: بان كيك بالتوت | mg: Pancake sy voaroy | pt: Panquecas com frutos vermelhos | uk: Панкейки з ягодами`,
      description: t`en: Three fluffy pancakes, fresh berries and honey. | lv: Trīs gaisīgas pankūkas, svaigas ogas un medus. | ar: ثلاث قطع بان كيك هشة مع توت طازج وعسل. | mg: Pancake telo malemy, voaroy vaovao ary tantely. | pt: Três panquecas fofas, frutos vermelhos frescos e mel. | uk: Три пухкі панкейки, свіжі ягоди і мед.`,
      price: 6.9,
      emoji: '1f95e',
      weight: 280,
      keep: true,
      popular: true,
      nutrition: { calories: 540, proteins: 12, fats: 16, carbohydrates: 86 },
      groups: [toppings],
    },
    {
      name: t`en: Eggs Benedict | lv: Olas Benedikts | ar: بيض بنديكت | mg: Atody Benedict | pt: Ovos Benedict | uk: Яйця Бенедикт`,
      description: t`en: Poached eggs, smoked turkey and hollandaise on an English muffin. | lv: Kūpinātas olas, kūpināta tītara gaļa un holandiešu mērce uz angļu mafina. | ar: بيض مسلوق مع ديك رومي مدخن وصلصة هولنديز على مافن إنجليزي. | mg: Atody, vorontsiloza nofonosina setroka ary saosy hollandaise ambony muffin. | pt: Ovos escalfados, peru fumado e molho holandês em muffin inglês. | uk: Яйця пашот, копчена індичка і голландський соус на англійському мафіні.`,
      price: 8.5,
      emoji: '1f373',
      weight: 260,
    },
    {
      name: t`en: Shakshuka | lv: Šakšuka | ar: شكشوكة | mg: Shakshuka | pt: Shakshuka | uk: Шакшука`,
      description: t`en: Eggs baked in spiced tomato and pepper sauce, with bread. | lv: Olas, ceptas pikantā tomātu un papriku mērcē, ar maizi. | ar: بيض مطهو في صلصة الطماطم والفلفل المتبلة، مع الخبز. | mg: Atody natono anaty saosy voatabia sy poivron, miaraka amin'ny mofo. | pt: Ovos cozinhados em molho de tomate e pimento com especiarias, com pão. | uk: Яйця, запечені в пряному томатно-перцевому соусі, з хлібом.`,
      price: 7.9,
      emoji: '1f958',
      weight: 350,
      tags: ['vegetarian'],
    },
    {
      name: t`en: Avocado toast | lv: Avokado grauzdiņš | ar: توست بالأفوكادو | mg: Mofo natono misy zavoka | pt: Tosta de abacate | uk: Тост з авокадо`,
      price: 7.5,
      emoji: '1f951',
      weight: 220,
      tags: ['vegan'],
    },
    {
      name: t`en: Granola with yogurt | lv: Granola ar jogurtu | ar: غرانولا مع الزبادي | mg: Granola sy yaourt | pt: Granola com iogurte | uk: Гранола з йогуртом`,
      price: 5.9,
      emoji: '1f963',
      weight: 250,
    },
    {
      name: t`en: Full breakfast | lv: Pilnās brokastis | ar: فطور كامل | mg: Sakafo maraina feno | pt: Pequeno-almoço completo | uk: Повний сніданок`,
      description: t`en: Two eggs, chicken sausages, beans, mushrooms and toast. | lv: Divas olas, vistas desiņas, pupiņas, sēnes un grauzdiņš. | ar: بيضتان، نقانق دجاج، فاصولياء، فطر وتوست. | mg: Atody roa, saosisy akoho, tsaramaso, holatra ary mofo natono. | pt: Dois ovos, salsichas de frango, feijão, cogumelos e torrada. | uk: Два яйця, курячі ковбаски, квасоля, гриби і тост.`,
      price: 10.5,
      discount: 0.1,
      emoji: '1f373',
      weight: 450,
    },
  ],
};

const coffee: SectionTemplate = {
  name: t`en: Coffee and tea | lv: Kafija un tēja | ar: القهوة والشاي | mg: Kafe sy dite | pt: Cafés e chás | uk: Кава і чай`,
  imageOrientation: 'VERTICAL',
  products: [
    {
      name: t`en: Espresso | lv: Espreso | ar: إسبريسو | mg: Espresso | pt: Café expresso | uk: Еспресо`,
      price: 1.8,
      emoji: '2615',
      liquid: 30,
    },
    {
      name: t`en: Cappuccino | lv: Kapučīno | ar: كابتشينو | mg: Cappuccino | pt: Cappuccino | uk: Капучино`,
      description: t`en: Double espresso with silky steamed milk. | lv: Dubults espreso ar zīdainu putotu pienu. | ar: إسبريسو مزدوج مع حليب مبخر ناعم. | mg: Espresso indroa miaraka amin'ny ronono mafana malefaka. | pt: Expresso duplo com leite vaporizado sedoso. | uk: Подвійний еспресо з шовковистим збитим молоком.`,
      price: 3.2,
      emoji: '2615',
      liquid: 250,
      keep: true,
      popular: true,
      groups: [milk, syrup],
    },
    {
      name: t`en: Flat white | lv: Flat white | ar: فلات وايت | mg: Flat white | pt: Flat white | uk: Флет вайт`,
      price: 3.5,
      emoji: '2615',
      liquid: 200,
      groups: [milk],
    },
    {
      name: t`en: Caffè latte | lv: Kafija latte | ar: كافيه لاتيه | mg: Kafe latte | pt: Galão | uk: Лате`,
      price: 3.4,
      emoji: '2615',
      liquid: 300,
      groups: [milk, syrup],
    },
    {
      name: t`en: Cardamom coffee | lv: Kafija ar kardamonu | ar: قهوة عربية بالهيل | mg: Kafe misy kardamomy | pt: Café com cardamomo | uk: Кава з кардамоном`,
      price: 2.5,
      emoji: '2615',
      liquid: 150,
    },
    {
      name: t`en: Black tea | lv: Melnā tēja | ar: شاي أسود | mg: Dite mainty | pt: Chá preto | uk: Чорний чай`,
      price: 2.2,
      emoji: '1f375',
      liquid: 300,
    },
    {
      name: t`en: Hot chocolate | lv: Karstā šokolāde | ar: شوكولاتة ساخنة | mg: Sôkôla mafana | pt: Chocolate quente | uk: Гарячий шоколад`,
      price: 3.6,
      discount: 0.2,
      emoji: '2615',
      liquid: 300,
    },
  ],
};

const pastries: SectionTemplate = {
  name: t`en: Pastries | lv: Konditoreja | ar: المعجنات | mg: Mofomamy | pt: Pastelaria | uk: Випічка`,
  products: [
    {
      name: t`en: Butter croissant | lv: Sviesta kruasāns | ar: كرواسون بالزبدة | mg: Croissant dibera | pt: Croissant de manteiga | uk: Круасан з маслом`,
      price: 2.2,
      emoji: '1f950',
      weight: 70,
      popular: true,
    },
    {
      name: t`en: Cinnamon roll | lv: Kanēļmaizīte | ar: لفائف القرفة | mg: Mofo kanelina | pt: Rolo de canela | uk: Булочка з корицею`,
      price: 2.8,
      emoji: '1f950',
      weight: 110,
    },
    {
      name: t`en: Blueberry muffin | lv: Melleņu mafins | ar: مافن التوت الأزرق | mg: Muffin myrtille | pt: Muffin de mirtilo | uk: Маффін з чорницею`,
      price: 2.6,
      emoji: '1f9c1',
      weight: 100,
    },
    {
      name: t`en: Carrot cake | lv: Burkānu kūka | ar: كعكة الجزر | mg: Mofomamy karaoty | pt: Bolo de cenoura | uk: Морквяний торт`,
      price: 4.2,
      discount: 0.2,
      emoji: '1f370',
      weight: 140,
    },
    {
      name: t`en: Chocolate chip cookie | lv: Cepums ar šokolādes gabaliņiem | ar: كوكيز برقائق الشوكولاتة | mg: Mofomamy sôkôla | pt: Bolacha com pepitas de chocolate | uk: Печиво з шоколадом`,
      price: 1.9,
      emoji: '1f36a',
      weight: 60,
    },
    {
      name: t`en: Glazed doughnut | lv: Glazēts virtulis | ar: دونات مزججة | mg: Mofo boribory mamy | pt: Donut vidrado | uk: Глазурований пончик`,
      price: 2.1,
      emoji: '1f369',
      weight: 80,
    },
  ],
};

const sandwiches: SectionTemplate = {
  name: t`en: Sandwiches | lv: Sendviči | ar: الساندويشات | mg: Sandwich | pt: Sandes | uk: Сендвічі`,
  products: [
    {
      name: t`en: Chicken club sandwich | lv: Klubsendvičs ar vistu | ar: كلوب ساندويش دجاج | mg: Sandwich club akoho | pt: Sandes club de frango | uk: Клаб-сендвіч з куркою`,
      price: 7.5,
      emoji: '1f96a',
      weight: 280,
      popular: true,
    },
    {
      name: t`en: Tuna melt | lv: Karstais tunča sendvičs | ar: ساندويش تونة بالجبن | mg: Sandwich tuna sy fromazy | pt: Tosta de atum e queijo | uk: Гарячий сендвіч з тунцем`,
      price: 6.9,
      emoji: '1f96a',
      weight: 240,
    },
    {
      name: t`en: Halloumi and pesto panini | lv: Panini ar halumi un pesto | ar: بانيني حلوم وبيستو | mg: Panini halloumi sy pesto | pt: Panini de halloumi e pesto | uk: Паніні з халумі та песто`,
      price: 6.5,
      emoji: '1f9c0',
      weight: 230,
      tags: ['vegetarian'],
    },
    {
      name: t`en: Egg and cress bagel | lv: Bagelis ar olu un kressalātiem | ar: بيغل بالبيض والجرجير | mg: Bagel atody sy cresson | pt: Bagel de ovo e agrião | uk: Бейгл з яйцем і кресом`,
      price: 5.2,
      emoji: '1f96f',
      weight: 200,
    },
  ],
};

export const cafeMenu: MenuTemplate = {
  sections: [breakfast, coffee, pastries, sandwiches, desserts],
  palette: ['#fef3c7', '#e7e5e4', '#fae8ff', '#ffedd5', '#ecfccb'],
};
