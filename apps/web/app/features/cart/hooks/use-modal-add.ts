import type { OptionSelection } from '@souk/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { searchString, searchWithModal } from '#app/lib/modals/modal-link.ts';
import type { ModalAddInput } from '#app/lib/cart-actions.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { loadCartStore } from '../load-cart-store.ts';
import { preorderModalParams } from '../preorder/pickup-param.ts';

function componentsOf(selection: OptionSelection) {
  return Object.entries(selection).flatMap(([groupId, picks]) =>
    Object.entries(picks)
      .filter(([, count]) => count > 0)
      .map(([componentId, count]) => ({ groupId, componentId, count })),
  );
}

/**
 * The product modal's add button: the chosen options, quantity and comment go to the cart.
 * Resolves true once the cart took them (the modal then closes); a product that can only be
 * preordered swaps the product modal for the preorder modal and is added 1 s after it closes.
 */
export function useModalAdd(): (input: ModalAddInput) => Promise<boolean> {
  const root = useRootData();
  const { localityCode } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  return async ({ product, selection, quantity, comment }) => {
    if (!root) return false;
    const store = await loadCartStore();
    store.configureCart(root.clientConfig);
    // Off a locality page (the cart page's suggestions) the cart's own locality is used.
    const locality = localityCode ?? store.getCartState().cart?.localityCode;
    if (!locality) return false;
    const line = {
      localityCode: locality,
      vendorId: product.vendorId,
      productId: product.id,
      components: componentsOf(selection),
      comment: comment.trim(),
    };
    const add = () => store.addToCart(root.clientConfig, line, quantity);
    if (store.needsPreorderFirst(product, () => void add())) {
      const next = searchWithModal(
        new URLSearchParams(search),
        'PreorderModal',
        preorderModalParams(store.getCartState().cart),
      );
      void navigate({ search: searchString(next) }, { replace: true, preventScrollReset: true });
      return false;
    }
    return (await add()) !== null;
  };
}
