import { describe, expect, it } from 'vitest';
import type { AddressSelection, InitialAddressInput } from './address-selection.ts';
import {
  afterAddressDeleted,
  chooseSavedAddress,
  emptySelection,
  initialAddressSelection,
  restoreLastAddressId,
  setTemporaryAddress,
  userAddress,
} from './address-selection.ts';

interface Temp {
  label: string;
}
const home = { id: 'home', label: 'Home' };
const work = { id: 'work', label: 'Work' };
const saved = [home, work];
const pin: Temp = { label: 'pin' };

describe('spec 1 §4 "Address selection"', () => {
  it('"Choosing a saved address clears the temporary address and remembers the choice."', () => {
    const before: AddressSelection<Temp> = { selectedAddressId: null, temporaryAddress: pin };
    expect(chooseSavedAddress(before, 'work')).toEqual({
      selection: { selectedAddressId: 'work', temporaryAddress: null },
      lastAddressId: 'work',
    });
  });

  it('"Setting a temporary address clears the saved selection."', () => {
    const before: AddressSelection<Temp> = { selectedAddressId: 'home', temporaryAddress: null };
    expect(setTemporaryAddress(before, pin)).toEqual({
      selectedAddressId: null,
      temporaryAddress: pin,
    });
  });

  it('"Deleting the selected address clears the selection."', () => {
    const selected: AddressSelection<Temp> = { selectedAddressId: 'home', temporaryAddress: null };
    expect(afterAddressDeleted(selected, 'home')).toEqual(emptySelection());
  });

  it('deleting another address keeps the selection as it is', () => {
    const selected: AddressSelection<Temp> = { selectedAddressId: 'home', temporaryAddress: null };
    expect(afterAddressDeleted(selected, 'work')).toBe(selected);
    const temporary: AddressSelection<Temp> = { selectedAddressId: null, temporaryAddress: pin };
    expect(afterAddressDeleted(temporary, 'home')).toBe(temporary);
  });

  describe('"The user address is the selected address or else the temporary one."', () => {
    it('the selected saved address', () => {
      expect(userAddress({ selectedAddressId: 'work', temporaryAddress: null }, saved)).toEqual({
        kind: 'saved',
        address: work,
      });
    });
    it('the temporary address when nothing is selected', () => {
      expect(userAddress({ selectedAddressId: null, temporaryAddress: pin }, saved)).toEqual({
        kind: 'temporary',
        address: pin,
      });
    });
    it('the temporary address when the selected id is no longer saved', () => {
      expect(userAddress({ selectedAddressId: 'gone', temporaryAddress: pin }, saved)).toEqual({
        kind: 'temporary',
        address: pin,
      });
    });
    it('none at all', () => {
      expect(userAddress(emptySelection<Temp>(), saved)).toBeNull();
      expect(userAddress({ selectedAddressId: 'gone', temporaryAddress: null }, saved)).toBeNull();
    });
  });

  it('"The last selected id is restored from session storage if it still exists."', () => {
    expect(restoreLastAddressId('work', saved)).toBe('work');
    expect(restoreLastAddressId('deleted', saved)).toBeNull();
    expect(restoreLastAddressId('work', [])).toBeNull();
    expect(restoreLastAddressId(null, saved)).toBeNull();
    expect(restoreLastAddressId(undefined, saved)).toBeNull();
    expect(restoreLastAddressId('', saved)).toBeNull();
  });

  describe('the address at start-up', () => {
    const partner: Temp = { label: 'partner' };
    const stored: Temp = { label: 'stored' };
    const device: Temp = { label: 'device' };
    const input = (overrides: Partial<InitialAddressInput<Temp>>): InitialAddressInput<Temp> => ({
      saved,
      lastAddressId: null,
      partnerAddress: null,
      storedTemporaryAddress: null,
      deviceAddress: null,
      native: false,
      ...overrides,
    });

    it('"A temporary address comes from partner data" first', () => {
      expect(
        initialAddressSelection(
          input({
            partnerAddress: partner,
            lastAddressId: 'home',
            storedTemporaryAddress: stored,
            deviceAddress: device,
            native: true,
          }),
        ),
      ).toEqual({
        selection: { selectedAddressId: null, temporaryAddress: partner },
        source: 'partner',
      });
    });

    it('"The last selected address id takes precedence over a stored temporary address."', () => {
      expect(
        initialAddressSelection(
          input({
            lastAddressId: 'home',
            storedTemporaryAddress: stored,
            deviceAddress: device,
            native: true,
          }),
        ),
      ).toEqual({
        selection: { selectedAddressId: 'home', temporaryAddress: null },
        source: 'lastSelected',
      });
    });

    it('a last selected id that no longer exists gives way to the stored address', () => {
      expect(
        initialAddressSelection(input({ lastAddressId: 'gone', storedTemporaryAddress: stored })),
      ).toEqual({
        selection: { selectedAddressId: null, temporaryAddress: stored },
        source: 'stored',
      });
    });

    it('"else from a stored address"', () => {
      expect(
        initialAddressSelection(
          input({ storedTemporaryAddress: stored, deviceAddress: device, native: true }),
        ).source,
      ).toBe('stored');
    });

    it('"else from the device location on native"', () => {
      expect(initialAddressSelection(input({ deviceAddress: device, native: true }))).toEqual({
        selection: { selectedAddressId: null, temporaryAddress: device },
        source: 'device',
      });
    });

    it('the device location is not used on the web', () => {
      expect(initialAddressSelection(input({ deviceAddress: device, native: false }))).toEqual({
        selection: emptySelection(),
        source: 'none',
      });
    });

    it('nothing known: no address', () => {
      expect(initialAddressSelection(input({ saved: [] }))).toEqual({
        selection: emptySelection(),
        source: 'none',
      });
    });
  });
});
