import type { Order } from '@souk/contracts';
import { isActiveOrderStatus } from '@souk/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiOriginOf } from '#app/lib/api-origin.ts';
import { browserApi } from '#app/lib/api-client.ts';
import { getOrder } from '#app/lib/api/get-order.ts';
import { reportError } from '#app/lib/error-reporting.ts';
import { useCustomer } from '#app/lib/use-customer.ts';
import { nativeSessionToken } from '#app/lib/native-session-token.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { applyTrackingMessage, type TrackingAlert } from './tracked-order.ts';
import {
  startTracking,
  trackingUrl,
  type TrackingClient,
  type TrackingConnection,
} from './tracking-client.ts';

export interface TrackedOrder {
  order: Order;
  /** For the page's own changes (a cancel): the order as the API answered. */
  setOrder: (order: Order) => void;
  connection: TrackingConnection;
  alert: TrackingAlert | null;
  dismissAlert: () => void;
}

/**
 * The order of the status page, followed live while it is active (spec 2 §4): every message of
 * the tracking socket goes through `applyTrackingMessage`, and what it asks for — a reload, the
 * end of tracking, an alert — happens here. Tracking ends when the order leaves the active set.
 */
export function useTrackedOrder(initial: Order): TrackedOrder {
  const [order, setOrderState] = useState(initial);
  const [connection, setConnection] = useState<TrackingConnection>('connecting');
  const [alert, setAlert] = useState<TrackingAlert | null>(null);
  // The socket's handler reads the latest order without reopening the socket on every change.
  const latest = useRef(order);
  const root = useRootData();
  const config = root?.clientConfig;
  const nativeApp = root?.nativeApp ?? false;
  const customerId = useCustomer()?.id ?? null;
  const active = isActiveOrderStatus(order.status);
  const { orderId } = order;

  const setOrder = useCallback((next: Order) => {
    latest.current = next;
    setOrderState(next);
  }, []);

  useEffect(() => {
    if (!config || !active) return;
    const api = browserApi(config);
    let reading: AbortController | null = null;
    const reload = () => {
      reading?.abort();
      reading = new AbortController();
      getOrder(api, orderId, { signal: reading.signal }).then(setOrder, () => {
        // The next message, or the state sent on reconnecting, brings the order again.
      });
    };
    let client: TrackingClient | null = null;
    let left = false;
    const open = (token: string | null) => {
      if (left) return;
      const started = startTracking({
        // The API's origin: the page's own, except in the native app's own build.
        url: trackingUrl(new URL(apiOriginOf(window)), orderId, config.partnerCode, token),
        onMessage: (message) => {
          const step = applyTrackingMessage(latest.current, message, { customerId });
          if (step.order !== latest.current) setOrder(step.order);
          if (step.alert) setAlert(step.alert);
          if (step.reload) reload();
          if (step.stop) started.stop();
        },
        onConnection: setConnection,
        onReportedClose: (code, reason) => {
          reportError(new Error(`Live tracking socket closed with ${code} ${reason}`.trim()));
        },
      });
      client = started;
    };
    // In the native app the socket signs in with the kept token; a browser's carries the cookie.
    if (nativeApp) void nativeSessionToken().then(open);
    else open(null);
    return () => {
      left = true;
      client?.stop();
      reading?.abort();
    };
  }, [config, active, orderId, customerId, setOrder, nativeApp]);

  const dismissAlert = useCallback(() => setAlert(null), []);
  return { order, setOrder, connection, alert, dismissAlert };
}
