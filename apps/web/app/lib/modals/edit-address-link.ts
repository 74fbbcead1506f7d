import { modalLink, type ModalLink } from '#app/lib/modals/modal-link.ts';

/** The query key naming the address EditAddressModal edits (like ProductModal's productId). */
export const ADDRESS_ID_PARAM = 'addressId';

/**
 * Opens EditAddressModal over the current page: for `addressId`, or a new address without one.
 * A plain link, so it works before the page's script has loaded.
 */
export function editAddressLink(currentSearch: string, addressId: string | null): ModalLink {
  return modalLink(currentSearch, 'EditAddressModal', {
    [ADDRESS_ID_PARAM]: addressId ?? undefined,
  });
}
