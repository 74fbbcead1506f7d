import { createStore } from '#app/lib/create-store.ts';

/**
 * What the header's address selector shows, set by the lazily loaded selection code. Kept
 * to a few lines on purpose: it is part of every page's first JavaScript.
 */
export interface HeaderAddress {
  /** The user address's title (spec 1 §4), or null for the "enter an address" prompt. */
  label: string | null;
  /** Spec 1 §2: the arrow shows only for a signed-in user with saved addresses. */
  hasSaved: boolean;
}

/** The server renders the prompt; the stored choice is only known in the browser. */
export const NO_HEADER_ADDRESS: HeaderAddress = { label: null, hasSaved: false };

export const headerAddress = createStore(NO_HEADER_ADDRESS);
