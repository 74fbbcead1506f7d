import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { sendAnalyticsEvent } from '#app/lib/analytics.ts';
import { browserApi } from '#app/lib/api-client.ts';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import type { CheckoutSlotProps } from '#app/lib/checkout-slot.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useServerState } from '#app/lib/server-state.ts';
import { ghostButton, primaryButton } from '#app/ui/styles.ts';
import { createPayment } from './api/create-payment.ts';
import { getPaymentMethods } from './api/get-payment-methods.ts';
import { placeOrder } from './api/place-order.ts';
import {
  PaymentMethodChoice,
  preselectedMethod,
  type PaymentMethod,
} from './components/payment-method-choice.tsx';
import { PayDeliveryAlert } from './components/pay-delivery-alert.tsx';
import { SaveCardChoice } from './components/save-card-choice.tsx';
import { attemptKey, endAttempt } from './state/checkout-attempt.ts';
import { usePaymentSteps } from './state/payment-flow.ts';
import { refusalOf, type Refusal } from './state/refusal.ts';
import { shownDeliveryTotal } from './state/shown-delivery.ts';
import { useBeginCheckout } from './use-begin-checkout.ts';

/**
 * The cart's checkout once it passed gating and the address check: choose how to pay (what the
 * locality allows), place the order, then cash goes to the success screen and a card to the
 * gateway (spec 2 §2 checkout, §7 orders and payments, §8 refusal messages).
 */
export function CheckoutSection({ cart, format, reloadCart, showAlert }: CheckoutSlotProps) {
  const config = useRootData()?.clientConfig;
  const { search } = useLocation();
  const steps = usePaymentSteps();
  const methods = useServerState(config ? `payment-methods:${cart.cartId}` : null, (signal) =>
    config
      ? getPaymentMethods(browserApi(config), { cartId: cart.cartId }, { signal })
      : Promise.reject(new Error('No client config')),
  );
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const [placing, setPlacing] = useState(false);
  /** PAY_DELIVERY: the delivery total the customer is asked to agree to. */
  const [newDelivery, setNewDelivery] = useState<number | null>(null);
  const placeButton = useRef<HTMLButtonElement>(null);
  useBeginCheckout(cart);
  const list = methods.status === 'ready' ? methods.data.methods : [];
  const chosen = picked ?? preselectedMethod(list);
  const firstPart = cart.vendorCarts[0];
  const severalParts = cart.vendorCarts.length > 1;
  // Spec 2 PersonalPromoCodesPopUp: the customer's codes over the cart, in the cart's currency.
  const promoCodes = modalLink(search, 'PersonalPromoCodesPopUp', { currency: cart.currencyCode });

  // The amounts the API's sentences carry: the cash maximum it sent, the cart's minimum order.
  const refusalText = (refusal: Refusal) =>
    format.t(refusal.key, {
      n: refusal.cashMaxAmount === undefined ? '' : format.money(refusal.cashMaxAmount),
      amount: format.money(cart.minOrderPrice),
    });

  async function place(expectedDeliveryTotal = shownDeliveryTotal(cart, firstPart?.vendorCartId)) {
    if (placing || !config || !chosen) return;
    setPlacing(true);
    const api = browserApi(config, format.locale);
    const paymentMethod = chosen.kind === 'STORED_CARD' ? chosen.cardId : null;
    // One order per vendor part: with several, the first goes now and the rest stay in the cart.
    const body = {
      cartId: cart.cartId,
      vendorCartId: firstPart?.vendorCartId,
      paymentType: chosen.paymentType,
      paymentMethod,
      // Never charged more for delivery than this without being asked (PAY_DELIVERY).
      expectedDeliveryTotal,
    };
    try {
      const order = await placeOrder(api, body, attemptKey(cart.cartId, body));
      endAttempt();
      sendAnalyticsEvent(config, 'order_placed', {
        order_id: order.orderId,
        value: order.finalTotal,
        currency: order.currencyCode,
        payment_type: order.paymentType,
      });
      if (order.paymentType === 'CASH') steps.openSuccess(order, search);
      else {
        try {
          const { payment } = await createPayment(api, order.orderId, paymentMethod, saveCard);
          steps.follow(order, payment, search);
        } catch {
          steps.failPayment(order, 'checkout.orderFailed');
        }
      }
      void reloadCart();
    } catch (error) {
      const answer = refusalOf(error);
      // A refusal is final for this body; a lost answer keeps the key for the retry.
      if (answer.key !== 'checkout.genericError') endAttempt();
      if (answer.deliveryTotal !== undefined) setNewDelivery(answer.deliveryTotal);
      else showAlert(refusalText(answer));
      if (answer.reloadCart) void reloadCart();
    } finally {
      setPlacing(false);
    }
  }

  // The alert closes before anything else happens, so the focus is back on the place button
  // (the dialog's page is inert while it is open) before a new attempt disables it.
  function closeDeliveryAlert() {
    flushSync(() => setNewDelivery(null));
    placeButton.current?.focus();
  }

  return (
    <section
      data-testid="checkout-section"
      aria-labelledby="checkout-heading"
      className="flex flex-col gap-3 pt-2"
    >
      <h2 id="checkout-heading" className="sr-only">
        {format.t('checkout.paymentLegend')}
      </h2>
      <PaymentMethodChoice
        status={methods.status}
        retry={methods.retry}
        methods={list}
        chosen={chosen}
        onChoose={setPicked}
        disabled={placing}
        t={format.t}
      />
      {chosen?.kind === 'NEW_CARD' && methods.status === 'ready' && methods.data.bindNewCard && (
        <SaveCardChoice checked={saveCard} onChange={setSaveCard} disabled={placing} t={format.t} />
      )}
      <Link
        to={promoCodes.to}
        state={promoCodes.state}
        preventScrollReset
        data-testid="checkout-promo-codes"
        className={`${ghostButton} self-start border border-line`}
      >
        {format.t('checkout.myPromoCodes')}
      </Link>
      <button
        ref={placeButton}
        type="button"
        data-testid="checkout-place"
        disabled={!chosen || placing}
        aria-busy={placing}
        onClick={() => void place()}
        className={`${primaryButton} w-full disabled:cursor-not-allowed disabled:opacity-50`}
      >
        {placing
          ? format.t('checkout.placing')
          : severalParts && firstPart
            ? format.t('checkout.placeFrom', { vendor: firstPart.vendorName })
            : // A card is paid right after placing: the button says both steps.
              format.t(
                chosen?.paymentType === 'ONLINE' ? 'checkout.placeAndPay' : 'checkout.place',
                {
                  total: format.money(cart.prices.finalTotal),
                },
              )}
      </button>
      {newDelivery !== null && (
        <PayDeliveryAlert
          deliveryTotal={newDelivery}
          format={format}
          onConfirm={() => {
            closeDeliveryAlert();
            // A new body (the amount agreed to), so a new Idempotency-Key.
            void place(newDelivery);
          }}
          onBack={() => {
            closeDeliveryAlert();
            // The cart shows the new delivery; a changed cart closes this checkout until the
            // customer checks out again.
            void reloadCart();
          }}
        />
      )}
    </section>
  );
}
