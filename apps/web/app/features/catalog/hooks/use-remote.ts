import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '#app/lib/api-client.ts';

export type Remote<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'notFound' }
  | { status: 'failed' };

/**
 * Browser data for one key (a product id, a vendor id, a search): refetched when the key
 * changes, earlier requests aborted so a slow answer never overwrites a newer one. `initial`
 * is what the server already rendered for the same key.
 */
export function useRemote<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  initial?: { key: string; data: T } | null,
): Remote<T> & { retry: () => void } {
  const seeded = initial && initial.key === key ? initial.data : undefined;
  const [state, setState] = useState<{ key: string | null; remote: Remote<T> }>(() => ({
    key,
    remote: seeded === undefined ? { status: 'loading' } : { status: 'ready', data: seeded },
  }));
  const [attempt, setAttempt] = useState(0);
  const current = state.key === key ? state.remote : { status: 'loading' as const };

  useEffect(() => {
    if (key === null) return;
    if (seeded !== undefined && attempt === 0) {
      setState({ key, remote: { status: 'ready', data: seeded } });
      return;
    }
    const controller = new AbortController();
    setState({ key, remote: { status: 'loading' } });
    load(controller.signal).then(
      (data) => setState({ key, remote: { status: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound =
          error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
        setState({ key, remote: { status: notFound ? 'notFound' : 'failed' } });
      },
    );
    return () => controller.abort();
    // `load` closes over the key, so the key alone decides when to refetch.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...current, retry };
}
