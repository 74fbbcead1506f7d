import { useSyncExternalStore } from 'react';
import { accountListsStore, NO_ACCOUNT_LISTS, type AccountLists } from './account-lists.ts';

/** The signed-in customer's lists loaded in this tab (all null until loaded, and on the server). */
export function useAccountLists(): AccountLists {
  return useSyncExternalStore(
    accountListsStore.subscribe,
    accountListsStore.get,
    () => NO_ACCOUNT_LISTS,
  );
}
