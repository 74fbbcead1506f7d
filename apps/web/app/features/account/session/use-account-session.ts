import { useEffect } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useRootData } from '#app/lib/root-data.ts';

const work = () => import('./account-session.ts');

/**
 * Spec 1 §4 "Authentication", mounted once by the root. Only the hooks live here (every page's
 * first load carries them); the work is in account-session.ts, loaded for a signed-in customer
 * or a URL that may carry `?anonymous` (checked exactly there).
 */
export function useAccountSession() {
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const customer = root?.customer;
  const mayCheckAuth = location.search.includes('anonymous');
  useEffect(() => {
    if (!root || (!customer && !mayCheckAuth)) return;
    void work().then((m) =>
      m.sessionChanged({
        root,
        search: location.search,
        state: location.state,
        navigate,
        revalidate,
      }),
    );
    // Only a new customer or `anonymous` calls for the work; the rest is read as it is then.
    // (useEffectEvent would say this too, but every page's first load carries this file and the
    // home's budget has no bytes left for it: decision 014.)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer, mayCheckAuth]);
}
