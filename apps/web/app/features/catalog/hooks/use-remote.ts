import { ApiRequestError } from '#app/lib/api-client.ts';
import { useServerState, type LoadServerState } from '#app/lib/server-state.ts';

export type Remote<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'notFound' }
  | { status: 'failed' };

/**
 * Browser data of one `kind` for one key (a product id, a vendor id, a search) from the
 * server-state cache, under `kind:key`:
 * asked again when the key changes, the older request aborted so a slow answer never overwrites
 * a newer one. `initial` is what the server already rendered for the same key. A 404 or 400
 * means the thing asked for does not exist (a made-up id in the URL).
 */
export function useRemote<T>(
  kind: string,
  key: string | null,
  load: LoadServerState<T>,
  initial?: { key: string; data: T } | null,
): Remote<T> & { retry: () => void } {
  const seed = initial && initial.key === key ? initial.data : undefined;
  const state = useServerState(key === null ? null : `${kind}:${key}`, load, seed);
  const { retry } = state;
  if (state.status === 'ready') return { status: 'ready', data: state.data, retry };
  if (state.status !== 'failed') return { status: 'loading', retry };
  const { error } = state;
  const notFound =
    error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
  return { status: notFound ? 'notFound' : 'failed', retry };
}
