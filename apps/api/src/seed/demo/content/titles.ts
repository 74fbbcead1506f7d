import { textTag } from '../text.ts';

const t = textTag(['ar', 'es', 'fr', 'it', 'lv', 'mg', 'pt', 'bg', 'ru', 'uk']);

export const CONTENT_SLUGS = [
  'about_us',
  'terms_of_use',
  'privacy_policy',
  'courier_info',
  'vendor_info',
  'support',
] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

/** Titles in every locale; bodies exist in en, ar and ru and the rest fall back to English. */
export const CONTENT_TITLES = {
  about_us: t`en: About Souk | ar: عن سوق | es: Acerca de Souk | fr: À propos de Souk | it: Chi siamo | lv: Par Souk | mg: Momba ny Souk | pt: Sobre a Souk | bg: За Souk | ru: О Souk | uk: Про Souk`,
  terms_of_use: t`en: Terms of use | ar: شروط الاستخدام | es: Condiciones de uso | fr: Conditions d'utilisation | it: Condizioni d'uso | lv: Lietošanas noteikumi | mg: Fepetra fampiasana | pt: Termos de utilização | bg: Условия за ползване | ru: Условия использования | uk: Умови використання`,
  privacy_policy: t`en: Privacy policy | ar: سياسة الخصوصية | es: Política de privacidad | fr: Politique de confidentialité | it: Informativa sulla privacy | lv: Privātuma politika | mg: Politikan'ny fiainana manokana | pt: Política de privacidade | bg: Политика за поверителност | ru: Политика конфиденциальности | uk: Політика конфіденційності`,
  courier_info: t`en: Become a courier | ar: انضم كمندوب توصيل | es: Hazte repartidor | fr: Devenir coursier | it: Diventa corriere | lv: Kļūsti par kurjeru | mg: Mivadiha mpitatitra | pt: Seja estafeta | bg: Стани куриер | ru: Стать курьером | uk: Стати кур'єром`,
  vendor_info: t`en: Become a partner vendor | ar: انضم كشريك | es: Hazte socio | fr: Devenir partenaire | it: Diventa partner | lv: Kļūsti par partneri | mg: Mivadiha mpiara-miasa | pt: Seja parceiro | bg: Стани партньор | ru: Стать партнёром | uk: Стати партнером`,
  support: t`en: Support | ar: الدعم | es: Ayuda | fr: Assistance | it: Assistenza | lv: Atbalsts | mg: Fanohanana | pt: Apoio | bg: Поддръжка | ru: Поддержка | uk: Підтримка`,
} satisfies Record<ContentSlug, unknown>;
