/** A pharmacy (STORE). */
import type { MenuTemplate, SectionTemplate } from '../types.ts';
import { t } from './shared.ts';

const pain: SectionTemplate = {
  name: t`en: Pain and fever | lv: Pretsāpju līdzekļi | ar: الألم والحمى | mg: Fanafody aretina sy tazo | pt: Dor e febre | uk: Біль і температура`,
  products: [
    {
      name: t`en: Paracetamol 500 mg (20 tablets) | lv: Paracetamols 500 mg (20 tabletes) | ar: باراسيتامول 500 ملغ (20 قرصاً) | mg: Paracetamol 500 mg (pilina 20) | pt: Paracetamol 500 mg (20 comprimidos) | uk: Парацетамол 500 мг (20 таблеток)`,
      description: t`en: For pain and fever. Read the leaflet before use. | lv: Pret sāpēm un drudzi. Pirms lietošanas izlasiet instrukciju. | ar: للألم والحمى. اقرأ النشرة قبل الاستخدام. | mg: Ho an'ny aretina sy tazo. Vakio ny torolalana alohan'ny hampiasana azy. | pt: Para dores e febre. Leia o folheto antes de usar. | uk: Від болю і температури. Перед застосуванням прочитайте інструкцію.`,
      price: 2.5,
      emoji: '1f48a',
      keep: true,
      popular: true,
      maxCount: 2,
    },
    {
      name: t`en: Ibuprofen 400 mg (20 tablets) | lv: Ibuprofēns 400 mg (20 tabletes) | ar: إيبوبروفين 400 ملغ (20 قرصاً) | mg: Ibuprofène 400 mg (pilina 20) | pt: Ibuprofeno 400 mg (20 comprimidos) | uk: Ібупрофен 400 мг (20 таблеток)`,
      price: 3.9,
      emoji: '1f48a',
      maxCount: 2,
    },
    {
      name: t`en: Digital thermometer | lv: Digitālais termometrs | ar: ميزان حرارة رقمي | mg: Fandrefesana hafanana nomerika | pt: Termómetro digital | uk: Цифровий термометр`,
      price: 6.9,
      emoji: '1f321',
    },
    {
      name: t`en: Cooling gel patches (4) | lv: Dzesējoši plāksteri (4 gab.) | ar: لصقات تبريد (4) | mg: Pilasitra mampangatsiaka (4) | pt: Adesivos refrescantes (4) | uk: Охолоджувальні пластирі (4 шт.)`,
      price: 5.5,
      emoji: '1fa79',
    },
  ],
};

const cold: SectionTemplate = {
  name: t`en: Cold and flu | lv: Saaukstēšanās un gripa | ar: البرد والإنفلونزا | mg: Sery sy gripa | pt: Constipação e gripe | uk: Застуда і грип`,
  products: [
    {
      name: t`en: Throat lozenges (24) | lv: Kakla sūkājamās tabletes (24) | ar: أقراص استحلاب للحلق (24) | mg: Vanin-tenda (24) | pt: Pastilhas para a garganta (24) | uk: Льодяники від болю в горлі (24)`,
      price: 4.5,
      emoji: '1f36c',
    },
    {
      name: t`en: Saline nasal spray | lv: Sāls deguna aerosols | ar: بخاخ أنف ملحي | mg: Spray orona misy sira | pt: Spray nasal salino | uk: Сольовий спрей для носа`,
      price: 5.9,
      emoji: '1f4a7',
      liquid: 15,
    },
    {
      name: t`en: Vitamin C 1000 mg effervescent (20) | lv: C vitamīns 1000 mg, šņācošās tabletes (20) | ar: فيتامين سي 1000 ملغ فوار (20) | mg: Vitamina C 1000 mg (20) | pt: Vitamina C 1000 mg efervescente (20) | uk: Вітамін C 1000 мг шипучий (20)`,
      price: 4.9,
      discount: 0.2,
      emoji: '1f34b',
      popular: true,
    },
    {
      name: t`en: Cough syrup | lv: Klepus sīrups | ar: شراب السعال | mg: Sirop kohaka | pt: Xarope para a tosse | uk: Сироп від кашлю`,
      price: 7.5,
      emoji: '1f9f4',
      liquid: 200,
    },
  ],
};

