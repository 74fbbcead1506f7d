import { useWideScreen } from '../hooks/use-wide-screen.ts';
import { CartPanel } from './cart-panel.tsx';

const noop = () => undefined;

/**
 * Spec 2 §2 "Cart panel: Sidebar on desktop": fixed at the inline end on wide screens, in the
 * column the default layout keeps free for it (frame/layouts.tsx), over the empty-cart panel
 * drawn there, so its arrival moves nothing on the page.
 */
export default function CartSidebar() {
  // Mounted on wide screens only: phones get the same panel in the Cart modal.
  if (!useWideScreen()) return null;
  return (
    <aside
      id="cart-sidebar"
      data-testid="cart-sidebar"
      className="fixed end-0 top-16 bottom-0 z-20 w-96 overflow-y-auto border-s border-line bg-surface"
    >
      <CartPanel place="sidebar" close={noop} />
    </aside>
  );
}
