import { useLocation } from 'react-router';
import { modalLink, type ModalLink } from '#app/lib/modals/use-modal.ts';

/** Opens the product modal over the current page (`?modal=ProductModal&productId=…`). */
export function useProductLink(): (productId: string) => ModalLink {
  const { search } = useLocation();
  return (productId) => modalLink(search, 'ProductModal', { productId });
}
