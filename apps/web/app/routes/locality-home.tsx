import { localityCodeSchema } from '@souk/contracts';
import { data, Link } from 'react-router';
import type { Route } from './+types/locality-home';
import type { NotFoundReason } from '#app/features/errors/components/route-error.tsx';
import { getLocalities } from '#app/features/locality/api/get-localities.server.ts';
import { getLocalityParams } from '#app/features/locality/api/get-locality-params.server.ts';
import { localityName } from '#app/features/locality/locality-name.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { BagIllustration } from '#app/ui/illustrations.tsx';
import { ArrowIcon } from '#app/ui/icons.tsx';
import { primaryButton } from '#app/ui/styles.ts';

const localityNotFound = () =>
  data({ reason: 'locality' satisfies NotFoundReason }, { status: 404 });

/** `/{lang}/{localityCode}`: the locality's home. Its catalogue arrives with the browsing issue. */
export async function loader(args: Route.LoaderArgs) {
  const { context, request, params } = args;
  const lang = await requireLocale(args);
  if (!localityCodeSchema.safeParse(params.localityCode).success) throw localityNotFound();
  const [localityParams, localities] = await Promise.all([
    getLocalityParams(context, request, params.localityCode),
    getLocalities(context, request),
  ]);
  if (!localityParams) throw localityNotFound();
  const summary = localities.find((l) => l.code === localityParams.code);
  return {
    locality: {
      code: localityParams.code,
      name: summary ? localityName(summary, lang) : localityParams.name,
      uiFlow: localityParams.uiFlow,
      currencyCode: localityParams.locale.currencyCode,
    },
    otherLocalities: localities.length > 1,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => {
    const locality = args.loaderData?.locality.name ?? '';
    return {
      title: t.t('meta.localityTitle', { locality }),
      description: t.t('meta.localityDescription', { locality }),
    };
  });

export default function LocalityHome({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslator();
  const { locality, otherLocalities } = loaderData;
  return (
    <div data-testid="locality-home" className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-3xl font-extrabold sm:text-4xl">
        <bdi>{locality.name}</bdi>
      </h1>
      <div className="mt-6 rounded-3xl border border-dashed border-line bg-canvas">
        <EmptyState
          testId="catalogue-coming"
          illustration={<BagIllustration />}
          title={t('locality.comingTitle')}
          text={t('locality.comingText', { locality: locality.name })}
        >
          {otherLocalities && (
            <Link to={`/${locale}`} className={primaryButton}>
              {t('locality.otherCities')}
              <ArrowIcon className="size-5" />
            </Link>
          )}
        </EmptyState>
      </div>
    </div>
  );
}
