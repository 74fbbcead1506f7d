import { localityListSchema, type LocalitySummary } from '@souk/contracts';
import { useEffect, useState } from 'react';
import { browserApi } from '#app/lib/api-client.ts';
import { useRootData } from '#app/lib/root-data.ts';
import type { MapPoint } from '../map-point.ts';
import { mapCenterFor } from '../map-center.ts';

/** The localities (for the map's first centre), fetched when a modal needs them. */
export function useLocalityCenter(localityCode: string | undefined): MapPoint | null {
  const config = useRootData()?.clientConfig;
  const [localities, setLocalities] = useState<LocalitySummary[] | null>(null);
  useEffect(() => {
    if (!config) return;
    const controller = new AbortController();
    browserApi(config)
      .get('/api/public/localities', localityListSchema, { signal: controller.signal })
      .then((list) => setLocalities(list.localities))
      .catch(() => {
        if (!controller.signal.aborted) setLocalities([]);
      });
    return () => controller.abort();
  }, [config]);
  return localities ? mapCenterFor(localities, localityCode) : null;
}
