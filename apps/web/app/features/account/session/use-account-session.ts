import { useEffect, useEffectEvent } from 'react';
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
  // Told with the page as it is then; only a new customer or `anonymous` calls for it again.
  const tell = useEffectEvent(() => {
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
  });
  useEffect(() => tell(), [customer, mayCheckAuth]);
}
