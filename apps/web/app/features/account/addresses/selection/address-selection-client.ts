import { addressLocationSchema, type Address, type AddressLocation } from '@souk/contracts';
import {
  afterAddressDeleted,
  chooseSavedAddress,
  decideNearestLocality,
  initialAddressSelection,
  LAST_ADDRESS_ID_STORAGE_KEY,
  setTemporaryAddress,
  switchedLocalityPath,
  userAddress,
  type AddressSelection,
} from '@souk/core';
import { readStoredLocality, storeLocality } from '#app/lib/stored-locality.ts';
import { browserApi } from '#app/lib/api-client.ts';
import { getAddresses } from '#app/lib/api/get-addresses.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';
import { nearestLocality } from '../api/address-calls.ts';
import { addressTitle } from '../location.ts';
import { headerAddress } from './header-address-store.ts';

/** Spec 1 §3 "Kept state: temporary address" (a visitor's address lives in the browser). */
export const TEMPORARY_ADDRESS_STORAGE_KEY = 'temporary_address';

let selection: AddressSelection<AddressLocation> = {
  selectedAddressId: null,
  temporaryAddress: null,
};
let saved: Address[] = [];

function storedTemporary(): AddressLocation | null {
  try {
    const parsed = addressLocationSchema.safeParse(
      JSON.parse(localStorage.getItem(TEMPORARY_ADDRESS_STORAGE_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function publish() {
  const chosen = userAddress(selection, saved);
  const label = !chosen
    ? null
    : chosen.kind === 'saved'
      ? addressTitle(chosen.address)
      : chosen.address.shortAddress || chosen.address.formattedAddress;
  headerAddress.set({ label, hasSaved: saved.length > 0 });
}

export function currentSelection() {
  return { selection, saved, chosen: userAddress(selection, saved) };
}

/**
 * Spec 1 §4 on start: the last selected id (session storage) if it still exists, else a stored
 * temporary address. The device position is read on native only, so the web leaves it out.
 */
export async function initSelection(config: ClientConfig, signedIn: boolean) {
  saved = signedIn ? await getAddresses(browserApi(config)) : [];
  selection = initialAddressSelection<AddressLocation>({
    saved,
    lastAddressId: sessionStorage.getItem(LAST_ADDRESS_ID_STORAGE_KEY),
    partnerAddress: null,
    storedTemporaryAddress: storedTemporary(),
    deviceAddress: null,
    native: false,
  }).selection;
  publish();
}

/** "Choosing a saved address clears the temporary address and remembers the choice." */
export function chooseSaved(addresses: Address[], id: string) {
  saved = addresses;
  const next = chooseSavedAddress(selection, id);
  selection = next.selection;
  sessionStorage.setItem(LAST_ADDRESS_ID_STORAGE_KEY, next.lastAddressId);
  localStorage.removeItem(TEMPORARY_ADDRESS_STORAGE_KEY);
  publish();
}

/** "Setting a temporary address clears the saved selection." */
export function chooseTemporary(location: AddressLocation) {
  selection = setTemporaryAddress(selection, location);
  localStorage.setItem(TEMPORARY_ADDRESS_STORAGE_KEY, JSON.stringify(location));
  sessionStorage.removeItem(LAST_ADDRESS_ID_STORAGE_KEY);
  publish();
}

/** "Deleting the selected address clears the selection." */
export function addressDeleted(addresses: Address[], id: string) {
  saved = addresses.filter((address) => address.id !== id);
  const wasSelected = selection.selectedAddressId === id;
  selection = afterAddressDeleted(selection, id);
  if (wasSelected) sessionStorage.removeItem(LAST_ADDRESS_ID_STORAGE_KEY);
  publish();
}

/** Keeps the header in step after the list page saved or loaded addresses. */
export function addressesLoaded(addresses: Address[]) {
  saved = addresses;
  publish();
}

/**
 * Spec 1 §4 "Locality": "A nearest locality that differs from the current one clears the cart
 * and the stored cart id, switches the locality and sets a needToSwitchLocality flag." The
 * current locality is the page's, else the stored one (pages like the address list have none in
 * their path). On a locality page `path` is where to go now; elsewhere the page stays and the
 * stored flag rewrites the next locality page (LocalitySwitchGuard). Null: no switch.
 * `clearCart` is the cart's own clearing (state, rollback copy and stored id).
 */
export async function switchLocalityFor(
  config: ClientConfig,
  point: { latitude: number; longitude: number },
  page: { locale: string; localityCode: string | null; pathname: string },
  clearCart: () => Promise<void>,
): Promise<{ path: string | null; localityName: string } | null> {
  const nearest = await nearestLocality(config, point.latitude, point.longitude).catch(() => null);
  if (!nearest?.insideDeliveryZone) return null;
  const current = page.localityCode ?? readStoredLocality().localityCode;
  const decision = decideNearestLocality(current, nearest.locality.code);
  if (decision.kind === 'stay') return null;
  await clearCart();
  storeLocality({
    localityCode: decision.localityCode,
    needToSwitchLocality: decision.needToSwitchLocality,
  });
  const path = switchedLocalityPath({
    needToSwitchLocality: decision.needToSwitchLocality,
    isLocalityRoute: page.localityCode !== null,
    locale: page.locale,
    localityCode: decision.localityCode,
    currentPath: page.pathname,
  });
  return { path, localityName: nearest.locality.name };
}
