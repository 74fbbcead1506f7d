import { ORDER_ERROR_TYPES, type Order } from '@souk/contracts';
import type { CourierPoint } from '@souk/core';
import { isActiveOrderStatus } from '@souk/core/orders/order-status';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ApiRequestError, browserApi } from '#app/lib/api-client.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { ghostButton, primaryButton } from '#app/ui/styles.ts';
import { cancelOrder } from '../api/cancel-order.ts';
import { OrderStatusChip } from '../list/order-status-chip.tsx';
import { sendOrderEvent } from '../order-analytics.ts';
import { OrderOutcome } from './order-outcome.tsx';
import { OrderProgress } from './order-progress.tsx';
import { OrderMap } from '../tracking/order-map.tsx';
import { TrackingAlertBox } from '../tracking/tracking-alert.tsx';
import { TrackingStatus } from '../tracking/tracking-status.tsx';
import { useTrackedOrder } from '../tracking/use-tracked-order.ts';
import { OrderSummary } from './order-summary.tsx';

/** The customer may cancel only before the vendor has accepted (spec 2 §4). */
const CANCELLABLE: ReadonlySet<Order['status']> = new Set(['CREATED', 'WAITING_APPROVAL']);

type CancelState = 'idle' | 'busy' | 'refused' | 'failed';

/**
 * Spec 2 §2 "Order status": follow an active order live, on a map too; cancel it while that is
 * still allowed.
 */
export function OrderStatusView({
  initial,
  vendor,
  onStatus,
}: {
  initial: Order;
  /** Where the vendor is, for the map; null when unknown. */
  vendor: CourierPoint | null;
  /** Hears the order's status as read and as it changes (a partner app waits for COMPLETED). */
  onStatus?: (order: { orderId: string; status: Order['status'] }) => void;
}) {
  const { t, locale } = useTranslator();
  const config = useRootData()?.clientConfig;
  const { order, setOrder, connection, alert, dismissAlert } = useTrackedOrder(initial);
  const { orderId, status } = order;
  useEffect(() => onStatus?.({ orderId, status }), [orderId, status, onStatus]);
  const [cancel, setCancel] = useState<CancelState>('idle');
  const active = isActiveOrderStatus(order.status);

  async function cancelNow() {
    if (!config) return;
    setCancel('busy');
    try {
      const cancelled = await cancelOrder(browserApi(config), order.orderId);
      setOrder(cancelled);
      setCancel('idle');
      sendOrderEvent(config, 'cancel_order', cancelled);
    } catch (error) {
      const refused =
        error instanceof ApiRequestError &&
        (error.body?.type === ORDER_ERROR_TYPES.alreadyProcessing.type ||
          error.body?.type === ORDER_ERROR_TYPES.statusTransition.type);
      setCancel(refused ? 'refused' : 'failed');
    }
  }

  const detailsPath = `/${locale}/menu/orders/${order.orderId}/details`;
  return (
    <section className="space-y-6" data-testid="order-status-page">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">
            {t('orders.number', { number: order.orderNumber })}
          </h1>
          <p>{order.vendorName}</p>
        </div>
        <OrderStatusChip status={order.status} />
      </header>
      {alert && (
        <TrackingAlertBox
          alert={alert}
          currencyCode={order.currencyCode}
          onConfirm={dismissAlert}
        />
      )}
      {active && <TrackingStatus connection={connection} />}
      {active ? (
        <OrderProgress order={order} />
      ) : (
        <div className="space-y-3" data-testid="order-finished">
          <p>{t('orders.finished')}</p>
          <OrderOutcome order={order} />
          <Link to={detailsPath} className={primaryButton} data-testid="order-see-details">
            {t('orders.seeDetails')}
          </Link>
        </div>
      )}
      {order.status === 'CREATED' && (
        <Link to={`/${locale}/menu/orders/${order.orderId}/payment`} className={primaryButton}>
          {t('orders.pay')}
        </Link>
      )}
      {cancel === 'refused' && (
        <p
          role="alert"
          data-testid="order-cancel-refused"
          className="rounded-xl bg-red-700 p-3 text-white"
        >
          {t('orders.cancelRefused')}
        </p>
      )}
      {cancel === 'failed' && (
        <p role="alert" className="rounded-xl bg-red-700 p-3 text-white">
          {t('orders.failed')}
        </p>
      )}
      {active && (vendor || order.address) && (
        <OrderMap
          vendor={vendor}
          destination={order.receiptType === 'DELIVERY' ? order.address : null}
          courier={order.courierLocation}
          tileUrl={config?.mapTileUrl || null}
          attribution={config?.mapTileAttribution || null}
          labels={{
            map: t('orders.map'),
            vendor: order.vendorName,
            destination: t('orders.deliveryTo'),
            courier: t('orders.courier'),
            zoomIn: t('orders.mapZoomIn'),
            zoomOut: t('orders.mapZoomOut'),
          }}
        />
      )}
      <OrderSummary order={order} />
      {active && (CANCELLABLE.has(order.status) || cancel === 'refused') && (
        <button
          type="button"
          className={`${ghostButton} border-line border`}
          data-testid="order-cancel"
          disabled={cancel === 'busy'}
          onClick={() => void cancelNow()}
        >
          {t('orders.cancel')}
        </button>
      )}
    </section>
  );
}
