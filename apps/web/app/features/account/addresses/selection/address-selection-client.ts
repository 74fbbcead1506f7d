import {
  addressListSchema,
  addressLocationSchema,
  type Address,
  type AddressLocation,
} from '@souk/contracts';
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
import { browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/load-context.ts';
import { nearestLocality } from '../api/address-calls.ts';
import { addressTitle } from '../location.ts';
import { headerAddress } from './header-address-store.ts';

/** Spec 1 §3 "Kept state: temporary address" (a visitor's address lives in the browser). */
export const TEMPORARY_ADDRESS_STORAGE_KEY = 'temporary_address';
/** Spec 1 §9 keys of the cart that a locality switch clears. */
const CART_STORAGE_KEYS = ['cartId', 'cart'];

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
  saved = signedIn
    ? await browserApi(config).get('/api/customer/me/addresses', addressListSchema)
    : [];
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
 * Spec 1 §4 "Locality": a nearest locality other than the shown one clears the cart and the
 * stored cart id, switches the locality and sets needToSwitchLocality". The flag exists to
 * rewrite the locality page being shown; here the page is left for the new locality at once,
 * so the flag is consumed where it is set and not stored. Null: stay.
 */
export async function switchLocalityFor(
  config: ClientConfig,
  point: { latitude: number; longitude: number },
  page: { locale: string; localityCode: string | null; pathname: string },
): Promise<{ path: string | null; localityName: string } | null> {
  const nearest = await nearestLocality(config, point.latitude, point.longitude).catch(() => null);
  if (!nearest?.insideDeliveryZone) return null;
  const decision = decideNearestLocality(page.localityCode, nearest.locality.code);
  if (decision.kind === 'stay' || page.localityCode === null) return null;
  for (const key of CART_STORAGE_KEYS) localStorage.removeItem(key);
  const path = switchedLocalityPath({
    needToSwitchLocality: decision.needToSwitchLocality,
    isLocalityRoute: true,
    locale: page.locale,
    localityCode: decision.localityCode,
    currentPath: page.pathname,
  });
  return { path, localityName: nearest.locality.name };
}
