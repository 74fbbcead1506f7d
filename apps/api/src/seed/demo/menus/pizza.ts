import { hours } from '../../hours.ts';
import type { MenuTemplate, SectionTemplate } from '../types.ts';
import {
  burgerSauces,
  comingSoon,
  desserts,
  drinks,
  pizzaSize,
  pizzaToppings,
  t,
} from './shared.ts';

const pizzas: SectionTemplate = {
  name: t`en: Pizza | lv: Picas | ar: البيتزا | mg: Pizza | pt: Pizzas | uk: Піца`,
  cookingTime: 15,
  products: [
    {
      name: t`en: Pizza Margherita | lv: Pica Margarita | ar: بيتزا مارغريتا | mg: Pizza Margherita | pt: Pizza Margherita | uk: Піца Маргарита`,
      description: t`en: San Marzano tomato sauce, fior di latte mozzarella, fresh basil, olive oil. | lv: San Marzano tomātu mērce, fior di latte mocarella, svaigs baziliks, olīveļļa. | ar: صلصة طماطم سان مارزانو، موزاريلا فيور دي لاتي، ريحان طازج، زيت زيتون. | mg: Saosy voatabia San Marzano, mozzarella fior di latte, basilic vaovao, menaka oliva. | pt: Molho de tomate San Marzano, mozzarella fior di latte, manjericão fresco, azeite. | uk: Томатний соус Сан-Марцано, моцарела фіор ді лате, свіжий базилік, оливкова олія.`,
      price: 8.9,
      emoji: '1f355',
      weight: 450,
      keep: true,
      popular: true,
      tags: ['vegetarian'],
      nutrition: { calories: 980, proteins: 42, fats: 34, carbohydrates: 124 },
      groups: [pizzaSize, pizzaToppings],
    },
    {
      name: t`en: Pizza Pepperoni | lv: Pica Pepperoni | ar: بيتزا ببروني | mg: Pizza Pepperoni | pt: Pizza Pepperoni | uk: Піца Пепероні`,
      description: t`en: Beef pepperoni, mozzarella, tomato sauce and a pinch of chilli. | lv: Liellopa pepperoni, mocarella, tomātu mērce un nedaudz čili. | ar: ببروني لحم بقري، موزاريلا، صلصة طماطم ورشة فلفل حار. | mg: Pepperoni hena omby, mozzarella, saosy voatabia ary sakay kely. | pt: Pepperoni de vaca, mozzarella, molho de tomate e uma pitada de malagueta. | uk: Яловиче пепероні, моцарела, томатний соус і дрібка чилі.`,
      price: 10.5,
      emoji: '1f355',
      weight: 480,
      keep: true,
      popular: true,
      groups: [pizzaSize, pizzaToppings],
    },
    {
      name: t`en: Pizza Quattro Formaggi | lv: Pica Četri sieri | ar: بيتزا أربع أجبان | mg: Pizza fromazy efatra | pt: Pizza Quatro Queijos | uk: Піца Чотири сири`,
      description: t`en: Mozzarella, gorgonzola, parmesan and smoked provola. | lv: Mocarella, gorgondzola, parmezāns un kūpināta provola. | ar: موزاريلا، غورغونزولا، بارميزان وبروفولا مدخنة. | mg: Mozzarella, gorgonzola, parmesan ary provola nofonosina setroka. | pt: Mozzarella, gorgonzola, parmesão e provola fumada. | uk: Моцарела, горгонзола, пармезан і копчена проволоне.`,
      price: 11.5,
      discount: 0.2,
      emoji: '1f9c0',
      weight: 470,
      tags: ['vegetarian'],
      groups: [pizzaSize, pizzaToppings],
    },
    {
      name: t`en: Pizza Vegetariana | lv: Veģetārā pica | ar: بيتزا الخضار | mg: Pizza legioma | pt: Pizza Vegetariana | uk: Вегетаріанська піца`,
      description: t`en: Grilled peppers, courgette, aubergine, red onion and olives. | lv: Grilēta paprika, cukini, baklažāns, sarkanais sīpols un olīvas. | ar: فلفل مشوي، كوسا، باذنجان، بصل أحمر وزيتون. | mg: Poivron natono, courgette, baranjely, tongolo mena ary oliva. | pt: Pimentos grelhados, curgete, beringela, cebola roxa e azeitonas. | uk: Печений перець, цукіні, баклажан, червона цибуля й оливки.`,
      price: 9.9,
      emoji: '1fad1',
      weight: 500,
      tags: ['vegetarian'],
      groups: [pizzaSize, pizzaToppings],
    },
    {
      name: t`en: BBQ Chicken Pizza | lv: BBQ vistas pica | ar: بيتزا دجاج باربكيو | mg: Pizza akoho BBQ | pt: Pizza de frango barbecue | uk: Піца з куркою барбекю`,
      description: t`en: Smoky BBQ sauce, grilled chicken, red onion and coriander. | lv: Kūpināta BBQ mērce, grilēta vista, sarkanais sīpols un koriandrs. | ar: صلصة باربكيو مدخنة، دجاج مشوي، بصل أحمر وكزبرة. | mg: Saosy BBQ, akoho natono, tongolo mena ary coriandre. | pt: Molho barbecue fumado, frango grelhado, cebola roxa e coentros. | uk: Копчений соус барбекю, курка гриль, червона цибуля й кінза.`,
      price: 11.9,
      emoji: '1f357',
      weight: 520,
      popular: true,
      groups: [pizzaSize],
    },
    {
      name: t`en: Pizza Diavola | lv: Pica Diavola | ar: بيتزا ديافولا الحارة | mg: Pizza Diavola masiaka | pt: Pizza Diavola | uk: Піца Дьявола`,
      description: t`en: Spicy beef salami, chilli oil, mozzarella and tomato. | lv: Ass liellopa salami, čili eļļa, mocarella un tomāti. | ar: سلامي لحم بقري حار، زيت الفلفل، موزاريلا وطماطم. | mg: Salami hena omby masiaka, menaka sakay, mozzarella ary voatabia. | pt: Salame de vaca picante, óleo de malagueta, mozzarella e tomate. | uk: Гостра яловича салямі, олія чилі, моцарела і томати.`,
      price: 10.9,
      emoji: '1f336',
      weight: 480,
      tags: ['spicy'],
      groups: [pizzaSize, pizzaToppings],
    },
    {
      name: t`en: Pizza Funghi | lv: Pica ar sēnēm | ar: بيتزا الفطر | mg: Pizza holatra | pt: Pizza de cogumelos | uk: Піца з грибами`,
      description: t`en: Champignons, porcini cream, mozzarella and thyme. | lv: Šampinjoni, baravikas krēms, mocarella un timiāns. | ar: فطر شامبينيون، كريمة فطر بورتشيني، موزاريلا وزعتر. | mg: Holatra, crème porcini, mozzarella ary thym. | pt: Cogumelos, creme de porcini, mozzarella e tomilho. | uk: Печериці, крем з білих грибів, моцарела і чебрець.`,
      price: 10.2,
      emoji: '1f344',
      weight: 460,
      available: false,
      groups: [pizzaSize],
    },
    {
      name: t`en: Calzone | lv: Kalcone | ar: كالزوني | mg: Calzone | pt: Calzone | uk: Кальцоне`,
      description: t`en: Folded pizza with ricotta, mozzarella, spinach and mushrooms. | lv: Salocīta pica ar rikotu, mocarellu, spinātiem un sēnēm. | ar: بيتزا مطوية بالريكوتا والموزاريلا والسبانخ والفطر. | mg: Pizza aforitra misy ricotta, mozzarella, anana ary holatra. | pt: Pizza fechada com ricotta, mozzarella, espinafres e cogumelos. | uk: Закрита піца з рикотою, моцарелою, шпинатом і грибами.`,
      price: 10.9,
      emoji: '1f95f',
      weight: 420,
    },
  ],
};

