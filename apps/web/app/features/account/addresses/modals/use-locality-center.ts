import { browserApi } from '#app/lib/api-client.ts';
import { getLocalities } from '#app/lib/api/get-localities.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useServerState } from '#app/lib/server-state.ts';
import type { MapPoint } from '../map-point.ts';
import { mapCenterFor } from '../map-center.ts';

/**
 * The localities (for the map's first centre), fetched when a modal needs them. When they cannot
 * be read the map still opens, on the default centre.
 */
export function useLocalityCenter(localityCode: string | undefined): MapPoint | null {
  const config = useRootData()?.clientConfig;
  const state = useServerState(config ? 'localities' : null, (signal) => {
    if (!config) throw new Error('No client configuration');
    return getLocalities(browserApi(config), { signal });
  });
  if (state.status === 'failed') return mapCenterFor([], localityCode);
  return state.status === 'ready' ? mapCenterFor(state.data, localityCode) : null;
}
