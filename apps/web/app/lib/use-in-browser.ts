import { useBrowserValue } from './use-browser-value.ts';

/** False on the server and while hydrating, true afterwards. */
export function useInBrowser(): boolean {
  return useBrowserValue(() => true, false);
}
