import { localityCodeSchema, type MainPageResponse } from '@souk/contracts';
import { lazy, Suspense } from 'react';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/locality-home';
import type { NotFoundReason } from '#app/features/errors/components/route-error.tsx';
import { getMainPage } from '#app/features/home/api/get-main-page.server.ts';
import { LocalityHomeView } from '#app/features/home/components/locality-home-view.tsx';
import { VendorGridSkeleton } from '#app/features/home/components/vendor-grid-skeleton.tsx';
import type { HomeData, HomeLocality } from '#app/features/home/home-data.ts';
import { listKeyOf, readHomeFilters } from '#app/features/home/home-filters.ts';
import { previewImage, vendorListJsonLd } from '#app/features/home/home-seo.ts';
import { withCardTexts } from '#app/features/home/vendor-card-texts.ts';
import { getLocalities } from '#app/lib/get-localities.server.ts';
import { getLocalityParams } from '#app/features/locality/api/get-locality-params.server.ts';
import { localityName } from '#app/features/locality/locality-name.ts';
import { messagesFor } from '#app/i18n/catalog.server.ts';
import { createTranslator } from '#app/i18n/translator.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { loaderPageMeta } from '#app/lib/page-meta.server.ts';
import '#app/features/home/home.css';

/** Only single-vendor localities pay for the catalog's code (server-rendered all the same). */
const SingleVendorHome = lazy(() => import('./single-vendor-home.tsx'));

const localityNotFound = () =>
  data({ reason: 'locality' satisfies NotFoundReason }, { status: 404 });

interface SingleVendorData {
  kind: 'single';
  locality: HomeLocality;
  mainPage: MainPageResponse;
}

/**
 * `/{lang}/{localityCode}`: the locality's home, rendered on the server with its banners,
 * categories and first 30 vendors. Filters come from the URL (see home-filters.ts).
 */
export async function loader(args: Route.LoaderArgs) {
  const { context, request, params } = args;
  const lang = await requireLocale(args);
  if (!localityCodeSchema.safeParse(params.localityCode).success) throw localityNotFound();
  const code = params.localityCode;
  const search = new URL(request.url).searchParams;
  const listKey = listKeyOf(search);
  const [localityParams, localities, mainPage] = await Promise.all([
    getLocalityParams(context, request, code),
    getLocalities(context, request),
    getMainPage(context, request, { lang, code, query: new URLSearchParams(listKey) }),
  ]);
  if (!localityParams || !mainPage) throw localityNotFound();
  const summary = localities.find((l) => l.code === localityParams.code);
  const base = context.clientConfig.baseUrl.replace(/\/+$/, '');
  const vendors = mainPage.vendors.vendors;
  const name = summary ? localityName(summary, lang) : localityParams.name;
  // Built here, not in `meta`, so that the builders stay out of the browser bundle.
  const jsonLd = vendors.length > 0 ? vendorListJsonLd(base, { lang, code, vendors }) : null;
  const meta = await loaderPageMeta(args, lang, (t) => {
    const title = t.t('meta.localityTitle', { locality: name });
    return {
      title,
      description: t.t('meta.localityDescription', { locality: name }),
      image: previewImage(vendors, mainPage.banners, base),
      jsonLd: jsonLd ? { ...jsonLd, name: title } : undefined,
    };
  });
  const period = localityParams.delivery.preOrderPeriod;
  const locality: HomeLocality = {
    code: localityParams.code,
    name,
    uiFlow: mainPage.uiFlow,
    currencyCode: localityParams.locale.currencyCode,
    timeZone: localityParams.timeZone,
    preorderDays: period.type === 'DAYS' ? period.value : 0,
    receiptTypes: mainPage.uiComponents.receiptTypes,
    workingHours: localityParams.availabilitySchedule.workingHours.intervals,
  };
  if (mainPage.uiFlow === 'SINGLE_VENDOR') {
    return { kind: 'single', locality, mainPage, meta } as const satisfies SingleVendorData & {
      meta: unknown;
    };
  }
  const filters = readHomeFilters(search);
  const translator = createTranslator(lang, messagesFor(lang));
  const home: HomeData = {
    locality,
    // Issue 17 item 7: under the Takeaway filter the page speaks of pickup, not delivery.
    heading: translator.t(
      filters.receiptType === 'TAKEAWAY' ? 'home.takeawayTitle' : 'meta.localityTitle',
      { locality: name },
    ),
    filters,
    listKey,
    banners: mainPage.banners,
    categories: mainPage.categories,
    vendors: withCardTexts(
      translator,
      locality.currencyCode,
      mainPage.vendors,
      filters.receiptType,
    ),
    otherLocalities: localities.length > 1,
  };
  return { kind: 'default', ...home, meta } as const;
}

/** Opening a modal or typing a search only changes the URL; the data reloads with the list. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args;
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return listKeyOf(currentUrl.searchParams) !== listKeyOf(nextUrl.searchParams);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function LocalityHome({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'single') {
    return (
      <Suspense fallback={<VendorGridSkeleton />}>
        <SingleVendorHome
          mainPage={loaderData.mainPage}
          localityCode={loaderData.locality.code}
          currencyCode={loaderData.locality.currencyCode}
        />
      </Suspense>
    );
  }
  return <LocalityHomeView data={loaderData} />;
}
