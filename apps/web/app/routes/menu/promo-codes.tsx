import type { Route } from './+types/promo-codes';
import { getPromoCodes } from '#app/lib/api/get-promo-codes.ts';
import { signedInGet } from '#app/features/account/addresses/api/signed-in-get.server.ts';
import { menuLocality } from '#app/features/account/profile/menu-locality.server.ts';
import { PromoCodeList } from '#app/features/promo-codes/promo-code-list.tsx';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { pageMeta } from '#app/lib/meta.ts';

export async function loader(args: Route.LoaderArgs) {
  const lang = await requireLocale(args);
  const { context, request } = args;
  const { promoCodes } = await signedInGet(context, request, getPromoCodes, { promoCodes: [] });
  const locality = await menuLocality(context, lang, request.signal, true).catch(() => null);
  return { promoCodes, currencyCode: locality?.params.locale.currencyCode ?? 'EUR' };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, ({ t }) => ({ title: t('menu.promoCodes') })),
  { name: 'robots', content: 'noindex' },
];

/** Spec 1 §2 menu "Promo codes": /menu/promocodes — the codes the customer may use now. */
export default function PromoCodesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">{t('menu.promoCodes')}</h1>
      <PromoCodeList promoCodes={loaderData.promoCodes} currencyCode={loaderData.currencyCode} />
    </section>
  );
}
