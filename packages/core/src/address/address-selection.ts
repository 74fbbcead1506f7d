/**
 * Spec 1 §4 "Address selection": the address the storefront delivers to is either a saved
 * address the customer chose or a temporary one (from the partner app, from storage or from
 * the device), never both. Generic over the address type so web and API share the rules.
 */

/** Spec 1 §9 storage keys. */
export const LAST_ADDRESS_ID_STORAGE_KEY = 'lastAddressId';
export const DEVICE_COORDINATES_STORAGE_KEY = 'device_coordinates';
/** Spec 1 §9 "Location timeout 2000 ms"; any cached position is accepted. */
export const DEVICE_LOCATION_TIMEOUT_MS = 2000;
/** Spec 1 §9 "Address fetch delay 1000 ms". */
export const ADDRESS_FETCH_DELAY_MS = 1000;

export interface AddressSelection<T> {
  readonly selectedAddressId: string | null;
  readonly temporaryAddress: T | null;
}

export interface SavedAddressRef {
  readonly id: string;
}

/** Logout and account deletion clear the selection and the temporary address (spec 1 §4). */
export function emptySelection<T>(): AddressSelection<T> {
  return { selectedAddressId: null, temporaryAddress: null };
}

/**
 * "Choosing a saved address clears the temporary address and remembers the choice." The
 * returned `lastAddressId` is what the caller keeps in session storage.
 */
export function chooseSavedAddress<T>(
  _selection: AddressSelection<T>,
  addressId: string,
): { selection: AddressSelection<T>; lastAddressId: string } {
  return {
    selection: { selectedAddressId: addressId, temporaryAddress: null },
    lastAddressId: addressId,
  };
}

/** "Setting a temporary address clears the saved selection." */
export function setTemporaryAddress<T>(
  _selection: AddressSelection<T>,
  address: T,
): AddressSelection<T> {
  return { selectedAddressId: null, temporaryAddress: address };
}

/** "Deleting the selected address clears the selection." Other deletions change nothing. */
export function afterAddressDeleted<T>(
  selection: AddressSelection<T>,
  deletedId: string,
): AddressSelection<T> {
  if (selection.selectedAddressId !== deletedId) return selection;
  return { ...selection, selectedAddressId: null };
}

export type UserAddress<S, T> =
  | { readonly kind: 'saved'; readonly address: S }
  | { readonly kind: 'temporary'; readonly address: T };

/**
 * "The user address is the selected address or else the temporary one." A selected id that is
 * no longer among the saved addresses does not count as selected.
 */
export function userAddress<S extends SavedAddressRef, T>(
  selection: AddressSelection<T>,
  saved: readonly S[],
): UserAddress<S, T> | null {
  if (selection.selectedAddressId !== null) {
    const address = saved.find((item) => item.id === selection.selectedAddressId);
    if (address) return { kind: 'saved', address };
  }
  if (selection.temporaryAddress !== null) {
    return { kind: 'temporary', address: selection.temporaryAddress };
  }
  return null;
}

/** "The last selected id is restored from session storage if it still exists." */
export function restoreLastAddressId(
  lastAddressId: string | null | undefined,
  saved: readonly SavedAddressRef[],
): string | null {
  if (!lastAddressId) return null;
  return saved.some((address) => address.id === lastAddressId) ? lastAddressId : null;
}

export interface InitialAddressInput<T> {
  readonly saved: readonly SavedAddressRef[];
  /** From session storage. */
  readonly lastAddressId: string | null | undefined;
  /** The partner app's customerAddress, already cleaned (coordinates present). */
  readonly partnerAddress: T | null;
  /** A temporary address kept from an earlier visit. */
  readonly storedTemporaryAddress: T | null;
  /** The address found for the device position; only read in the native app. */
  readonly deviceAddress: T | null;
  readonly native: boolean;
}

export type InitialAddressSource = 'partner' | 'lastSelected' | 'stored' | 'device' | 'none';

/**
 * Spec 1 §4: "A temporary address comes from partner data, else from a stored address, else
 * from the device location on native. The last selected address id takes precedence over a
 * stored temporary address."
 *
 * The partner app's address is the customer's address right now, so it wins even over a
 * remembered choice; a remembered saved address wins over a stored temporary one and over
 * the device position.
 */
export function initialAddressSelection<T>(input: InitialAddressInput<T>): {
  selection: AddressSelection<T>;
  source: InitialAddressSource;
} {
  if (input.partnerAddress !== null) {
    return {
      selection: { selectedAddressId: null, temporaryAddress: input.partnerAddress },
      source: 'partner',
    };
  }
  const lastSelected = restoreLastAddressId(input.lastAddressId, input.saved);
  if (lastSelected !== null) {
    return {
      selection: { selectedAddressId: lastSelected, temporaryAddress: null },
      source: 'lastSelected',
    };
  }
  if (input.storedTemporaryAddress !== null) {
    return {
      selection: { selectedAddressId: null, temporaryAddress: input.storedTemporaryAddress },
      source: 'stored',
    };
  }
  if (input.native && input.deviceAddress !== null) {
    return {
      selection: { selectedAddressId: null, temporaryAddress: input.deviceAddress },
      source: 'device',
    };
  }
  return { selection: emptySelection(), source: 'none' };
}
