import { useSyncExternalStore } from 'react';
import { readCourierToken, subscribeCourierToken } from './courier-token.ts';

/** The signed-in courier's token, or null; null on the server (the token lives in the browser). */
export function useCourierToken(): string | null {
  return useSyncExternalStore(subscribeCourierToken, readCourierToken, () => null);
}
