import type { Order } from '@souk/contracts';
import { isActiveOrderStatus } from '@souk/core/orders/order-status';
import { useEffect, useState } from 'react';
import { browserApi } from '#app/lib/api-client.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { getOrder } from '#app/lib/api/get-order.ts';

/**
 * Until live tracking arrives (a later issue) the status page asks for the order again about
 * every 10 seconds while the page is visible, and at once when it becomes visible again.
 * Polling stops when the order leaves the active set (spec 2 §4: tracking stops then).
 */
const POLL_MS = 10_000;

export function usePolledOrder(initial: Order): [Order, (order: Order) => void] {
  const [order, setOrder] = useState(initial);
  const config = useRootData()?.clientConfig;
  const active = isActiveOrderStatus(order.status);
  const { orderId } = order;
  useEffect(() => {
    if (!config || !active) return;
    const api = browserApi(config);
    let controller: AbortController | null = null;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      controller?.abort();
      controller = new AbortController();
      getOrder(api, orderId, { signal: controller.signal }).then(setOrder, () => {
        // A missed poll is not shown: the next one asks again.
      });
    };
    const timer = window.setInterval(refresh, POLL_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
      controller?.abort();
    };
  }, [config, active, orderId]);
  return [order, setOrder];
}
