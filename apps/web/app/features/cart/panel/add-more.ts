/** Route ids on which "Add more" only closes the cart (spec 2 §2). */
const CLOSE_ONLY_ROUTES = new Set(['locality-home', 'locality-vendor-id', 'cart']);

export interface AddMoreInput {
  locale: string;
  localityCode: string;
  singleVendor: boolean;
  vendorId: string | null;
  productId: string | null;
  cartModalOpen: boolean;
  routeIds: readonly string[];
}

/**
 * Spec 2 §2 "Add more navigation": single-vendor goes to /{locale}/{localityCode} with
 * ?productId and, when the cart modal was open, modal=Cart; multi-vendor goes to the vendor page,
 * optionally with ?productId. On the locality, vendor and cart routes it only closes the cart.
 */
export function addMoreTarget(input: AddMoreInput): { kind: 'close' } | { kind: 'go'; to: string } {
  if (input.routeIds.some((id) => CLOSE_ONLY_ROUTES.has(id))) return { kind: 'close' };
  const query = new URLSearchParams();
  if (input.productId) query.set('productId', input.productId);
  const base = `/${input.locale}/${input.localityCode}`;
  if (input.singleVendor || !input.vendorId) {
    if (input.cartModalOpen) query.set('modal', 'Cart');
    const search = query.toString();
    return { kind: 'go', to: search ? `${base}?${search}` : base };
  }
  const search = query.toString();
  const vendorPath = `${base}/vendor/${input.vendorId}`;
  return { kind: 'go', to: search ? `${vendorPath}?${search}` : vendorPath };
}
