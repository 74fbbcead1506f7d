/** Profile-area pages anyone may read: the content pages and the language list. */
const OPEN_PAGES = new Set(['about', 'support', 'courier-info', 'vendor-info', 'languages']);

/** `/{lang}/menu/…` pages that need a signed-in customer (spec 1 §6 "The profile area requires a signed-in user"). */
export function needsSignIn(pathname: string): boolean {
  const [, , area, page] = pathname.split('/');
  return area === 'menu' && !(page !== undefined && OPEN_PAGES.has(page));
}

/**
 * Spec 1 §4: "If auth has finished loading with no user and the visitor is in the profile area,
 * the visitor is redirected to the current path (or /) with modal=AuthModal." Null when the
 * visit needs no redirect (a page open to all, or the sign-in modal already asked for).
 */
export function signInRedirect(url: URL, signedIn: boolean): string | null {
  if (signedIn || !needsSignIn(url.pathname) || url.searchParams.has('modal')) return null;
  const search = new URLSearchParams(url.search);
  search.set('modal', 'AuthModal');
  return `${url.pathname}?${search.toString()}`;
}

/** On `/{lang}/menu` itself (the route named menu) small screens show the side bar alone. */
export function isMenuRoot(pathname: string): boolean {
  return /^\/[^/]+\/menu\/?$/.test(pathname);
}
