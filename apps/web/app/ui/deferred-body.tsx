import { useEffect, type ComponentType, type RefObject } from 'react';
import { holdEarlyTaps, type EarlyTapOptions, type EarlyTaps } from '#app/lib/early-taps.ts';
import { HELD_TAPS_ATTRIBUTE } from '#app/lib/first-taps.ts';
import { lazyHydrated } from './lazy-hydrated.tsx';

export interface DeferredBody<P extends object> {
  /** The page's body: server HTML at once, its code once the first load is idle. */
  Body: ComponentType<P>;
  /** Holds the taps on the body's controls inside `container` until the body runs. */
  useHeldTaps(container: RefObject<HTMLElement | null>): void;
  /**
   * For the container's element: names the controls whose taps are held, so that the page's
   * inline script holds them too before any code has run (see lib/first-taps.ts).
   */
  heldTaps: Record<typeof HELD_TAPS_ATTRIBUTE, string>;
}

/**
 * A page body rendered in full by the server whose code comes once the first load is idle
 * (see lazyHydrated), with the taps made before then held and replayed when it runs (see
 * holdEarlyTaps): the first paint waits only for the framework, the shell and the route
 * module (issue 15: first-load JavaScript under 120 KB). The route renders `Body` inside the
 * element it hands to `useHeldTaps`.
 */
export function deferredBody<P extends object>(
  load: () => Promise<ComponentType<P>>,
  taps: EarlyTapOptions,
): DeferredBody<P> {
  let earlyTaps: EarlyTaps | null = null;
  /** The body has run once: its code is here and renders at once from now on. */
  let bodyRunning = false;
  const Body = lazyHydrated(async (): Promise<ComponentType<P>> => {
    const View = await load();
    return function RunningBody(props: P) {
      useEffect(() => {
        bodyRunning = true;
        earlyTaps?.ready();
      }, []);
      return <View {...props} />;
    };
  });
  function useHeldTaps(container: RefObject<HTMLElement | null>): void {
    useEffect(() => {
      if (!container.current) return;
      const held = holdEarlyTaps(container.current, taps);
      earlyTaps = held;
      // On a later visit the body mounts with the page, its effect before this one.
      if (bodyRunning) held.ready();
      return () => {
        held.stop();
        if (earlyTaps === held) earlyTaps = null;
      };
    }, [container]);
  }
  return { Body, useHeldTaps, heldTaps: { [HELD_TAPS_ATTRIBUTE]: taps.selector } };
}

/** A page's body whose taps wait for nothing but its code (no dialog to fetch first). */
export const NO_INTENT: EarlyTapOptions['onIntent'] = () => null;
