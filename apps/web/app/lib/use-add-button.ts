import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Spec 2 §4 "Button loading has three states: ready, loading, complete." */
export type AddButtonState = 'ready' | 'loading' | 'complete';

/** Spec 2 §9 "Button complete state: 500 ms". */
const BUTTON_COMPLETE_MS = 500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * An add button's states: loading while the add is on its way (further clicks are ignored, so
 * one click is one add), then "Complete shows a checkmark and returns to ready after 500 ms".
 * `run` resolves with the task's result once the complete state has been shown.
 */
export function useAddButton(): {
  state: AddButtonState;
  run: (task: () => Promise<boolean>) => Promise<boolean>;
} {
  const [state, setState] = useState<AddButtonState>('ready');
  const busy = useRef(false);
  const mounted = useRef(true);
  // Resolves once the checkmark is on screen: the 500 ms count from there, not from the
  // request's answer, so a busy main thread never shortens what the customer sees.
  const completeShown = useRef<(() => void) | null>(null);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      completeShown.current?.();
    };
  }, []);
  useLayoutEffect(() => {
    if (state !== 'complete') return;
    completeShown.current?.();
    completeShown.current = null;
  }, [state]);
  const set = (next: AddButtonState) => {
    if (mounted.current) setState(next);
  };
  const run = useCallback(async (task: () => Promise<boolean>) => {
    if (busy.current) return false;
    busy.current = true;
    set('loading');
    try {
      const done = await task();
      if (done && mounted.current) {
        await new Promise<void>((resolve) => {
          completeShown.current = resolve;
          setState('complete');
        });
        await wait(BUTTON_COMPLETE_MS);
      }
      return done;
    } finally {
      busy.current = false;
      set('ready');
    }
  }, []);
  return { state, run };
}
