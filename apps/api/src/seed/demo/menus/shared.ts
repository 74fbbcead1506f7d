/**
 * Option groups and sections that several menus share. Every text names English plus the
 * language of each multi-vendor locality (lv, ar, mg, pt, uk).
 */
import { textTag } from '../text.ts';
import type { GroupTemplate, SectionTemplate } from '../types.ts';

/** The tag for anything served in every multi-vendor locality. */
export const t = textTag(['lv', 'ar', 'mg', 'pt', 'uk']);

/** Required single choice: exactly one size. */
export const pizzaSize: GroupTemplate = {
  name: t`en: Size | lv: Izmērs | ar: الحجم | mg: Habeny | pt: Tamanho | uk: Розмір`,
  required: true,
  multiSelection: false,
  maxCount: 1,
  components: [
    {
      name: t`en: Small, 25 cm | lv: Maza, 25 cm | ar: صغير، 25 سم | mg: Kely, 25 cm | pt: Pequena, 25 cm | uk: Мала, 25 см`,
      price: 0,
    },
    {
      name: t`en: Medium, 30 cm | lv: Vidēja, 30 cm | ar: وسط، 30 سم | mg: Antonony, 30 cm | pt: Média, 30 cm | uk: Середня, 30 см`,
      price: 2,
    },
    {
      name: t`en: Large, 40 cm | lv: Liela, 40 cm | ar: كبير، 40 سم | mg: Lehibe, 40 cm | pt: Grande, 40 cm | uk: Велика, 40 см`,
      price: 4.5,
    },
  ],
};

/** Optional multi-select with a cap of three; halal toppings so Kuwait can share it. */
export const pizzaToppings: GroupTemplate = {
  name: t`en: Extra toppings | lv: Papildu piedevas | ar: إضافات | mg: Fanampiny | pt: Ingredientes extra | uk: Додаткові інгредієнти`,
  required: false,
  multiSelection: true,
  maxCount: 3,
  components: [
    {
      name: t`en: Extra mozzarella | lv: Papildu mocarella | ar: موزاريلا إضافية | mg: Mozzarella fanampiny | pt: Mozzarella extra | uk: Додаткова моцарела`,
      price: 1.5,
      maxCount: 2,
    },
    {
      name: t`en: Mushrooms | lv: Sēnes | ar: فطر | mg: Holatra | pt: Cogumelos | uk: Печериці`,
      price: 1,
    },
    {
      name: t`en: Olives | lv: Olīvas | ar: زيتون | mg: Oliva | pt: Azeitonas | uk: Оливки`,
      price: 1,
    },
    {
      name: t`en: Jalapeños | lv: Halapeņo | ar: هالابينو | mg: Sakay jalapeño | pt: Jalapeños | uk: Халапеньйо`,
      price: 1,
    },
    {
      name: t`en: Grilled chicken | lv: Grilēta vista | ar: دجاج مشوي | mg: Akoho natono | pt: Frango grelhado | uk: Курка гриль`,
      price: 2,
    },
    {
      name: t`en: Sweetcorn | lv: Kukurūza | ar: ذرة حلوة | mg: Katsaka | pt: Milho | uk: Кукурудза`,
      price: 0.8,
      available: false,
    },
  ],
};

/** Optional multi-select, at most two sauces. */
export const burgerSauces: GroupTemplate = {
  name: t`en: Sauces | lv: Mērces | ar: الصلصات | mg: Saosy | pt: Molhos | uk: Соуси`,
  required: false,
  multiSelection: true,
  maxCount: 2,
  components: [
    {
      name: t`en: Ketchup | lv: Kečups | ar: كاتشب | mg: Ketchup | pt: Ketchup | uk: Кетчуп`,
      price: 0,
    },
    {
      name: t`en: Garlic mayo | lv: Ķiploku majonēze | ar: مايونيز بالثوم | mg: Mayonnaise tongolo gasy | pt: Maionese de alho | uk: Часниковий майонез`,
      price: 0.5,
    },
    {
      name: t`en: Smoky BBQ | lv: Kūpināta BBQ mērce | ar: صلصة باربكيو مدخنة | mg: Saosy BBQ | pt: Barbecue fumado | uk: Копчений барбекю`,
      price: 0.5,
    },
    {
      name: t`en: Mustard | lv: Sinepes | ar: خردل | mg: Moutarde | pt: Mostarda | uk: Гірчиця`,
      price: 0,
    },
    {
      name: t`en: Hot chilli | lv: Asā čili mērce | ar: صلصة حارة | mg: Sakay masiaka | pt: Piri-piri | uk: Гострий чилі`,
      price: 0.5,
    },
  ],
};

