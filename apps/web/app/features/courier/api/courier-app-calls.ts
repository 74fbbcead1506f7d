import {
  courierStateSchema,
  type CourierState,
  type DeliveryStep,
  type TrackingLocation,
} from '@souk/contracts';
import { browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

/** The position route answers 204 with no body. */
const NO_CONTENT = { parse: (): void => undefined };

/** The courier app's calls, each with the kept courier token (the app is the courier's phone). */
export function courierAppCalls(config: ClientConfig, locale: string, token: string) {
  const api = browserApi(config, locale);
  const init = { headers: { Authorization: `Bearer ${token}` } };
  return {
    state: (signal?: AbortSignal): Promise<CourierState> =>
      api.get('/api/courier/me/state', courierStateSchema, { ...init, signal }),
    setOnline: (online: boolean) =>
      api.put('/api/courier/me/online', { online }, courierStateSchema, init),
    report: (position: TrackingLocation) =>
      api.post('/api/courier/me/position', position, NO_CONTENT, init),
    accept: (offerId: string) =>
      api.post(`/api/courier/me/offers/${offerId}/accept`, {}, courierStateSchema, init),
    refuse: (offerId: string) =>
      api.post(`/api/courier/me/offers/${offerId}/refuse`, {}, courierStateSchema, init),
    step: (orderId: string, step: DeliveryStep) =>
      api.post(`/api/courier/me/deliveries/${orderId}/${step}`, {}, courierStateSchema, init),
  };
}

export type CourierAppCalls = ReturnType<typeof courierAppCalls>;
