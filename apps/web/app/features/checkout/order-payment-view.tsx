import type { Order } from '@souk/contracts';
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { browserApi } from '#app/lib/api-client.ts';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useServerState } from '#app/lib/server-state.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { createPayment } from './api/create-payment.ts';
import { getPaymentMethods } from './api/get-payment-methods.ts';
import {
  PaymentMethodChoice,
  preselectedMethod,
  type PaymentMethod,
} from './components/payment-method-choice.tsx';
import { SaveCardChoice } from './components/save-card-choice.tsx';
import { paymentFailureStore, usePaymentSteps } from './state/payment-flow.ts';

const NO_FAILURE = () => null;

/**
 * `/menu/orders/{id}/payment` (spec 2 §2 "Order payment"): an online order still CREATED is paid
 * with a stored or a new card, the same way as at checkout; a failed payment is said here, and
 * another card can be tried (the order waits in CREATED).
 */
export function OrderPaymentView({ order }: { order: Order }) {
  const config = useRootData()?.clientConfig;
  const format = useCatalogFormat(order.currencyCode);
  const { search } = useLocation();
  const steps = usePaymentSteps();
  const failure = useSyncExternalStore(
    paymentFailureStore.subscribe,
    paymentFailureStore.get,
    NO_FAILURE,
  );
  const methods = useServerState(
    config ? `payment-methods:${order.localityCode}` : null,
    (signal) =>
      config
        ? getPaymentMethods(browserApi(config), { localityCode: order.localityCode }, { signal })
        : Promise.reject(new Error('No client config')),
  );
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const [paying, setPaying] = useState(false);
  // Cash is chosen at placement; an order waiting here is paid by card.
  const cards =
    methods.status === 'ready' ? methods.data.methods.filter((m) => m.kind !== 'CASH') : [];
  const chosen = picked ?? preselectedMethod(cards);

  async function pay() {
    if (paying || !config || !chosen) return;
    setPaying(true);
    try {
      const api = browserApi(config, format.locale);
      const cardId = chosen.kind === 'STORED_CARD' ? chosen.cardId : null;
      const { payment } = await createPayment(api, order.orderId, cardId, saveCard);
      steps.follow(order, payment, search);
    } catch {
      paymentFailureStore.set({ orderId: order.orderId, key: 'checkout.orderFailed' });
    } finally {
      setPaying(false);
    }
  }

  return (
    <section data-testid="order-payment" className="space-y-4">
      <h1 className="text-2xl font-bold">
        {format.t('checkout.payTitle', { number: order.orderNumber })}
      </h1>
      <p>{format.t('checkout.orderTotal', { total: format.money(order.finalTotal) })}</p>
      <div role="alert" data-testid="payment-failure">
        {failure?.orderId === order.orderId && (
          <p className="rounded-xl bg-red-700 p-3 text-sm font-medium text-white">
            {format.t(failure.key)}
          </p>
        )}
      </div>
      <PaymentMethodChoice
        status={methods.status}
        retry={methods.retry}
        methods={cards}
        chosen={chosen}
        onChoose={setPicked}
        disabled={paying}
        t={format.t}
      />
      {chosen?.kind === 'NEW_CARD' && methods.status === 'ready' && methods.data.bindNewCard && (
        <SaveCardChoice checked={saveCard} onChange={setSaveCard} disabled={paying} t={format.t} />
      )}
      <button
        type="button"
        data-testid="order-pay"
        disabled={!chosen || paying}
        aria-busy={paying}
        onClick={() => void pay()}
        className={`${primaryButton} w-full disabled:cursor-not-allowed disabled:opacity-50`}
      >
        {paying
          ? format.t('checkout.paying')
          : format.t('checkout.payButton', { total: format.money(order.finalTotal) })}
      </button>
    </section>
  );
}
