import {
  addressLocationSchema,
  type Address,
  type AddressLocation,
  type LocaleCode,
  type LocalitySummary,
} from '@souk/contracts';
import {
  afterAddressDeleted,
  chooseSavedAddress,
  decideNearestLocality,
  initialAddressSelection,
  LAST_ADDRESS_ID_STORAGE_KEY,
  restoreLastAddressId,
  setTemporaryAddress,
  switchedLocalityPath,
  userAddress,
  type AddressSelection,
} from '@souk/core';
import { readStoredLocality, storeLocality } from '#app/lib/stored-locality.ts';
import { browserApi } from '#app/lib/api-client.ts';
import { getAddresses } from '#app/lib/api/get-addresses.ts';
import { getLocalities } from '#app/lib/api/get-localities.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';
import { accountListsStore } from '../../session/account-lists.ts';
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

/**
 * Spec 1 keeps the last selected id in session storage, which a new tab starts without: the
 * customer then had to choose again in every tab. A copy in local storage carries the choice to
 * new tabs of this browser; the session copy still wins, so two tabs may hold two choices.
 * Logout removes both (clear-account-state.ts).
 */
function storedLastAddressId(): string | null {
  try {
    return (
      sessionStorage.getItem(LAST_ADDRESS_ID_STORAGE_KEY) ??
      localStorage.getItem(LAST_ADDRESS_ID_STORAGE_KEY)
    );
  } catch {
    return null;
  }
}

function rememberLastAddressId(id: string | null) {
  try {
    for (const storage of [sessionStorage, localStorage]) {
      if (id) storage.setItem(LAST_ADDRESS_ID_STORAGE_KEY, id);
      else storage.removeItem(LAST_ADDRESS_ID_STORAGE_KEY);
    }
  } catch {
    // Private modes without storage: the choice lasts as long as the page.
  }
}

/** The menu's address count and the header follow every change of the saved list. */
function savedListChanged(addresses: Address[]) {
  saved = addresses;
  accountListsStore.set({ addresses }, accountListsStore.epoch());
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
 * Spec 1 §4 on start: the last selected id if it still exists, else a stored temporary address.
 * The device position is read on native only, so the web leaves it out. A signed-in customer
 * with saved addresses and neither of those gets the newest saved address (the list's first),
 * as a marketplace preselects the default address rather than asking again; the result is
 * stored like a choice, so checkout (which reads the stored id) delivers there too. A stored id
 * whose address is gone (deleted in another tab or on another device) counts as none.
 */
export async function initSelection(config: ClientConfig, signedIn: boolean) {
  saved = signedIn ? await getAddresses(browserApi(config)) : [];
  const temporary = storedTemporary();
  const lastAddressId =
    restoreLastAddressId(storedLastAddressId(), saved) ??
    (temporary ? null : (saved[0]?.id ?? null));
  selection = initialAddressSelection<AddressLocation>({
    saved,
    lastAddressId,
    partnerAddress: null,
    storedTemporaryAddress: temporary,
    deviceAddress: null,
    native: false,
  }).selection;
  if (selection.selectedAddressId) rememberLastAddressId(selection.selectedAddressId);
  publish();
}

/** "Choosing a saved address clears the temporary address and remembers the choice." */
export function chooseSaved(addresses: Address[], id: string) {
  savedListChanged(addresses);
  const next = chooseSavedAddress(selection, id);
  selection = next.selection;
  rememberLastAddressId(next.lastAddressId);
  localStorage.removeItem(TEMPORARY_ADDRESS_STORAGE_KEY);
  publish();
}

/** "Setting a temporary address clears the saved selection." */
export function chooseTemporary(location: AddressLocation) {
  selection = setTemporaryAddress(selection, location);
  localStorage.setItem(TEMPORARY_ADDRESS_STORAGE_KEY, JSON.stringify(location));
  rememberLastAddressId(null);
  publish();
}

/** "Deleting the selected address clears the selection." */
export function addressDeleted(addresses: Address[], id: string) {
  savedListChanged(addresses.filter((address) => address.id !== id));
  const wasSelected = selection.selectedAddressId === id;
  selection = afterAddressDeleted(selection, id);
  if (wasSelected) rememberLastAddressId(null);
  publish();
}

/** Keeps the header in step after the list page saved or loaded addresses. */
export function addressesLoaded(addresses: Address[]) {
  savedListChanged(addresses);
  publish();
}

/** A locality switch an address asks for, worked out before anything is changed. */
export interface LocalitySwitch {
  localityCode: string;
  needToSwitchLocality: boolean;
  /** Where to go once switched: the new locality's page, or null to stay (see below). */
  path: string | null;
  /** The new locality's name, in the page's language. */
  localityName: string;
  /** The locality left behind, named, when the switch would empty a cart there. */
  emptiedCartOf: string | null;
}

function nameIn(locality: Pick<LocalitySummary, 'name' | 'nameI18n'>, locale: string) {
  return locality.nameI18n.values[locale as LocaleCode] ?? locality.name;
}

/** Spec 2 §9's storage key `cartId`: a cart exists in this browser. */
function hasStoredCart(): boolean {
  try {
    return localStorage.getItem('cartId') !== null;
  } catch {
    return false;
  }
}

/**
 * Spec 1 §4 "Locality": "A nearest locality that differs from the current one clears the cart
 * and the stored cart id, switches the locality and sets a needToSwitchLocality flag." The
 * current locality is the page's, else the stored one (pages like the address list have none in
 * their path). On a locality page `path` is where to go; elsewhere the page stays and the stored
 * flag rewrites the next locality page (LocalitySwitchGuard). Null: no switch. Nothing changes
 * here: emptying a cart is the customer's call, so the caller asks first when one would go.
 */
export async function planLocalitySwitch(
  config: ClientConfig,
  point: { latitude: number; longitude: number },
  page: { locale: string; localityCode: string | null; pathname: string },
): Promise<LocalitySwitch | null> {
  const nearest = await nearestLocality(config, point.latitude, point.longitude).catch(() => null);
  if (!nearest?.insideDeliveryZone) return null;
  const current = page.localityCode ?? readStoredLocality().localityCode;
  const decision = decideNearestLocality(current, nearest.locality.code);
  if (decision.kind === 'stay') return null;
  let emptiedCartOf: string | null = null;
  if (hasStoredCart()) {
    const localities = await getLocalities(browserApi(config)).catch(() => []);
    const left = localities.find((locality) => locality.code === current);
    emptiedCartOf = left ? nameIn(left, page.locale) : (current ?? '');
  }
  return {
    localityCode: decision.localityCode,
    needToSwitchLocality: decision.needToSwitchLocality,
    path: switchedLocalityPath({
      needToSwitchLocality: decision.needToSwitchLocality,
      isLocalityRoute: page.localityCode !== null,
      locale: page.locale,
      localityCode: decision.localityCode,
      currentPath: page.pathname,
    }),
    localityName: nameIn(nearest.locality, page.locale),
    emptiedCartOf,
  };
}

/** Carries out a planned switch; `clearCart` is the cart's own clearing (state, copy and id). */
export async function applyLocalitySwitch(
  plan: LocalitySwitch,
  clearCart: () => Promise<void>,
): Promise<string | null> {
  await clearCart();
  storeLocality({
    localityCode: plan.localityCode,
    needToSwitchLocality: plan.needToSwitchLocality,
  });
  return plan.path;
}
