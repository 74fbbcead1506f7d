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

let current: HeaderAddress = { label: null, hasSaved: false };
const listeners = new Set<() => void>();

export const headerAddress = {
  get: (): HeaderAddress => current,
  /** The server renders the prompt; the stored choice is only known in the browser. */
  getServer: (): HeaderAddress => EMPTY,
  set(next: HeaderAddress) {
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

const EMPTY: HeaderAddress = { label: null, hasSaved: false };
