import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { CartSlot } from '#app/features/cart/components/cart-slot.tsx';
import { ModalHost } from '#app/frame/modals/modal-host.tsx';
import { lazyHydrated } from '#app/ui/lazy-hydrated.tsx';
import { SiteHeader } from './site-header.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/** Below the fold, and links only: server-rendered, hydrated once the page is idle. */
const SiteFooter = lazyHydrated(() => import('./site-footer.tsx').then((m) => m.SiteFooter));
const BottomNav = lazyHydrated(() => import('./bottom-nav.tsx').then((m) => m.BottomNav));
/** A fixed panel of text: server-rendered, its code comes when the page is idle. */
const CartColumn = lazyHydrated(() => import('./cart-column.tsx').then((m) => m.CartColumn));

/** What both layouts share: skip link, header, the page, what the layout adds, the modal host. */
function Frame({
  children,
  after,
  className = '',
}: {
  children: ReactNode;
  after?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex min-h-dvh flex-col ${className}`}>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {after}
      <ModalHost />
    </div>
  );
}

/** Spec 1 §2 layout "default": header, content, footer and (below 768 px) the bottom navigation. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  // The cart page shows the cart itself: no column is kept for the sidebar there.
  const cartPage = useMatches().some((match) => match.id === 'cart');
  return (
    <Frame
      className={cartPage ? '' : 'xl:pe-96'}
      after={
        <>
          <SiteFooter />
          <BottomNav />
          {!cartPage && <CartColumn />}
          <CartSlot part="page" />
        </>
      }
    >
      {children}
    </Frame>
  );
}

/** Spec 1 §2 layout "header-only": the header above the content, nothing else. */
export function HeaderOnlyLayout({ children }: { children: ReactNode }) {
  return <Frame>{children}</Frame>;
}
