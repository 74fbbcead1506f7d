import { LOCALITY_NOT_FOUND_TRANSITION, visitLocalityRoute } from '@souk/core';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isLocalityChosen, readStoredLocality, storeLocality } from './stored-locality.ts';

/**
 * Spec 1 §4 "Locality": while needToSwitchLocality is stored, a locality route is rewritten to
 * /{locale}/{localityCode}. The flag lives in the browser, so the rewrite runs here, after the
 * page has rendered (the server cannot see it). Mounted by the layout of the locality routes.
 */
export function LocalitySwitchGuard() {
  const { lang, localityCode } = useParams();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!lang || !localityCode) return;
    const visit = visitLocalityRoute(readStoredLocality(), {
      locale: lang,
      localityCode,
      currentPath: pathname,
      chosenByCustomer: isLocalityChosen(state),
    });
    storeLocality(visit.stored);
    if (visit.redirectTo) void navigate(visit.redirectTo, { replace: true });
  }, [lang, localityCode, pathname, state, navigate]);
  return null;
}

/**
 * Spec 1 §8, LocalityNotFoundException: "Stored locality code is cleared, needToSwitchLocality
 * is set, user is sent to /404" (the not-found page is already what is shown).
 */
export function LocalityNotFoundReset() {
  useEffect(() => {
    storeLocality({
      localityCode: LOCALITY_NOT_FOUND_TRANSITION.localityCode,
      needToSwitchLocality: LOCALITY_NOT_FOUND_TRANSITION.needToSwitchLocality,
    });
  }, []);
  return null;
}
