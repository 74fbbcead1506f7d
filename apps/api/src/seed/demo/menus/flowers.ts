/** A florist (STORE). */
import type { GroupTemplate, MenuTemplate, SectionTemplate } from '../types.ts';
import { t } from './shared.ts';

/** Optional single choice. */
const card: GroupTemplate = {
  name: t`en: Greeting card | lv: Apsveikuma kartīte | ar: بطاقة تهنئة | mg: Karatra firarian-tsoa | pt: Cartão | uk: Листівка`,
  required: false,
  multiSelection: false,
  maxCount: 1,
  components: [
    {
      name: t`en: Happy birthday | lv: Daudz laimes dzimšanas dienā | ar: عيد ميلاد سعيد | mg: Tratry ny tsingerin-taona | pt: Feliz aniversário | uk: З днем народження`,
      price: 2,
    },
    {
      name: t`en: With love | lv: Ar mīlestību | ar: مع الحب | mg: Amin'ny fitiavana | pt: Com amor | uk: З любов'ю`,
      price: 2,
    },
    {
      name: t`en: Thank you | lv: Paldies | ar: شكراً لك | mg: Misaotra | pt: Obrigado | uk: Дякую`,
      price: 2,
    },
  ],
};

const bouquets: SectionTemplate = {
  name: t`en: Bouquets | lv: Pušķi | ar: الباقات | mg: Fehezam-boninkazo | pt: Ramos | uk: Букети`,
  imageOrientation: 'VERTICAL',
  products: [
    {
      name: t`en: 15 red roses | lv: 15 sarkanas rozes | ar: 15 وردة حمراء | mg: Raozy mena 15 | pt: 15 rosas vermelhas | uk: 15 червоних троянд`,
      description: t`en: Long-stemmed roses wrapped in kraft paper. | lv: Garkātu rozes, ietītas kraftpapīrā. | ar: ورود طويلة الساق ملفوفة بورق الكرافت. | mg: Raozy lava tahony nofonosina taratasy kraft. | pt: Rosas de pé alto embrulhadas em papel kraft. | uk: Троянди на довгому стеблі в крафтовому папері.`,
      price: 39,
      emoji: '1f339',
      keep: true,
      popular: true,
      groups: [card],
    },
    {
      name: t`en: 25 tulips | lv: 25 tulpes | ar: 25 زهرة توليب | mg: Tulipa 25 | pt: 25 túlipas | uk: 25 тюльпанів`,
      price: 32,
      discount: 0.15,
      emoji: '1f337',
      groups: [card],
    },
    {
      name: t`en: Sunflower bouquet | lv: Saulespuķu pušķis | ar: باقة عباد الشمس | mg: Fehezam-boninkazo tanamasoandro | pt: Ramo de girassóis | uk: Букет соняшників`,
      price: 27,
      emoji: '1f33b',
      groups: [card],
    },
    {
      name: t`en: Seasonal mixed bouquet | lv: Sezonas jaukts pušķis | ar: باقة موسمية مشكلة | mg: Fehezam-boninkazo mifangaro | pt: Ramo sazonal misto | uk: Сезонний мікс-букет`,
      price: 29,
      emoji: '1f490',
      popular: true,
      groups: [card],
    },
    {
      name: t`en: White chrysanthemums | lv: Baltās krizantēmas | ar: أقحوان أبيض | mg: Krizantema fotsy | pt: Crisântemos brancos | uk: Білі хризантеми`,
      price: 24,
      emoji: '1f33c',
    },
  ],
};

const plants: SectionTemplate = {
  name: t`en: Potted plants | lv: Podos augi | ar: نباتات الأصص | mg: Zavamaniry anaty vilany | pt: Plantas em vaso | uk: Кімнатні рослини`,
  products: [
    {
      name: t`en: Monstera | lv: Monstera | ar: مونستيرا | mg: Monstera | pt: Monstera | uk: Монстера`,
      price: 24,
      emoji: '1fab4',
    },
    {
      name: t`en: Phalaenopsis orchid | lv: Falenopses orhideja | ar: أوركيد فالينوبسيس | mg: Orkide phalaenopsis | pt: Orquídea phalaenopsis | uk: Орхідея фаленопсис`,
      price: 19,
      emoji: '1f33a',
      popular: true,
    },
    {
      name: t`en: Cactus trio | lv: Kaktusu trio | ar: ثلاثي الصبار | mg: Kaktosy telo | pt: Trio de catos | uk: Тріо кактусів`,
      price: 14,
      emoji: '1f335',
    },
    {
      name: t`en: Peace lily | lv: Spatifils | ar: زنبق السلام | mg: Spathiphyllum | pt: Lírio-da-paz | uk: Спатифілум`,
      price: 17,
      emoji: '1fab4',
    },
  ],
};

const gifts: SectionTemplate = {
  name: t`en: Gifts | lv: Dāvanas | ar: الهدايا | mg: Fanomezana | pt: Presentes | uk: Подарунки`,
  products: [
    {
      name: t`en: Teddy bear | lv: Rotaļu lācītis | ar: دبدوب | mg: Bera kilalao | pt: Urso de peluche | uk: Плюшевий ведмедик`,
      price: 15,
      emoji: '1f9f8',
    },
    {
      name: t`en: Heart balloons (3) | lv: Sirds baloni (3 gab.) | ar: بالونات قلب (3) | mg: Balaonina fo (3) | pt: Balões de coração (3) | uk: Кульки-серця (3 шт.)`,
      price: 9,
      emoji: '1f388',
    },
    {
      name: t`en: Box of chocolates | lv: Šokolādes konfekšu kārba | ar: علبة شوكولاتة | mg: Boaty sôkôla | pt: Caixa de bombons | uk: Коробка цукерок`,
      price: 12,
      emoji: '1f36b',
      weight: 250,
    },
    {
      name: t`en: Scented candle | lv: Aromātiskā svece | ar: شمعة معطرة | mg: Labozia manitra | pt: Vela perfumada | uk: Ароматична свічка`,
      price: 11,
      emoji: '1f56f',
    },
  ],
};

export const flowerMenu: MenuTemplate = {
  sections: [bouquets, plants, gifts],
  palette: ['#fce7f3', '#ffe4e6', '#dcfce7', '#fef9c3', '#ede9fe'],
};
