import { lazy, Suspense, type ComponentType } from 'react';
import { whenIdle } from '#app/lib/when-idle.ts';

/**
 * A component the server renders in full but whose code the browser fetches only once the
 * page is idle, for content far below the fold (the footer): it stays out of the code the
 * first paint waits for. Until the code arrives React keeps the server HTML as it is (its
 * links work as plain links) and then hydrates it. The wait must stay short (idle, at most
 * two seconds): an update of the page while the part is not hydrated waits for it.
 */
export function lazyHydrated<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => {
    if (!import.meta.env.SSR) await new Promise<void>((resolve) => whenIdle(resolve));
    return { default: await load() };
  });
  return function LazyHydrated(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
