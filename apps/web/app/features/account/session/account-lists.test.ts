import { describe, expect, it } from 'vitest';
import type { Card } from '@souk/contracts';
import { favouriteStore } from '#app/lib/favourites/favourite-store.ts';
import { accountListsStore, NO_ACCOUNT_LISTS } from './account-lists.ts';
import { clearAccountState } from './clear-account-state.ts';

const card: Card = { id: 'k1', maskedCardNumber: '****4242', default: true };

// Spec 1 §4: "Logout or account deletion clears user, phone, addresses, selected address,
// cards, referral, favourites, …".
describe('the account lists of the session', () => {
  it('logout clears the lists and the favourite ids', () => {
    accountListsStore.set({ cards: [card], promoCodes: [] }, accountListsStore.epoch());
    favouriteStore.replace({ vendor: ['v1'], product: ['p1'] });
    expect(accountListsStore.get().cards).toHaveLength(1);

    clearAccountState();
    expect(accountListsStore.get()).toBe(NO_ACCOUNT_LISTS);
    expect(favouriteStore.has('vendor', 'v1')).toBe(false);
    // Back to "not read": hearts draw as the server did until the next load.
    expect(favouriteStore.state('vendor', 'v1')).toBe(0);
  });

  it('a load that started before a logout does not bring the old lists back', () => {
    const startedAt = accountListsStore.epoch();
    accountListsStore.clear();
    accountListsStore.set({ cards: [card] }, startedAt);
    expect(accountListsStore.get().cards).toBeNull();
    accountListsStore.set({ cards: [card] }, accountListsStore.epoch());
    expect(accountListsStore.get().cards).toHaveLength(1);
  });

  it('tells its readers when the lists change', () => {
    let calls = 0;
    const stop = accountListsStore.subscribe(() => (calls += 1));
    accountListsStore.set({ addresses: [] }, accountListsStore.epoch());
    accountListsStore.clear();
    stop();
    accountListsStore.set({ addresses: [] }, accountListsStore.epoch());
    expect(calls).toBe(2);
  });
});
