import type { Order } from '@souk/contracts';
import { useSearchParams } from 'react-router';
import { browserApi } from '#app/lib/api-client.ts';
import { getOrder } from '#app/lib/api/get-order.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useServerState, type ServerState } from '#app/lib/server-state.ts';

/** The query key naming the previewed order (closing a preview clears it, spec 2 §2). */
const ORDER_PARAM = 'order';

/**
 * The order a preview is about, read from `?order={id}`: the desktop modal and the phone's
 * status and details popups ask the same cache entry, so switching between them asks once.
 * `null` when the URL names no order (nothing to read).
 */
export function usePreviewedOrder(): ServerState<Order> | null {
  const [search] = useSearchParams();
  const config = useRootData()?.clientConfig;
  const orderId = search.get(ORDER_PARAM);
  const key = orderId && config ? `order:${orderId}` : null;
  const order = useServerState(key, (signal) =>
    config && orderId
      ? getOrder(browserApi(config), orderId, { signal })
      : Promise.reject(new Error('no order')),
  );
  return key === null ? null : order;
}
