import type { MenuTemplate, SectionTemplate } from '../types.ts';
import { burgerSauces, comingSoon, desserts, drinks, t } from './shared.ts';

const burgers: SectionTemplate = {
  name: t`en: Burgers | lv: Burgeri | ar: البرجر | mg: Burger | pt: Hambúrgueres | uk: Бургери`,
  cookingTime: 12,
  products: [
    {
      name: t`en: Classic cheeseburger | lv: Klasiskais siera burgers | ar: تشيز برجر كلاسيك | mg: Cheeseburger mahazatra | pt: Cheeseburger clássico | uk: Класичний чізбургер`,
      description: t`en: Beef patty, cheddar, pickles, onion, ketchup and mustard. | lv: Liellopa kotlete, čedaras siers, marinēti gurķi, sīpols, kečups un sinepes. | ar: قطعة لحم بقري، جبنة شيدر، مخلل، بصل، كاتشب وخردل. | mg: Hena omby, fromazy cheddar, lasary konkombra, tongolo, ketchup ary moutarde. | pt: Hambúrguer de vaca, cheddar, pickles, cebola, ketchup e mostarda. | uk: Яловича котлета, чедер, мариновані огірки, цибуля, кетчуп і гірчиця.`,
      price: 8.5,
      emoji: '1f354',
      weight: 280,
      keep: true,
      popular: true,
      nutrition: { calories: 690, proteins: 36, fats: 38, carbohydrates: 48 },
      groups: [burgerSauces],
    },
    {
      name: t`en: Double smash burger | lv: Dubultais smash burgers | ar: سماش برجر مزدوج | mg: Smash burger roa sosona | pt: Smash burger duplo | uk: Подвійний смеш-бургер`,
      description: t`en: Two smashed beef patties, double cheddar and house sauce. | lv: Divas saplacinātas liellopa kotletes, dubults čedaras siers un nama mērce. | ar: قطعتا لحم بقري مضغوطتان، جبنة شيدر مضاعفة وصلصة البيت. | mg: Hena omby roa voapotsitra, cheddar indroa ary saosy manokana. | pt: Dois hambúrgueres de vaca esmagados, cheddar duplo e molho da casa. | uk: Дві розплющені яловичі котлети, подвійний чедер і фірмовий соус.`,
      price: 11.5,
      emoji: '1f354',
      weight: 380,
      popular: true,
      groups: [burgerSauces],
    },
    {
      name: t`en: Crispy chicken burger | lv: Kraukšķīgās vistas burgers | ar: برجر دجاج مقرمش | mg: Burger akoho mangarahara | pt: Hambúrguer de frango crocante | uk: Бургер з хрусткою куркою`,
      description: t`en: Buttermilk fried chicken, slaw, pickles and spicy mayo. | lv: Paniņās marinēta cepta vista, kāpostu salāti, gurķi un asā majonēze. | ar: دجاج مقلي متبل باللبن، سلطة ملفوف، مخلل ومايونيز حار. | mg: Akoho nendasina, salady laisoa, lasary ary mayonnaise masiaka. | pt: Frango frito marinado em leitelho, salada de repolho, pickles e maionese picante. | uk: Смажена курка в маслянці, капустяний салат, огірки і гострий майонез.`,
      price: 9.5,
      discount: 0.15,
      emoji: '1f357',
      weight: 300,
      groups: [burgerSauces],
    },
    {
      name: t`en: Mushroom Swiss burger | lv: Burgers ar sēnēm un Šveices sieru | ar: برجر الفطر والجبنة السويسرية | mg: Burger holatra sy fromazy suisse | pt: Hambúrguer de cogumelos e queijo suíço | uk: Бургер з грибами і швейцарським сиром`,
      price: 10.9,
      emoji: '1f344',
      weight: 320,
      groups: [burgerSauces],
    },
    {
      name: t`en: Veggie bean burger | lv: Pupiņu veggie burgers | ar: برجر نباتي بالفاصولياء | mg: Burger tsaramaso | pt: Hambúrguer vegetariano de feijão | uk: Веганський бургер з квасолею`,
      description: t`en: Black bean and corn patty, avocado, tomato and vegan mayo. | lv: Melno pupiņu un kukurūzas kotlete, avokado, tomāts un vegāniskā majonēze. | ar: قرص فاصولياء سوداء وذرة، أفوكادو، طماطم ومايونيز نباتي. | mg: Tsaramaso mainty sy katsaka, zavoka, voatabia ary mayonnaise vegan. | pt: Hambúrguer de feijão preto e milho, abacate, tomate e maionese vegana. | uk: Котлета з чорної квасолі та кукурудзи, авокадо, томат і веганський майонез.`,
      price: 9.2,
      emoji: '1f951',
      weight: 290,
      tags: ['vegan'],
      groups: [burgerSauces],
    },
    {
      name: t`en: Jalapeño burger | lv: Halapeņo burgers | ar: برجر الهالابينو | mg: Burger jalapeño | pt: Hambúrguer jalapeño | uk: Бургер з халапеньйо`,
      price: 10.5,
      emoji: '1f336',
      weight: 310,
      tags: ['spicy'],
      groups: [burgerSauces],
    },
    {
      name: t`en: Kids burger | lv: Bērnu burgers | ar: برجر الأطفال | mg: Burger ho an'ny ankizy | pt: Hambúrguer infantil | uk: Дитячий бургер`,
      price: 6,
      emoji: '1f354',
      weight: 180,
    },
  ],
};

