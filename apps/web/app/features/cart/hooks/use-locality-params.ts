import { localityParamsSchema, type LocalityParams } from '@souk/contracts';
import { useEffect, useState } from 'react';
import { browserApi } from '#app/lib/api-client.ts';
import { useRootData } from '#app/lib/root-data.ts';

/** The cart's locality settings (tips, receipt types, preorder period, time zone). */
export function useLocalityParams(localityCode: string | null): LocalityParams | null | 'failed' {
  const root = useRootData();
  const [state, setState] = useState<{ code: string; value: LocalityParams | 'failed' } | null>(
    null,
  );
  useEffect(() => {
    if (!root || !localityCode) return;
    const controller = new AbortController();
    const path = `/api/public/localities/${encodeURIComponent(localityCode)}/params` as const;
    browserApi(root.clientConfig)
      .get(path, localityParamsSchema, { signal: controller.signal })
      .then((value) => setState({ code: localityCode, value }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ code: localityCode, value: 'failed' });
      });
    return () => controller.abort();
  }, [root, localityCode]);
  return state && state.code === localityCode ? state.value : null;
}
