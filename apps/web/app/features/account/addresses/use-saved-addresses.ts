import type { Address } from '@souk/contracts';
import { browserApi } from '#app/lib/api-client.ts';
import { ADDRESSES_KEY, getAddresses } from '#app/lib/api/get-addresses.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useServerState, type ServerState } from '#app/lib/server-state.ts';

/**
 * The signed-in customer's saved addresses, read fresh when a modal that shows them opens.
 * `idle` for a visitor, and while `wanted` is false (a modal that does not need them yet).
 */
export function useSavedAddresses(wanted = true): ServerState<Address[]> {
  const root = useRootData();
  const config = root?.clientConfig;
  const key = wanted && root?.customer && config ? ADDRESSES_KEY : null;
  return useServerState(key, (signal) => {
    if (!config) throw new Error('No client configuration');
    return getAddresses(browserApi(config), { signal });
  });
}
