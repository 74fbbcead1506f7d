import type { CourierState } from '@souk/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '#app/lib/api-client.ts';
import type { CourierAppCalls } from './api/courier-app-calls.ts';

/**
 * How often the app asks for its state. An offer stays open for 30 s by default, so a 3 s poll
 * costs the courier at most a tenth of the time they have to answer.
 */
const POLL_MS = 3_000;

export type CourierProblem = 'failed' | 'offerGone' | 'signedOut' | null;

/**
 * The courier's state from the server, polled while the page is open, and the actions that
 * change it (each answers the new state, shown at once).
 */
export function useCourierState(calls: CourierAppCalls | null) {
  const [state, setState] = useState<CourierState | null>(null);
  const [problem, setProblem] = useState<CourierProblem>(null);
  const [busy, setBusy] = useState(false);
  const generation = useRef(0);

  useEffect(() => {
    if (!calls) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const asked = generation.current;
      try {
        const next = await calls.state(controller.signal);
        // An action answered meanwhile is newer than this poll's answer.
        if (asked === generation.current) setState(next);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status === 401) {
          setProblem('signedOut');
          return;
        }
      }
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [calls]);

  const act = useCallback(async (action: () => Promise<CourierState>) => {
    generation.current += 1;
    setBusy(true);
    setProblem(null);
    try {
      setState(await action());
    } catch (error) {
      const gone = error instanceof ApiRequestError && error.status === 409;
      setProblem(gone ? 'offerGone' : 'failed');
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, problem, busy, act };
}
