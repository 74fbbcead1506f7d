import type { CustomerMe } from '@souk/contracts';
import type { NavigateFunction } from 'react-router';
import { MODAL_PARAM, searchString, searchWithModal } from '#app/lib/modals/modal-link.ts';
import type { RootData } from '#app/lib/root-data.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

/**
 * What spec 1 §4 "Authentication" does once the page has its customer; loaded by
 * use-account-session.ts only when there is a customer or an `?anonymous` to check, so an
 * anonymous first load carries none of it. Its own parts load when used, so the root names one
 * small chunk (the home's first-load budget counts every byte of it).
 */

const SIGN_IN_MODALS = new Set(['AuthModal', 'AuthConfirmModal', 'AuthNameModal']);
/** ANONYMOUS_PARAM of auth-status.ts, which loads only when it is there. */
const ANONYMOUS_PARAM = 'anonymous';

/** The customer object last handled: the root hands over a new one each time it reloads it. */
let handled: CustomerMe | null = null;
let checking = false;

export interface SessionChange {
  root: RootData;
  search: string;
  state: unknown;
  navigate: NavigateFunction;
  revalidate: () => Promise<void>;
}

/** Called by the root whenever its customer or the presence of `anonymous` changes. */
export function sessionChanged(change: SessionChange): void {
  const { customer, clientConfig } = change.root;
  if (customer && customer !== handled) customerLoaded(clientConfig, customer, change.navigate);
  handled = customer;
  if (new URLSearchParams(change.search).has(ANONYMOUS_PARAM) && !checking) {
    checking = true;
    void checkAnonymous(change).finally(() => {
      checking = false;
    });
  }
}

/**
 * On startup with a session and each time the root reloads the customer (a sign-in, a profile
 * change, an explicit revalidation after an account change): "Then active orders, favourites,
 * payment methods, promo codes and addresses load in parallel", so the lists stay as fresh as
 * the customer. And "If a logged-in user has no name, the AuthNameModal opens", on whatever
 * page, once per loaded customer (inside the sign-in modals the flow itself goes on to the
 * name, see use-auth-flow.ts).
 */
function customerLoaded(config: ClientConfig, customer: CustomerMe, navigate: NavigateFunction) {
  void import('./load-account-lists.ts').then((m) => m.loadAccountLists(config));
  if (customer.name) return;
  const search = new URLSearchParams(window.location.search);
  if (SIGN_IN_MODALS.has(search.get(MODAL_PARAM) ?? '')) return;
  void navigate(
    { search: searchString(searchWithModal(search, 'AuthNameModal')) },
    { replace: true, preventScrollReset: true },
  );
}

/**
 * "With the query parameter anonymous, the auth status is checked" (see auth-status.ts): the
 * parameter goes from the URL, and the page's data is reloaded when the session is not the one
 * the page shows.
 */
async function checkAnonymous({ root, state, navigate, revalidate }: SessionChange) {
  const { checkAuthStatus, searchWithoutAnonymous } = await import('./auth-status.ts');
  const change = await checkAuthStatus(root.clientConfig, root.customer?.id ?? null);
  await navigate(
    { search: searchWithoutAnonymous(window.location.search), hash: window.location.hash },
    { replace: true, preventScrollReset: true, state },
  );
  if (change !== 'unchanged') await revalidate();
}
