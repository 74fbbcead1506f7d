import { createStore } from '#app/lib/create-store.ts';

/**
 * How many of the signed-in customer's orders are active, from the after-sign-in batch (spec 1
 * §4); the bottom navigation's Orders badge reads it. Kept apart from the account lists' store
 * so that neither the store nor its readers join a page's first load: only the batch and the
 * bottom navigation, both loaded later, import it. Null until loaded; readers show nothing for
 * an anonymous visitor whatever it holds.
 */
export const activeOrderCount = createStore<number | null>(null);
