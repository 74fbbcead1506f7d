import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { CartPanel } from './cart-panel.tsx';

/** `?modal=Cart`: the cart panel on phones, a dropdown under the header button on desktop. */
export default function CartModal({ close }: ModalBodyProps) {
  return (
    <>
      <CartPanel place="modal" close={close} />
    </>
  );
}
