import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PICKUP_PARAM } from '#app/features/cart/preorder/pickup-param.ts';
import type { SimpleKey } from '#app/i18n/types.ts';
import { ADDRESS_ID_PARAM } from '#app/lib/modals/edit-address-link.ts';
import type { ModalName } from '#app/lib/modals/modal-names.ts';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import type { DialogPlacement } from '#app/ui/dialog.tsx';

export interface ModalEntry {
  /** Always a `lazy(() => import(…))`: no modal body is part of a page's initial JavaScript. */
  Body: LazyExoticComponent<ComponentType<ModalBodyProps>>;
  titleKey: SimpleKey;
  /** A title that depends on the modal's own params (new vs edit); `titleKey` otherwise. */
  titleKeyFor?: (search: URLSearchParams) => SimpleKey;
  placement?: DialogPlacement;
  dismissOnOutsideClick?: boolean;
  /**
   * The dialog opens once its body has loaded, with no loading placeholder: a search dialog's
   * field must be there to take focus (and the letters typed meanwhile) the moment it opens.
   */
  opensWithBody?: boolean;
}

/**
 * A body that uses the cart's actions (product items, the product modal's add, the address
 * modals' locality switch), loaded together with their provider: neither the modal view nor a
 * page's first load carries the cart's code for it.
 */
function withCartActions(load: () => Promise<{ default: ComponentType<ModalBodyProps> }>) {
  return lazy(async () => {
    const [{ default: Body }, { CartActionsProvider }] = await Promise.all([
      load(),
      import('../cart-actions-provider.tsx'),
    ]);
    return {
      default: (props: ModalBodyProps) =>
        createElement(CartActionsProvider, null, createElement(Body, props)),
    };
  });
}

/**
 * Every modal the storefront can open by URL (`?modal=Name`), each body a lazy import. A name
 * of spec 1 §2 that is not listed yet opens nothing.
 */
export const MODAL_REGISTRY: Partial<Record<ModalName, ModalEntry>> = {
  AuthModal: {
    Body: lazy(() => import('#app/features/account/auth/auth-modal.tsx')),
    titleKey: 'auth.title',
    placement: 'center',
  },
  AuthConfirmModal: {
    Body: lazy(() => import('#app/features/account/auth/auth-confirm-modal.tsx')),
    titleKey: 'auth.confirmTitle',
    placement: 'center',
  },
  AuthNameModal: {
    Body: lazy(() => import('#app/features/account/auth/auth-name-modal.tsx')),
    titleKey: 'auth.nameTitle',
    placement: 'center',
    // The name is what the sign-in still lacks: a stray click must not lose the step.
    dismissOnOutsideClick: false,
  },
  AuthCourierModal: {
    Body: lazy(() => import('#app/features/account/auth/auth-courier-modal.tsx')),
    titleKey: 'auth.courierTitle',
    placement: 'center',
  },
  AuthCourierConfirmModal: {
    Body: lazy(() => import('#app/features/account/auth/auth-courier-confirm-modal.tsx')),
    titleKey: 'auth.courierConfirmTitle',
    placement: 'center',
  },
  LanguagesList: {
    Body: lazy(() => import('#app/features/account/profile/languages-modal.tsx')),
    titleKey: 'languages.title',
    placement: 'sheet',
  },
  HeaderSearch: {
    Body: lazy(() => import('#app/features/home/modals/header-search.tsx')),
    titleKey: 'search.title',
    placement: 'full',
    opensWithBody: true,
  },
  MainFilter: {
    Body: lazy(() => import('#app/features/home/modals/main-filter.tsx')),
    titleKey: 'filters.categoriesTitle',
    placement: 'sheet',
  },
  TimeFilter: {
    Body: lazy(() => import('#app/features/home/modals/time-filter.tsx')),
    titleKey: 'filters.timeTitle',
    placement: 'dropdown',
  },
  RatingFilter: {
    Body: lazy(() => import('#app/features/home/modals/rating-filter.tsx')),
    titleKey: 'filters.ratingTitle',
    placement: 'dropdown',
  },
  IframeModal: {
    Body: lazy(() => import('./iframe-modal-body.tsx')),
    titleKey: 'banner.promoTitle',
    titleKeyFor: (search) =>
      search.has('paymentOrderId') ? 'checkout.cardFormTitle' : 'banner.promoTitle',
    placement: 'full',
  },
  SuccessScreenModal: {
    Body: lazy(() => import('#app/features/checkout/success-screen-modal.tsx')),
    titleKey: 'checkout.successTitle',
    placement: 'center',
  },
  ProductModal: {
    Body: withCartActions(() => import('#app/features/catalog/product-modal/product-modal.tsx')),
    titleKey: 'product.modalTitle',
    placement: 'sheet',
  },
  PopularProducts: {
    Body: withCartActions(
      () => import('#app/features/catalog/popular-products/popular-products-modal.tsx'),
    ),
    titleKey: 'vendorPage.popularModalTitle',
    placement: 'sheet',
  },
  Cart: {
    Body: lazy(() => import('#app/features/cart/panel/cart-modal.tsx')),
    titleKey: 'cart.title',
    placement: 'dropdown',
  },
  PreorderModal: {
    Body: lazy(() => import('#app/features/cart/preorder/preorder-modal.tsx')),
    titleKey: 'preorder.title',
    // A takeaway's time is when the order is picked up, not delivered (issue 17 item 7).
    titleKeyFor: (search) => (search.has(PICKUP_PARAM) ? 'preorder.titlePickup' : 'preorder.title'),
    placement: 'center',
  },
  AuthAddressModal: {
    Body: withCartActions(() => import('#app/features/account/addresses/modals/address-modal.tsx')),
    titleKey: 'address.selectorTitle',
    placement: 'sheet',
  },
  EditAddressModal: {
    Body: withCartActions(
      () => import('#app/features/account/addresses/modals/edit-address-modal.tsx'),
    ),
    titleKey: 'address.editTitle',
    titleKeyFor: (search) =>
      search.get(ADDRESS_ID_PARAM) ? 'address.editTitle' : 'address.newTitle',
    placement: 'sheet',
  },
  OrdersHistoryOrderPreview: {
    Body: lazy(() => import('#app/features/orders/list/order-preview-modal.tsx')),
    titleKey: 'orders.previewTitle',
    placement: 'center',
  },
  OrdersHistoryOrderStatusPreviewPopUp: {
    Body: lazy(() => import('#app/features/orders/list/order-status-popup.tsx')),
    titleKey: 'orders.statusTitle',
    placement: 'sheet',
  },
  OrdersHistoryOrderDetailsPreviewPopUp: {
    Body: lazy(() => import('#app/features/orders/list/order-details-popup.tsx')),
    titleKey: 'orders.detailsTitle',
    placement: 'sheet',
  },
  PersonalPromoCodesPopUp: {
    Body: lazy(() => import('#app/features/promo-codes/personal-promo-codes-popup.tsx')),
    titleKey: 'menu.promoCodes',
    placement: 'sheet',
  },
  OrderHistoryReviewModal: {
    Body: lazy(() => import('#app/features/orders/review/review-modal.tsx')),
    titleKey: 'review.title',
    placement: 'center',
  },
  ProductSearch: {
    Body: withCartActions(
      () => import('#app/features/catalog/product-search/product-search-modal.tsx'),
    ),
    titleKey: 'catalogue.searchProducts',
    placement: 'full',
    opensWithBody: true,
  },
};
