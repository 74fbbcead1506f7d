import { useEffect } from 'react';
import { useWideScreen } from '../hooks/use-wide-screen.ts';
import { CartPanel } from './cart-panel.tsx';

const noop = () => undefined;
/** The page leaves room for the side bar only while it is shown (wide screens, a cart). */
const ROOM_FOR_SIDEBAR = 'xl:pe-96';

/** Spec 2 §2 "Cart panel: Sidebar on desktop": fixed at the inline end on wide screens. */
export default function CartSidebar() {
  const wide = useWideScreen();
  useEffect(() => {
    if (!wide) return;
    document.body.classList.add(ROOM_FOR_SIDEBAR);
    return () => document.body.classList.remove(ROOM_FOR_SIDEBAR);
  }, [wide]);
  // Mounted on wide screens only: phones get the same panel in the Cart modal.
  if (!wide) return null;
  return (
    <aside
      data-testid="cart-sidebar"
      className="fixed end-0 top-16 bottom-0 z-20 w-96 overflow-y-auto border-s border-line bg-surface"
    >
      <CartPanel place="sidebar" close={noop} />
    </aside>
  );
}
