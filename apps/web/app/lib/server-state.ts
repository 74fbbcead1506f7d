import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/**
 * The browser's one cache of server answers read by components (docs/decisions/014): a keyed
 * entry per question (`addresses`, `locality-params:riga`, a search's words), asked once however
 * many components read it at the same time, and aborted and forgotten when its last reader
 * leaves. Forgetting is deliberate: a modal opened again asks the server again, exactly as the
 * screens did when each fetched on its own, so no answer outlives the screen that showed it.
 * A reader's `retry` asks again; a loader's answer seeds an entry so the page
 * does not ask twice.
 */
export type ServerState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown };

export type LoadServerState<T> = (signal: AbortSignal) => Promise<T>;

interface Entry {
  state: ServerState<unknown>;
  load: LoadServerState<unknown>;
  readers: number;
  listeners: Set<() => void>;
  controller: AbortController | null;
}

const IDLE: ServerState<never> = { status: 'idle' };
const LOADING: ServerState<never> = { status: 'loading' };
const entries = new Map<string, Entry>();

function settle(entry: Entry, state: ServerState<unknown>) {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

function start(key: string, entry: Entry) {
  entry.controller?.abort();
  const controller = new AbortController();
  entry.controller = controller;
  if (entry.state !== LOADING) settle(entry, LOADING);
  entry.load(controller.signal).then(
    (data) => {
      if (entries.get(key) === entry && !controller.signal.aborted) {
        entry.controller = null;
        settle(entry, { status: 'ready', data });
      }
    },
    (error: unknown) => {
      if (entries.get(key) === entry && !controller.signal.aborted) {
        entry.controller = null;
        settle(entry, { status: 'failed', error });
      }
    },
  );
}

/** Asks the server again for an entry that is being read (after a change, or a retry). */
function refetchServerState(key: string): void {
  const entry = entries.get(key);
  if (entry && entry.readers > 0) start(key, entry);
}

/**
 * Reads one server answer; `key` null reads nothing (`idle`). `load` runs when the first reader
 * of a key arrives and must answer for that key alone (it may close over what the key names).
 * `seed` is an answer the page already has for this key (from its loader), shown without a call.
 */
export function useServerState<T>(
  key: string | null,
  load: LoadServerState<T>,
  seed?: T,
): ServerState<T> & { retry: () => void } {
  const seeded = useMemo<ServerState<T> | null>(
    () => (seed === undefined ? null : { status: 'ready', data: seed }),
    [seed],
  );
  // A new entry gets the loader of the latest render; `load` is a new function each render,
  // so it cannot be part of what `subscribe` depends on (that would re-ask on every render).
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  const subscribe = useCallback(
    (listener: () => void) => {
      if (key === null) return () => {};
      let entry = entries.get(key);
      if (!entry) {
        const loadAny: LoadServerState<unknown> = (signal) => latestLoad.current(signal);
        entry = {
          state: seeded ?? LOADING,
          load: loadAny,
          readers: 0,
          listeners: new Set(),
          controller: null,
        };
        entries.set(key, entry);
        if (!seeded) start(key, entry);
      }
      const current = entry;
      current.readers += 1;
      current.listeners.add(listener);
      return () => {
        current.listeners.delete(listener);
        current.readers -= 1;
        if (current.readers > 0) return;
        current.controller?.abort();
        entries.delete(key);
      };
    },
    [key, seeded],
  );

  const getSnapshot = (): ServerState<T> => {
    if (key === null) return IDLE;
    // Each entry holds the answer of its own key's `load`, which is a T here.
    const state = entries.get(key)?.state as ServerState<T> | undefined;
    return state ?? seeded ?? LOADING;
  };
  const getServerSnapshot = (): ServerState<T> => (key === null ? IDLE : (seeded ?? LOADING));
  const state = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const retry = useCallback(() => {
    if (key !== null) refetchServerState(key);
  }, [key]);
  return { ...state, retry };
}
