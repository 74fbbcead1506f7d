import type { Locale } from '@souk/core/locales';
import { isSupportedLocale } from '@souk/core/locales';

/** The sign-in SMS in every interface language; {code} comes first so phones can offer to paste it. */
const TEMPLATES: Record<Locale, string> = {
  ar: '{code} هو رمز الدخول إلى {platform}. لا تشاركه مع أحد.',
  bg: '{code} е вашият код за вход в {platform}. Не го споделяйте.',
  en: '{code} is your {platform} sign-in code. Do not share it.',
  es: '{code} es tu código de acceso a {platform}. No lo compartas.',
  fr: '{code} est votre code de connexion à {platform}. Ne le partagez pas.',
  it: '{code} è il tuo codice di accesso a {platform}. Non condividerlo.',
  lv: '{code} ir jūsu {platform} pieteikšanās kods. Nevienam to neizpaudiet.',
  mg: "{code} no kaody fidiranao amin'ny {platform}. Aza zarainao amin'ny hafa.",
  pt: '{code} é o seu código de acesso a {platform}. Não o partilhe.',
  ru: '{code} — ваш код для входа в {platform}. Никому его не сообщайте.',
  uk: '{code} — ваш код для входу в {platform}. Нікому його не повідомляйте.',
};

export function signInSmsText(lang: string, code: string, platform: string): string {
  const template = TEMPLATES[isSupportedLocale(lang) ? lang : 'en'];
  return template.replace('{code}', code).replace('{platform}', platform);
}
