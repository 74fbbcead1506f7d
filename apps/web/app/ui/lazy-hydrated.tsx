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
 * The server renders the part in place, in the document's order (see below for its first
 * render after a start): a part streamed after the rest of the document and revealed by script
 * would be drawn late and push what follows it.
 */
export function lazyHydrated<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const early = !import.meta.env.SSR && isHydrated() ? load() : null;
  // A failed early fetch is retried (and reported) when the part renders.
  early?.catch(() => undefined);
  // On the server `lazy` suspends on its first render however fast the import is, and React
  // then streams the part after the rest of the document, revealed by script: the first page
  // after a start is drawn without it (the footer high up), then the part is pushed in (a
  // layout shift). The server loads the part as soon as its module is defined and, once there,
  // renders it directly, inside the same boundary.
  let serverPart: ComponentType<P> | null = null;
  if (import.meta.env.SSR) {
    load().then(
      (part) => (serverPart = part),
      () => undefined,
    );
  }
  const Lazy = lazy(async () => {
    if (!import.meta.env.SSR && !isHydrated()) {
      await new Promise<void>((resolve) => whenIdle(resolve));
    }
    return { default: await (early ?? load()).catch(() => load()) };
  });
  return function LazyHydrated(props: P) {
    const Part = (import.meta.env.SSR && serverPart) || Lazy;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
