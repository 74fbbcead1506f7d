import type { LocalityParams } from '@souk/contracts';
import { browserApi } from '#app/lib/api-client.ts';
import { getLocalityParams } from '#app/lib/api/get-locality-params.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useServerState } from '#app/lib/server-state.ts';

/** The cart's locality settings (tips, receipt types, preorder period, time zone). */
export function useLocalityParams(localityCode: string | null): LocalityParams | null | 'failed' {
  const config = useRootData()?.clientConfig;
  const key = config && localityCode ? `locality-params:${localityCode}` : null;
  const state = useServerState(key, (signal) => {
    if (!config || !localityCode) throw new Error('No locality to read');
    return getLocalityParams(browserApi(config), localityCode, { signal });
  });
  if (state.status === 'failed') return 'failed';
  return state.status === 'ready' ? state.data : null;
}
