import { LOCALITY_NOT_FOUND_TRANSITION, visitLocalityRoute } from '@souk/core';
import { isLocalityChosen, readStoredLocality, storeLocality } from '#app/lib/stored-locality.ts';

/**
 * Spec 1 §4 "Locality" on showing a locality route: stores the shown locality, or, while
 * needToSwitchLocality is stored, answers where to rewrite the route to.
 */
export function visitLocality(route: {
  locale: string;
  localityCode: string;
  pathname: string;
  state: unknown;
}): string | null {
  const visit = visitLocalityRoute(readStoredLocality(), {
    locale: route.locale,
    localityCode: route.localityCode,
    currentPath: route.pathname,
    chosenByCustomer: isLocalityChosen(route.state),
  });
  storeLocality(visit.stored);
  return visit.redirectTo;
}

/**
 * Spec 1 §8, LocalityNotFoundException: "Stored locality code is cleared, needToSwitchLocality
 * is set, user is sent to /404" (the not-found page is already what is shown).
 */
export function localityNotFound(): void {
  storeLocality({
    localityCode: LOCALITY_NOT_FOUND_TRANSITION.localityCode,
    needToSwitchLocality: LOCALITY_NOT_FOUND_TRANSITION.needToSwitchLocality,
  });
}
