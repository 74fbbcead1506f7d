import type { ReactNode } from 'react';
import { CartSlot } from '#app/features/cart/components/cart-slot.tsx';
import { ModalHost } from '#app/frame/modals/modal-host.tsx';
import { lazyHydrated } from '#app/ui/lazy-hydrated.tsx';
import { SiteHeader } from './site-header.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/** Below the fold, and links only: server-rendered, hydrated once the page is idle. */
const SiteFooter = lazyHydrated(() => import('./site-footer.tsx').then((m) => m.SiteFooter));
const BottomNav = lazyHydrated(() => import('./bottom-nav.tsx').then((m) => m.BottomNav));

/** Spec 1 §2 layout "default": header, content, footer and (below 768 px) the bottom navigation. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <BottomNav />
      <CartSlot part="page" />
      <ModalHost />
    </div>
  );
}

/** Spec 1 §2 layout "header-only": the header above the content, nothing else. */
export function HeaderOnlyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <ModalHost />
    </div>
  );
}
