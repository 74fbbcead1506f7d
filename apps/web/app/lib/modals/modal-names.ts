/** Spec 1 §2 "Modals are opened through the query parameter modal": every value it lists. */
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
] as const;

export type ModalName = (typeof MODAL_NAMES)[number];

export function isModalName(value: string | null | undefined): value is ModalName {
  return (MODAL_NAMES as readonly (string | null | undefined)[]).includes(value);
}