/** Served on weekdays between 11:00 and 15:00 only. */
const lunch: SectionTemplate = {
  name: t`en: Lunch deals | lv: Pusdienu piedāvājumi | ar: عروض الغداء | mg: Tolotra atoandro | pt: Menus de almoço | uk: Обідні пропозиції`,
  workingHours: hours('11:00', '15:00', ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY']),
  products: [
    {
      name: t`en: Lunch: pizza slice and salad | lv: Pusdienas: picas šķēle un salāti | ar: غداء: شريحة بيتزا وسلطة | mg: Atoandro: pizza iray tapany sy salady | pt: Almoço: fatia de pizza e salada | uk: Обід: шматок піци і салат`,
      price: 7.5,
      emoji: '1f355',
      weight: 380,
    },
    {
      name: t`en: Lunch: pasta of the day | lv: Pusdienas: dienas pasta | ar: غداء: باستا اليوم | mg: Atoandro: pasta androany | pt: Almoço: massa do dia | uk: Обід: паста дня`,
      description: t`en: Ask us what the chef cooked today. | lv: Pajautājiet, ko šodien gatavoja šefpavārs. | ar: اسألنا عمّا طبخه الشيف اليوم. | mg: Anontanio izay nandrahoin'ny chef androany. | pt: Pergunte-nos o que o chef preparou hoje. | uk: Запитайте, що сьогодні приготував шеф.`,
      price: 8.5,
      emoji: '1f35d',
      weight: 350,
    },
    {
      name: t`en: Lunch: soup and focaccia | lv: Pusdienas: zupa un fokača | ar: غداء: شوربة وفوكاتشا | mg: Atoandro: lasopy sy focaccia | pt: Almoço: sopa e focaccia | uk: Обід: суп і фокача`,
      price: 6.5,
      emoji: '1f372',
      weight: 450,
    },
    {
      name: t`en: Lunch: small Margherita and a drink | lv: Pusdienas: maza Margarita un dzēriens | ar: غداء: مارغريتا صغيرة ومشروب | mg: Atoandro: Margherita kely sy zava-pisotro | pt: Almoço: Margherita pequena e bebida | uk: Обід: маленька Маргарита і напій`,
      price: 8.9,
      discount: 0.1,
      emoji: '1f355',
      weight: 300,
    },
  ],
};

const starters: SectionTemplate = {
  name: t`en: Starters and salads | lv: Uzkodas un salāti | ar: المقبلات والسلطات | mg: Fanomboka sy salady | pt: Entradas e saladas | uk: Закуски і салати`,
  products: [
    {
      name: t`en: Garlic bread | lv: Ķiploku maize | ar: خبز بالثوم | mg: Mofo tongolo gasy | pt: Pão de alho | uk: Часниковий хліб`,
      description: t`en: Baked in the pizza oven with garlic butter and parsley. | lv: Cepta picas krāsnī ar ķiploku sviestu un pētersīļiem. | ar: مخبوز في فرن البيتزا مع زبدة الثوم والبقدونس. | mg: Natono tao amin'ny lafaoro pizza miaraka amin'ny dibera tongolo gasy. | pt: Feito no forno da pizza com manteiga de alho e salsa. | uk: Запечений у печі для піци з часниковим маслом і петрушкою.`,
      price: 3.5,
      emoji: '1f956',
      weight: 150,
    },
    {
      name: t`en: Caesar salad | lv: Cēzara salāti | ar: سلطة سيزر | mg: Salady César | pt: Salada César | uk: Салат Цезар`,
      description: t`en: Romaine, grilled chicken, parmesan, croutons and Caesar dressing. | lv: Romiešu salāti, grilēta vista, parmezāns, grauzdiņi un Cēzara mērce. | ar: خس روماني، دجاج مشوي، بارميزان، خبز محمص وصلصة سيزر. | mg: Salady romaine, akoho natono, parmesan, croûtons ary saosy César. | pt: Alface romana, frango grelhado, parmesão, croutons e molho César. | uk: Ромен, курка гриль, пармезан, грінки і соус Цезар.`,
      price: 7.5,
      emoji: '1f957',
      weight: 280,
      nutrition: { calories: 430, proteins: 31, fats: 24, carbohydrates: 20 },
    },
    {
      name: t`en: Caprese salad | lv: Kapreze salāti | ar: سلطة كابريزي | mg: Salady caprese | pt: Salada caprese | uk: Салат Капрезе`,
      price: 6.9,
      emoji: '1f345',
      weight: 250,
      tags: ['vegetarian'],
    },
    {
      name: t`en: Chicken wings | lv: Vistas spārniņi | ar: أجنحة دجاج | mg: Elatra akoho | pt: Asas de frango | uk: Курячі крильця`,
      description: t`en: Eight crispy wings with your choice of dip. | lv: Astoņi kraukšķīgi spārniņi ar mērci pēc izvēles. | ar: ثمانية أجنحة مقرمشة مع صلصة من اختيارك. | mg: Elatra akoho valo mangarahara miaraka amin'ny saosy tianao. | pt: Oito asas estaladiças com o molho à sua escolha. | uk: Вісім хрустких крилець із соусом на вибір.`,
      price: 6.5,
      emoji: '1f357',
      weight: 300,
      groups: [burgerSauces],
    },
    {
      name: t`en: Mozzarella sticks | lv: Mocarellas nūjiņas | ar: أصابع الموزاريلا | mg: Mozzarella nendasina | pt: Palitos de mozzarella | uk: Палички моцарели`,
      price: 5.2,
      emoji: '1f9c0',
      weight: 180,
      visible: false,
    },
  ],
};

export const pizzaMenu: MenuTemplate = {
  sections: [pizzas, lunch, starters, drinks, desserts, comingSoon],
  palette: ['#fde68a', '#fecaca', '#fed7aa', '#fef3c7', '#fee2e2'],
};