const firstAid: SectionTemplate = {
  name: t`en: First aid | lv: Pirmā palīdzība | ar: الإسعافات الأولية | mg: Vonjy voalohany | pt: Primeiros socorros | uk: Перша допомога`,
  products: [
    {
      name: t`en: Plasters (20) | lv: Plāksteri (20 gab.) | ar: لاصق جروح (20) | mg: Pilasitra (20) | pt: Pensos rápidos (20) | uk: Пластирі (20 шт.)`,
      price: 2.9,
      emoji: '1fa79',
      popular: true,
    },
    {
      name: t`en: Antiseptic solution | lv: Antiseptisks šķīdums | ar: محلول مطهر | mg: Fanafody manadio ratra | pt: Solução antisséptica | uk: Антисептичний розчин`,
      price: 3.5,
      emoji: '1f9f4',
      liquid: 100,
    },
    {
      name: t`en: Elastic bandage | lv: Elastīgā saite | ar: رباط ضاغط | mg: Bandy elastika | pt: Ligadura elástica | uk: Еластичний бинт`,
      price: 3.9,
      emoji: '1fa79',
    },
    {
      name: t`en: Hand sanitiser | lv: Roku dezinfekcijas līdzeklis | ar: معقم اليدين | mg: Fanadiovana tanana | pt: Gel desinfetante | uk: Антисептик для рук`,
      price: 2.9,
      emoji: '1f9fc',
      liquid: 250,
    },
  ],
};

const care: SectionTemplate = {
  name: t`en: Personal care | lv: Personīgā higiēna | ar: العناية الشخصية | mg: Fikarakarana ny tena | pt: Higiene pessoal | uk: Особиста гігієна`,
  products: [
    {
      name: t`en: Toothpaste | lv: Zobu pasta | ar: معجون أسنان | mg: Dentifrice | pt: Pasta de dentes | uk: Зубна паста`,
      price: 2.9,
      emoji: '1faa5',
      liquid: 75,
    },
    {
      name: t`en: Sunscreen SPF 50 | lv: Saules aizsargkrēms SPF 50 | ar: واقي شمس SPF 50 | mg: Crème fiarovana amin'ny masoandro SPF 50 | pt: Protetor solar FPS 50 | uk: Сонцезахисний крем SPF 50`,
      price: 12.9,
      discount: 0.25,
      emoji: '1f9f4',
      liquid: 200,
    },
    {
      name: t`en: Hand cream | lv: Roku krēms | ar: كريم اليدين | mg: Crème tanana | pt: Creme de mãos | uk: Крем для рук`,
      price: 3.9,
      emoji: '1f9f4',
      liquid: 75,
    },
    {
      name: t`en: Soft toothbrush | lv: Mīksta zobu birste | ar: فرشاة أسنان ناعمة | mg: Borosy nify malemy | pt: Escova de dentes macia | uk: М'яка зубна щітка`,
      price: 2.5,
      emoji: '1faa5',
    },
  ],
};

const baby: SectionTemplate = {
  name: t`en: Baby care | lv: Zīdaiņu kopšana | ar: العناية بالطفل | mg: Fikarakarana zaza | pt: Bebé | uk: Для малюків`,
  products: [
    {
      name: t`en: Baby wipes (72) | lv: Mitrās salvetes zīdaiņiem (72) | ar: مناديل مبللة للأطفال (72) | mg: Lamba mando ho an'ny zaza (72) | pt: Toalhitas de bebé (72) | uk: Дитячі вологі серветки (72)`,
      price: 2.9,
      emoji: '1f9fb',
    },
    {
      name: t`en: Baby bottle | lv: Zīdaiņu pudelīte | ar: رضاعة أطفال | mg: Tavoahangy zaza | pt: Biberão | uk: Пляшечка для годування`,
      price: 8.9,
      emoji: '1f37c',
    },
    {
      name: t`en: Nappy cream | lv: Autiņbiksīšu krēms | ar: كريم الحفاض | mg: Crème ho an'ny zaza | pt: Creme para a muda da fralda | uk: Крем під підгузок`,
      price: 5.5,
      emoji: '1f9f4',
      weight: 100,
    },
    {
      name: t`en: Infant formula | lv: Piena maisījums zīdaiņiem | ar: حليب أطفال | mg: Ronono ho an'ny zazakely | pt: Leite para lactentes | uk: Дитяча суміш`,
      price: 18.9,
      emoji: '1f37c',
      weight: 800,
      available: false,
    },
  ],
};

export const pharmacyMenu: MenuTemplate = {
  sections: [pain, cold, firstAid, care, baby],
  palette: ['#e0f2fe', '#dcfce7', '#f1f5f9', '#ede9fe', '#fce7f3'],
};
