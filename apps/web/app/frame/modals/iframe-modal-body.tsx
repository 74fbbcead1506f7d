import { lazy } from 'react';
import { useLocation } from 'react-router';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';

const BannerFrame = lazy(() => import('#app/features/home/modals/iframe-modal.tsx'));
const PaymentFrame = lazy(() => import('#app/features/checkout/payment-form-modal.tsx'));

/** Whose page the IframeModal shows: a card payment's form (paymentOrderId), or a banner's link. */
const isPaymentFrame = (search: URLSearchParams) => search.has('paymentOrderId');

/**
 * Spec 2 §2 names one IframeModal; the home opens banner links in it and the checkout the card
 * gateway's page. Each body loads only when its own parameter is there.
 */
export default function IframeModalBody(props: ModalBodyProps) {
  const { search } = useLocation();
  const Body = isPaymentFrame(new URLSearchParams(search)) ? PaymentFrame : BannerFrame;
  return <Body {...props} />;
}
