import type { StoredLocality } from '@souk/core';

/**
 * Spec 1 §4 "Locality" keeps the current locality and the needToSwitchLocality flag in client
 * storage. Local storage, like the cart id the switch clears: another tab still showing the old
 * locality is rewritten on its next locality page too.
 */
const LOCALITY_CODE_STORAGE_KEY = 'localityCode';
const NEED_TO_SWITCH_LOCALITY_STORAGE_KEY = 'needToSwitchLocality';

const NOTHING: StoredLocality = { localityCode: null, needToSwitchLocality: false };

export function readStoredLocality(): StoredLocality {
  try {
    return {
      localityCode: localStorage.getItem(LOCALITY_CODE_STORAGE_KEY),
      needToSwitchLocality: localStorage.getItem(NEED_TO_SWITCH_LOCALITY_STORAGE_KEY) === 'true',
    };
  } catch {
    // Private modes without storage: nothing is remembered, nothing is rewritten.
    return NOTHING;
  }
}

export function storeLocality(next: StoredLocality): void {
  try {
    if (next.localityCode) localStorage.setItem(LOCALITY_CODE_STORAGE_KEY, next.localityCode);
    else localStorage.removeItem(LOCALITY_CODE_STORAGE_KEY);
    if (next.needToSwitchLocality)
      localStorage.setItem(NEED_TO_SWITCH_LOCALITY_STORAGE_KEY, 'true');
    else localStorage.removeItem(NEED_TO_SWITCH_LOCALITY_STORAGE_KEY);
  } catch {
    // See readStoredLocality.
  }
}

/** Location state of a link by which the customer picks a locality on purpose (the list). */
export const LOCALITY_CHOSEN_STATE = { localityChosen: true } as const;

export function isLocalityChosen(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'localityChosen' in state;
}
