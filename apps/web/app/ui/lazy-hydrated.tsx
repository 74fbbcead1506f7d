import { lazy, Suspense, type ComponentType } from 'react';
import { isHydrated } from '#app/lib/hydration.ts';
import { whenIdle } from '#app/lib/when-idle.ts';

/**
 * A component the server renders in full but whose code the browser fetches only once the
 * first load is idle: for parts whose links and native popovers work as plain HTML until
 * then (footer, bottom navigation, the vendor pager, a popup's content). It keeps them out of
 * the code the first paint waits for; React keeps their server HTML and hydrates it when the
 * code arrives. The wait must stay short: an update of the page while a part is not hydrated
 * waits for it. When the defining module loads during a client-side navigation, the code is
 * fetched at once, alongside the route's data.
 *
 * Placement matters: in a page as large as the locality home, React streams a boundary of
 * more than 500 bytes after the rest of the document (its `progressiveChunkSize` rule) and
 * reveals it a moment later. That is harmless below the fold or in fixed bars, but shifts the
 * layout anywhere above: there, keep the deferred part small (a popup's content) or render it
 * directly.
 */
export function lazyHydrated<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const early = !import.meta.env.SSR && isHydrated() ? load() : null;
  // A failed early fetch is retried (and reported) when the part renders.
  early?.catch(() => undefined);
  const Lazy = lazy(async () => {
    if (!import.meta.env.SSR && !isHydrated()) {
      await new Promise<void>((resolve) => whenIdle(resolve));
    }
    return { default: await (early ?? load()).catch(() => load()) };
  });
  return function LazyHydrated(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
