/**
 * Spec 1 §2 "Modals are opened through the query parameter modal": every value it lists, then
 * the popups of the same section that open the same way.
 */
export const MODAL_NAMES = [
  'AuthModal',
  'AuthCourierModal',
  'AuthNameModal',
  'AuthConfirmModal',
  'AuthCourierConfirmModal',
  'AuthAddressModal',
  'EditAddressModal',
  'PopularProducts',
  'HeaderSearch',
  'ProductSearch',
  'MainFilter',
  'TimeFilter',
  'RatingFilter',
  'Cart',
  'Footer',
  'PreorderModal',
  'SuccessScreenModal',
  'OrderHistoryReviewModal',
  'LanguagesList',
  'IframeModal',
  'OrdersHistoryOrderPreview',
  'ProductModal',
  // Spec 1 §2 "Popups" the storefront opens by URL like its modals (same closing, focus and
  // Escape), so a back press or a shared link behaves as it does for every other dialog.
  'OrdersHistoryOrderStatusPreviewPopUp',
  'OrdersHistoryOrderDetailsPreviewPopUp',
  'PersonalPromoCodesPopUp',
] as const;

export type ModalName = (typeof MODAL_NAMES)[number];

export function isModalName(value: string | null | undefined): value is ModalName {
  return (MODAL_NAMES as readonly (string | null | undefined)[]).includes(value);
}
