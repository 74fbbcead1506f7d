import { SUPPORTED_LOCALES } from '@souk/core/locales';
import { hours } from '../hours.ts';
import type { NewPartner } from '../factories.ts';

/**
 * Links to our own pages are locale-neutral paths ('/cms/terms_of_use'): the storefront
 * prefixes the active locale ('/lv/cms/terms_of_use'), so one partner row serves all 11 locales.
 * The slugs are the content pages' slugs.
 */
export function demoPartner(code: string, logoImageId: string): Omit<NewPartner, 'id'> {
  return {
    code,
    status: 'ACTIVE',
    partnerType: 'DEMO',
    platformName: 'Souk',
    officialName: 'Souk Marketplace SIA',
    officialAddress: 'Brīvības iela 100, Rīga, LV-1011, Latvia',
    certificate:
      'Registered in the Commercial Register of the Republic of Latvia, reg. No. 40000000000. Demo data: this company does not exist.',
    certificateI18n: {
      ar: 'مسجّلة في السجل التجاري لجمهورية لاتفيا، رقم التسجيل 40000000000. بيانات تجريبية: هذه الشركة غير موجودة.',
      bg: 'Вписано в Търговския регистър на Република Латвия, рег. № 40000000000. Демонстрационни данни: тази фирма не съществува.',
      es: 'Inscrita en el Registro Mercantil de la República de Letonia, n.º de registro 40000000000. Datos de demostración: esta empresa no existe.',
      fr: 'Immatriculée au registre du commerce de la République de Lettonie, n° 40000000000. Données de démonstration : cette société n’existe pas.',
      it: 'Iscritta al Registro delle imprese della Repubblica di Lettonia, n. 40000000000. Dati dimostrativi: questa società non esiste.',
      lv: 'Reģistrēts Latvijas Republikas Komercreģistrā, reģ. Nr. 40000000000. Demonstrācijas dati: šāds uzņēmums nepastāv.',
      mg: 'Voasoratra ao amin’ny Rejisitry ny varotra ao amin’ny Repoblikan’i Letonia, laharana 40000000000. Angona fanandramana: tsy misy io orinasa io.',
      pt: 'Registada no Registo Comercial da República da Letónia, n.º de registo 40000000000. Dados de demonstração: esta empresa não existe.',
      ru: 'Зарегистрировано в Коммерческом регистре Латвийской Республики, рег. № 40000000000. Демонстрационные данные: такой компании не существует.',
      uk: 'Зареєстровано в Комерційному реєстрі Латвійської Республіки, реєстр. № 40000000000. Демонстраційні дані: такої компанії не існує.',
    },
    defaultLocale: 'en',
    languages: SUPPORTED_LOCALES.map((locale) => ({ code: locale, mandatory: locale === 'en' })),
    links: {
      aboutUs: '/cms/about_us',
      termsOfUse: '/cms/terms_of_use',
      privacyPolicy: '/cms/privacy_policy',
      becomeACourier: '/cms/courier_info',
      becomeAVendor: '/cms/vendor_info',
      iosApp: 'https://apps.apple.com/app/id6450000000',
      androidApp: 'https://play.google.com/store/apps/details?id=example.souk.customer',
      socialNetworks: [
        { type: 'instagram', url: 'https://www.instagram.com/souk.example' },
        { type: 'facebook', url: 'https://www.facebook.com/souk.example' },
      ],
    },
    textLogo: true,
    logoImageId,
    supportPhone: '+371 6700 0000',
    supportEmail: 'support@souk.example',
    // The same interval on all seven days: the footer reads "everyday from 08:00 to 23:00".
    workingHours: hours('08:00', '23:00'),
    // Teal 700 on white is 5.5:1 and white on it the same, so buttons pass WCAG AA both ways.
    theme: {
      primaryColor: '#0f766e',
      primaryContrastColor: '#ffffff',
      accentColor: '#b45309',
      surfaceColor: '#ffffff',
      textColor: '#1c1917',
    },
  };
}