/** Required single choice for bottled and poured drinks. */
export const drinkVolume: GroupTemplate = {
  name: t`en: Volume | lv: Tilpums | ar: السعة | mg: Fatra | pt: Volume | uk: Об'єм`,
  required: true,
  multiSelection: false,
  maxCount: 1,
  components: [
    {
      name: t`en: 330 ml | lv: 330 ml | ar: 330 مل | mg: 330 ml | pt: 330 ml | uk: 330 мл`,
      price: 0,
    },
    {
      name: t`en: 500 ml | lv: 500 ml | ar: 500 مل | mg: 500 ml | pt: 500 ml | uk: 500 мл`,
      price: 0.8,
    },
    { name: t`en: 1 l | lv: 1 l | ar: 1 لتر | mg: 1 l | pt: 1 l | uk: 1 л`, price: 1.6 },
  ],
};

export const drinks: SectionTemplate = {
  name: t`en: Drinks | lv: Dzērieni | ar: المشروبات | mg: Zava-pisotro | pt: Bebidas | uk: Напої`,
  imageOrientation: 'VERTICAL',
  products: [
    {
      name: t`en: Cola | lv: Kola | ar: كولا | mg: Cola | pt: Cola | uk: Кола`,
      description: t`en: Ice-cold, classic or zero sugar. | lv: Ledusauksta, klasiskā vai bez cukura. | ar: باردة جداً، كلاسيكية أو بدون سكر. | mg: Mangatsiaka, mahazatra na tsy misy siramamy. | pt: Bem fresca, clássica ou zero açúcar. | uk: Крижана, класична або без цукру.`,
      price: 1.8,
      emoji: '1f964',
      liquid: 330,
      keep: true,
      groups: [drinkVolume],
    },
    {
      name: t`en: Lemon and mint lemonade | lv: Citronu un piparmētru limonāde | ar: ليمون بالنعناع | mg: Limonady voasary makirana sy menthe | pt: Limonada de limão e hortelã | uk: Лимонад з лимоном і м'ятою`,
      description: t`en: Freshly squeezed lemons, mint and a little cane sugar. | lv: Svaigi spiesti citroni, piparmētra un nedaudz niedru cukura. | ar: ليمون طازج مع النعناع وقليل من سكر القصب. | mg: Voasary makirana vao nopotserina, menthe ary siramamy kely. | pt: Limão espremido na hora, hortelã e um pouco de açúcar de cana. | uk: Свіжовичавлені лимони, м'ята і трохи тростинного цукру.`,
      price: 3.2,
      emoji: '1f379',
      liquid: 400,
      popular: true,
    },
    {
      name: t`en: Still mineral water | lv: Negāzēts minerālūdens | ar: مياه معدنية | mg: Rano mineraly | pt: Água mineral sem gás | uk: Мінеральна вода без газу`,
      price: 1.2,
      emoji: '1f4a7',
      liquid: 500,
    },
    {
      name: t`en: Fresh orange juice | lv: Svaigi spiesta apelsīnu sula | ar: عصير برتقال طازج | mg: Ranom-boasary vao nopotserina | pt: Sumo de laranja natural | uk: Свіжий апельсиновий сік`,
      description: t`en: Squeezed to order. | lv: Spiesta pēc pasūtījuma. | ar: يُعصر عند الطلب. | mg: Potserina rehefa misy kaomandy. | pt: Espremido no momento. | uk: Вичавлюємо під замовлення.`,
      price: 3.5,
      discount: 0.2,
      emoji: '1f34a',
      liquid: 300,
      nutrition: { calories: 135, proteins: 2, fats: 0.6, carbohydrates: 31 },
    },
    {
      name: t`en: Iced peach tea | lv: Persiku ledus tēja | ar: شاي مثلج بالخوخ | mg: Dite mangatsiaka paiso | pt: Chá gelado de pêssego | uk: Холодний персиковий чай`,
      price: 2.4,
      emoji: '1f9cb',
      liquid: 400,
    },
  ],
};

