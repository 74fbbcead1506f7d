import { redirect } from 'react-router';
import type { Route } from './+types/home';
import { getLocalities } from '#app/lib/get-localities.server.ts';
import { LocalityList } from '#app/features/locality/components/locality-list.tsx';
import { localityName } from '#app/features/locality/locality-name.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { loaderPageMeta } from '#app/lib/page-meta.server.ts';

/** `/{lang}`: the localities; a single one is selected automatically (spec 1 §4). */
export async function loader(args: Route.LoaderArgs) {
  const lang = await requireLocale(args);
  const localities = await getLocalities(args.context, args.request);
  const only = localities.length === 1 ? localities[0] : undefined;
  if (only) throw redirect(`/${lang}/${only.code}`, 302);
  const meta = await loaderPageMeta(args, lang, (t) => ({
    title: t.t('meta.homeTitle'),
    description: t.t('meta.homeDescription'),
  }));
  return {
    meta,
    localities: localities.map((locality) => ({
      code: locality.code,
      name: localityName(locality, lang),
      currencyCode: locality.currencyCode,
      lang: locality.lang,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, plural } = useTranslator();
  const { localities } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4">
      <section className="relative my-6 overflow-hidden rounded-3xl bg-primary px-6 py-10 text-primary-contrast sm:px-10 sm:py-14">
        <div
          aria-hidden="true"
          className="absolute -end-16 -top-16 size-64 rounded-full bg-accent opacity-40 blur-2xl"
        />
        <div className="relative max-w-2xl space-y-3">
          <h1 className="text-3xl font-extrabold text-balance sm:text-5xl">{t('home.title')}</h1>
          <p className="text-lg opacity-90 text-pretty">{t('home.subtitle')}</p>
          {localities.length > 0 && (
            <p className="inline-flex rounded-full bg-black/15 px-3 py-1 text-sm font-semibold">
              {plural('home.localityCount', localities.length)}
            </p>
          )}
        </div>
      </section>
      <LocalityList localities={localities} />
    </div>
  );
}
