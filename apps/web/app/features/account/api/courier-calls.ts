import { courierMeSchema, logoutResponseSchema, type CourierMe } from '@souk/contracts';
import { browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** GET /courier/me with the kept token (spec 1 §6): who is signed in. */
export function getCourierMe(
  config: ClientConfig,
  token: string,
  signal?: AbortSignal,
): Promise<CourierMe> {
  return browserApi(config).get('/api/courier/me', courierMeSchema, { ...bearer(token), signal });
}

/** POST /courier/auth/logout: ends the courier's session on the server too. */
export function logoutCourier(config: ClientConfig, token: string) {
  return browserApi(config).post(
    '/api/courier/auth/logout',
    {},
    logoutResponseSchema,
    bearer(token),
  );
}
