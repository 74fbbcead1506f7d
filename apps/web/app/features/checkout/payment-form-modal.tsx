import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { apiOriginOf } from '#app/lib/api-origin.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { browserApi } from '#app/lib/api-client.ts';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { textLink } from '#app/ui/styles.ts';
import { authorizePayment } from './api/authorize-payment.ts';
import { cardFormStore, usePaymentSteps } from './state/payment-flow.ts';

const NO_FORM = () => null;

/** The hosted page's "done" message: `{type: 'souk-payment', status}`. */
function isPaymentDone(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const record: Record<string, unknown> = { ...data };
  return record.type === 'souk-payment';
}

/**
 * The IframeModal for a card payment (`?modal=IframeModal&paymentOrderId=…`): the gateway's
 * hosted card form or 3-D Secure page, so card numbers never touch the storefront. When the page
 * says it is done (postMessage from our own origin only), payment/authorize tells the outcome.
 */
export default function PaymentFormModal(_: ModalBodyProps) {
  const { t, locale } = useTranslator();
  const config = useRootData()?.clientConfig;
  const { search } = useLocation();
  const orderId = new URLSearchParams(search).get('paymentOrderId');
  const form = useSyncExternalStore(cardFormStore.subscribe, cardFormStore.get, NO_FORM);
  const steps = usePaymentSteps();
  const asked = useRef(false);

  const onMessage = useEffectEvent((event: MessageEvent) => {
    // Only the gateway page the API serves may finish a payment (the page's own origin, except
    // in the native app's own build, whose pages come from the device).
    if (event.origin !== apiOriginOf(window) || !isPaymentDone(event.data)) return;
    if (!form || !config || asked.current) return;
    asked.current = true;
    authorizePayment(browserApi(config, locale), form.orderId, form.transactionID)
      .then(({ payment }) => steps.follow(form, payment, search))
      .catch(() => steps.failPayment(form, 'checkout.orderFailed'));
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  if (!form || form.orderId !== orderId) {
    // The form lives in this tab only (a reload forgets it): the order's page starts it again.
    return (
      <p className="p-6">
        {orderId ? (
          <Link
            to={`/${locale}/menu/orders/${encodeURIComponent(orderId)}/payment`}
            className={textLink}
          >
            {t('checkout.goToPayment')}
          </Link>
        ) : (
          t('error.notFoundText')
        )}
      </p>
    );
  }
  return (
    <iframe
      src={form.formUrl}
      title={t('checkout.cardFormTitle')}
      data-testid="payment-iframe"
      className="block h-full min-h-[70dvh] w-full border-0"
    />
  );
}
