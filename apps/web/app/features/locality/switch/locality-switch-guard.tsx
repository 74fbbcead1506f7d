import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { localityNotFound, visitLocality } from './locality-visit.ts';

/**
 * Spec 1 §4 "Locality": while needToSwitchLocality is stored, a locality route is rewritten to
 * /{locale}/{localityCode}. The flag lives in the browser, so the rewrite runs here, after the
 * page has rendered (the server cannot see it). Mounted lazily by the layout of the locality
 * routes: every page has it, few need it, so it stays out of the first load.
 */
export function LocalitySwitchGuard() {
  const { lang, localityCode } = useParams();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!lang || !localityCode) return;
    const redirectTo = visitLocality({ locale: lang, localityCode, pathname, state });
    if (redirectTo) void navigate(redirectTo, { replace: true });
  }, [lang, localityCode, pathname, state, navigate]);
  return null;
}

/** The not-found page of an unknown locality: see `localityNotFound`. */
export function LocalityNotFoundReset() {
  useEffect(localityNotFound, []);
  return null;
}
