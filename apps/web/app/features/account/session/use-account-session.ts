import { useEffect } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { MODAL_PARAM, searchString, searchWithModal } from '#app/features/modals/modal-link.ts';
import { useRootData } from '#app/lib/root-data.ts';

const SIGN_IN_MODALS = new Set(['AuthModal', 'AuthConfirmModal', 'AuthNameModal']);

/** Must match auth-status.ts's ANONYMOUS_PARAM (kept here so that module stays lazy). */
const ANONYMOUS_PARAM = 'anonymous';

/**
 * Spec 1 §4 "Authentication", mounted once by the root: what follows from the page's customer
 * (`GET /customer/me` in the root loader). Each part's code loads only when it has work to do.
 */
export function useAccountSession() {
  const root = useRootData();
  const customer = root?.customer ?? null;
  const config = root?.clientConfig;
  const location = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const checkAuth = new URLSearchParams(location.search).has(ANONYMOUS_PARAM);

  // "Then active orders, favourites, payment methods, promo codes and addresses load in
  // parallel": on startup with a session and each time the root reloads the customer (a sign-in,
  // a profile change, an explicit revalidation after an account change), so the lists the menu
  // counts and the hearts read stay as fresh as the customer.
  useEffect(() => {
    if (!customer || !config) return;
    void import('./load-account-lists.ts').then((m) => m.loadAccountLists(config));
  }, [customer, config]);

  // "If a logged-in user has no name, the AuthNameModal opens", on whatever page: once per
  // loaded customer, so closing it is respected until the customer is loaded again.
  useEffect(() => {
    if (!customer || customer.name) return;
    const search = new URLSearchParams(window.location.search);
    // Inside the sign-in modals the flow itself goes on to the name (use-auth-flow.ts).
    if (SIGN_IN_MODALS.has(search.get(MODAL_PARAM) ?? '')) return;
    void navigate(
      { search: searchString(searchWithModal(search, 'AuthNameModal')) },
      { replace: true, preventScrollReset: true },
    );
    // Only a newly loaded customer opens it again, not every navigation.
  }, [customer]);

  // "With the query parameter anonymous, the auth status is checked" (see auth-status.ts).
  useEffect(() => {
    if (!checkAuth || !config) return;
    let cancelled = false;
    void import('./auth-status.ts').then(async (m) => {
      const change = await m.checkAuthStatus(config, customer?.id ?? null);
      if (cancelled) return;
      await navigate(
        { search: m.searchWithoutAnonymous(window.location.search), hash: window.location.hash },
        { replace: true, preventScrollReset: true, state: location.state },
      );
      if (change !== 'unchanged') await revalidate();
    });
    return () => {
      cancelled = true;
    };
    // One check per arrival of the parameter.
  }, [checkAuth]);
}
