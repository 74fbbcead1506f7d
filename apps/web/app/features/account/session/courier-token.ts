import { createStore } from '#app/lib/create-store.ts';

/** Spec 1 §6 / §9: the courier's token is kept locally as courier_authorization_token. */
const COURIER_TOKEN_KEY = 'courier_authorization_token';

/** Bumped on every change in this tab, so the header and the side bar read the token again. */
const changes = createStore(0);

export function readCourierToken(): string | null {
  try {
    return localStorage.getItem(COURIER_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveCourierToken(token: string): void {
  localStorage.setItem(COURIER_TOKEN_KEY, token);
  changes.set(changes.get() + 1);
}

export function forgetCourierToken(): void {
  try {
    localStorage.removeItem(COURIER_TOKEN_KEY);
  } catch {
    // Nothing was kept where there is no storage.
  }
  changes.set(changes.get() + 1);
}

/** For useSyncExternalStore: this tab's changes, and other tabs' through the storage event. */
export function subscribeCourierToken(listener: () => void): () => void {
  const unsubscribe = changes.subscribe(listener);
  window.addEventListener('storage', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', listener);
  };
}
