import { localityCodeSchema } from '@souk/contracts';
import { useRef, type ComponentType } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/vendor';
import type { NotFoundReason } from '#app/features/errors/components/route-error.tsx';
import type { VendorPageViewProps } from '#app/features/catalog/components/vendor-page-view.tsx';
import {
  getProduct,
  getVendorCatalog,
} from '#app/features/catalog/api/get-vendor-catalog.server.ts';
import { vendorPageMeta } from '#app/features/catalog/seo/vendor-page-meta.ts';
import { getLocalities } from '#app/lib/get-localities.server.ts';
import { getLocalityParams } from '#app/features/locality/api/get-locality-params.server.ts';
import { localityName } from '#app/features/locality/locality-name.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { loaderPageMeta } from '#app/lib/page-meta.server.ts';
import { deferredBody } from '#app/ui/deferred-body.tsx';

const notFound = (reason: NotFoundReason) => data({ reason }, { status: 404 });

/** `/{lang}/{localityCode}/vendor/{id}`: the vendor's header, section tabs and catalog. */
export async function loader(args: Route.LoaderArgs) {
  const { context, request, params } = args;
  const lang = await requireLocale(args);
  if (!localityCodeSchema.safeParse(params.localityCode).success) throw notFound('locality');
  const search = new URL(request.url).searchParams;
  const productId = search.get('modal') === 'ProductModal' ? search.get('productId') : null;
  const [localityParams, localities, catalog, product] = await Promise.all([
    getLocalityParams(context, request, params.localityCode),
    getLocalities(context, request),
    getVendorCatalog(context, request, lang, params.id),
    productId ? getProduct(context, request, lang, productId) : null,
  ]);
  if (!localityParams) throw notFound('locality');
  if (!catalog) throw notFound('page');
  const summary = localities.find((l) => l.code === localityParams.code);
  const locality = {
    code: localityParams.code,
    name: summary ? localityName(summary, lang) : localityParams.name,
    currencyCode: localityParams.locale.currencyCode,
  };
  const base = context.clientConfig.baseUrl.replace(/\/+$/, '');
  // Built here, not in `meta`, so that the builders stay out of the browser bundle.
  const meta = await loaderPageMeta(
    args,
    lang,
    vendorPageMeta({
      catalog,
      localityName: locality.name,
      currencyCode: locality.currencyCode,
      pageUrl: `${base}${new URL(request.url).pathname}`,
    }),
  );
  return {
    locality,
    catalog,
    meta,
    // A product modal opened straight from its URL renders on the server with this.
    productModal: productId && product ? { key: productId, data: product } : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/**
 * The controls whose tap needs the body's code: product items (dialog or quick add), the
 * popular products, section tabs of sections still to come, the retry of a failed part.
 */
const HELD_TAPS = [
  'a[href^="#"]',
  'button:not([popovertarget])',
  '[data-testid="product-add"]',
  '[data-testid="product-open"]',
  '[data-testid="vendor-popular"]',
].join();

/**
 * What a tap on a control waits for after the body runs: a dialog and its body's code,
 * fetched as soon as a pointer goes down on the control or focus arrives. A quick add (one
 * plain unit) or a tab opens no dialog.
 */
function dialogCode(control: HTMLElement): Promise<unknown> | null {
  const { testid, quickAdd } = control.dataset;
  const body =
    testid === 'vendor-popular'
      ? import('#app/features/catalog/popular-products/popular-products-modal.tsx')
      : (testid === 'product-open' || testid === 'product-add') && quickAdd !== 'SUCCESS'
        ? import('#app/features/catalog/product-modal/product-modal.tsx')
        : null;
  return body && Promise.all([import('#app/frame/modals/modal-view.tsx'), body]);
}

/**
 * The body (header, tabs, catalog) with the cart's actions for its product items. The server
 * renders it in full; its code, the API schemas and the cart's add hooks come once the first
 * load is idle, so the first paint waits only for the framework and this module (issue 15:
 * first-load JavaScript under 120 KB). A tap before then is held (see holdEarlyTaps).
 */
const vendorBody = deferredBody(
  async (): Promise<ComponentType<VendorPageViewProps>> => {
    const [{ VendorPageView }, { CartActionsProvider }] = await Promise.all([
      import('#app/features/catalog/components/vendor-page-view.tsx'),
      import('#app/frame/cart-actions-provider.tsx'),
    ]);
    return function Body(props: VendorPageViewProps) {
      return (
        <CartActionsProvider>
          <VendorPageView {...props} />
        </CartActionsProvider>
      );
    };
  },
  { selector: HELD_TAPS, onIntent: dialogCode },
);

/** `/{lang}/{localityCode}/vendor/{id}`: the vendor's header, section tabs and catalog. */
export default function VendorPage({ loaderData }: Route.ComponentProps) {
  const { locality, catalog } = loaderData;
  const page = useRef<HTMLDivElement>(null);
  vendorBody.useHeldTaps(page);

  return (
    <div ref={page} {...vendorBody.heldTaps} data-testid="vendor-page" className="pb-12">
      <vendorBody.Body locality={locality} catalog={catalog} />
    </div>
  );
}
