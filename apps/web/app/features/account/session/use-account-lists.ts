import { useStore } from '#app/lib/create-store.ts';
import { accountListsStore, NO_ACCOUNT_LISTS, type AccountLists } from './account-lists.ts';

/** The signed-in customer's lists loaded in this tab (all null until loaded, and on the server). */
export function useAccountLists(): AccountLists {
  return useStore(accountListsStore, NO_ACCOUNT_LISTS);
}