const sides: SectionTemplate = {
  name: t`en: Sides | lv: Piedevas | ar: الأطباق الجانبية | mg: Fanampin-tsakafo | pt: Acompanhamentos | uk: Гарніри`,
  products: [
    {
      name: t`en: French fries | lv: Frī kartupeļi | ar: بطاطس مقلية | mg: Frites | pt: Batatas fritas | uk: Картопля фрі`,
      description: t`en: Skin-on fries with sea salt. | lv: Frī kartupeļi ar mizu un jūras sāli. | ar: بطاطس مقلية بقشرها مع ملح البحر. | mg: Frites misy hodiny sy sira an-dranomasina. | pt: Batatas fritas com pele e flor de sal. | uk: Картопля фрі зі шкіркою і морською сіллю.`,
      price: 3.2,
      emoji: '1f35f',
      weight: 150,
      keep: true,
      popular: true,
    },
    {
      name: t`en: Sweet potato fries | lv: Saldo kartupeļu frī | ar: بطاطا حلوة مقلية | mg: Frites vomanga | pt: Batata-doce frita | uk: Батат фрі`,
      price: 4.2,
      emoji: '1f360',
      weight: 150,
    },
    {
      name: t`en: Onion rings | lv: Sīpolu gredzeni | ar: حلقات البصل | mg: Tongolo boribory nendasina | pt: Anéis de cebola | uk: Цибулеві кільця`,
      price: 3.9,
      emoji: '1f9c5',
      weight: 140,
    },
    {
      name: t`en: Coleslaw | lv: Kāpostu salāti | ar: سلطة الملفوف | mg: Salady laisoa | pt: Salada coleslaw | uk: Салат коулслоу`,
      price: 2.5,
      emoji: '1f96c',
      weight: 150,
      tags: ['vegetarian'],
    },
    {
      name: t`en: Chicken nuggets (6) | lv: Vistas nagetsi (6 gab.) | ar: ناغتس دجاج (6 قطع) | mg: Nuggets akoho (6) | pt: Nuggets de frango (6) | uk: Курячі нагетси (6 шт.)`,
      price: 4.5,
      emoji: '1f357',
      weight: 120,
      groups: [burgerSauces],
    },
  ],
};

export const burgerMenu: MenuTemplate = {
  sections: [burgers, sides, drinks, desserts, comingSoon],
  palette: ['#fed7aa', '#fde68a', '#ffedd5', '#fef9c3', '#fecaca'],
};