export const desserts: SectionTemplate = {
  name: t`en: Desserts | lv: Deserti | ar: الحلويات | mg: Tsindrin-tsakafo | pt: Sobremesas | uk: Десерти`,
  products: [
    {
      name: t`en: Tiramisu | lv: Tiramisu | ar: تيراميسو | mg: Tiramisu | pt: Tiramisu | uk: Тірамісу`,
      description: t`en: Mascarpone cream, espresso-soaked savoiardi, cocoa. | lv: Maskarpones krēms, espresso mērcēti savojardi, kakao. | ar: كريمة الماسكاربوني وبسكويت مغموس بالإسبريسو والكاكاو. | mg: Crème mascarpone, mofomamy natsoboka tamin'ny espresso, kakao. | pt: Creme de mascarpone, palitos de la reine em café, cacau. | uk: Крем маскарпоне, савоярді в еспресо, какао.`,
      price: 5.5,
      emoji: '1f370',
      weight: 150,
      popular: true,
      nutrition: { calories: 420, proteins: 7, fats: 28, carbohydrates: 36 },
    },
    {
      name: t`en: New York cheesecake | lv: Ņujorkas siera kūka | ar: تشيز كيك نيويورك | mg: Cheesecake New York | pt: Cheesecake de Nova Iorque | uk: Чізкейк Нью-Йорк`,
      description: t`en: Baked vanilla cheesecake with a berry coulis. | lv: Cepta vaniļas siera kūka ar ogu mērci. | ar: تشيز كيك بالفانيليا مع صلصة التوت. | mg: Cheesecake vanily natono miaraka amin'ny saosy voaroy. | pt: Cheesecake de baunilha no forno com coulis de frutos vermelhos. | uk: Запечений ванільний чізкейк з ягідним соусом.`,
      price: 5.9,
      emoji: '1f370',
      weight: 160,
    },
    {
      name: t`en: Chocolate brownie | lv: Šokolādes braunijs | ar: براونيز بالشوكولاتة | mg: Brownie sôkôla | pt: Brownie de chocolate | uk: Шоколадний брауні`,
      description: t`en: Fudgy dark chocolate and walnuts, served warm. | lv: Mitrs tumšās šokolādes braunijs ar valriekstiem, pasniegts silts. | ar: شوكولاتة داكنة طرية مع الجوز، تقدم دافئة. | mg: Sôkôla mainty malemy sy voanjo, atolotra mafana. | pt: Chocolate negro cremoso com nozes, servido morno. | uk: Вологий темний шоколад з волоськими горіхами, подаємо теплим.`,
      price: 4.2,
      discount: 0.15,
      emoji: '1f36b',
      weight: 120,
    },
    {
      name: t`en: Pistachio baklava | lv: Pistāciju baklava | ar: بقلاوة بالفستق | mg: Baklava pistache | pt: Baklava de pistácio | uk: Пахлава з фісташками`,
      description: t`en: Six pieces of filo, butter, pistachios and syrup. | lv: Seši gabaliņi: filo mīkla, sviests, pistācijas un sīrups. | ar: ست قطع من العجين الرقيق والزبدة والفستق والقطر. | mg: Tapany enina: mofo filo, dibera, pistache ary siramamy. | pt: Seis peças de massa filo, manteiga, pistácio e calda. | uk: Шість шматочків: тісто філо, масло, фісташки і сироп.`,
      price: 4.8,
      emoji: '1f967',
      weight: 140,
    },
    {
      name: t`en: Kunafa with cheese | lv: Kunafa ar sieru | ar: كنافة بالجبن | mg: Kunafa misy fromazy | pt: Kunafa com queijo | uk: Кунафа з сиром`,
      description: t`en: Crisp kataifi over melted cheese, soaked in orange-blossom syrup. | lv: Kraukšķīga kataifi mīkla ar kausētu sieru un apelsīnu ziedu sīrupu. | ar: عجينة الكنافة المقرمشة فوق الجبن الذائب مع قطر ماء الزهر. | mg: Mofo kataifi mangarahara ambonin'ny fromazy miempo, miaraka amin'ny siramamy voninkazo. | pt: Massa kataifi estaladiça sobre queijo derretido, com calda de flor de laranjeira. | uk: Хрустке тісто катаїфі на розплавленому сирі з сиропом із флердоранжу.`,
      price: 5.2,
      emoji: '1f9c0',
      weight: 180,
    },
    {
      name: t`en: Vanilla ice cream | lv: Vaniļas saldējums | ar: آيس كريم بالفانيليا | mg: Gilasy vanily | pt: Gelado de baunilha | uk: Ванільне морозиво`,
      price: 3.2,
      emoji: '1f368',
      weight: 100,
    },
  ],
};

/** Hidden from customers: dishes the kitchen is still testing. */
export const comingSoon: SectionTemplate = {
  name: t`en: Coming soon | lv: Drīzumā | ar: قريباً | mg: Ho avy tsy ho ela | pt: Brevemente | uk: Незабаром`,
  visible: false,
  products: [
    {
      name: t`en: Truffle fries | lv: Trifeļu frī kartupeļi | ar: بطاطس بالكمأة | mg: Frites truffe | pt: Batatas fritas com trufa | uk: Картопля фрі з трюфелем`,
      price: 4.9,
      emoji: '1f35f',
      weight: 180,
    },
    {
      name: t`en: Mango cheesecake | lv: Mango siera kūka | ar: تشيز كيك بالمانجو | mg: Cheesecake manga | pt: Cheesecake de manga | uk: Манговий чізкейк`,
      price: 5.9,
      emoji: '1f96d',
      weight: 160,
    },
    {
      name: t`en: Cold brew coffee | lv: Aukstās ekstrakcijas kafija | ar: قهوة باردة | mg: Kafe mangatsiaka | pt: Café cold brew | uk: Колд брю`,
      price: 3.9,
      emoji: '1f9ca',
      liquid: 300,
    },
    {
      name: t`en: Matcha latte | lv: Matča latte | ar: ماتشا لاتيه | mg: Latte matcha | pt: Latte de matcha | uk: Матча лате`,
      price: 4.2,
      emoji: '1f375',
      liquid: 300,
    },
  ],
};
