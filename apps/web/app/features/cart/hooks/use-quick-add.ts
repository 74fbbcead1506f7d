import type { MouseEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import type { AddableProduct } from '#app/lib/cart-actions.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { loadCartStore } from '../load-cart-store.ts';
import { preorderModalParams } from '../preorder/pickup-param.ts';

/**
 * The click of a product list item's add button when core's quick-add says SUCCESS (spec 2 §4
 * "Product quick-add"): adds one plain unit instead of following the link to the product
 * modal. The cart code loads on the first tap; a product that can only be preordered opens
 * the preorder modal first.
 */
export function useQuickAdd(): (event: MouseEvent, product: AddableProduct) => void {
  const root = useRootData();
  const { localityCode } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  return (event, product) => {
    if (!root) return;
    event.preventDefault();
    void loadCartStore().then((store) => {
      // Off a locality page (the cart page's suggestions) the cart's own locality is used.
      const locality = localityCode ?? store.getCartState().cart?.localityCode;
      if (!locality) return;
      const line = {
        localityCode: locality,
        vendorId: product.vendorId,
        productId: product.id,
        components: [],
      };
      const add = () => store.quickAdd(root.clientConfig, line);
      store.configureCart(root.clientConfig);
      if (!store.needsPreorderFirst(product, add)) return add();
      const link = modalLink(
        search,
        'PreorderModal',
        preorderModalParams(store.getCartState().cart),
      );
      void navigate(link.to, { state: link.state, preventScrollReset: true });
    });
  };
}
