import {
  courierSessionSchema,
  customerSessionSchema,
  type CourierSession,
  type CustomerSession,
} from '@souk/contracts';
import { browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

/** POST /customer/auth/login with the phone and the SMS code (`token`); sets the session cookie. */
export function loginCustomer(
  config: ClientConfig,
  phone: string,
  code: string,
): Promise<CustomerSession> {
  return browserApi(config).post(
    '/api/customer/auth/login',
    { phone, token: code },
    customerSessionSchema,
  );
}

/** POST /courier/auth/login: a courier session, separate from any customer's. */
export function loginCourier(
  config: ClientConfig,
  phone: string,
  code: string,
): Promise<CourierSession> {
  return browserApi(config).post(
    '/api/courier/auth/login',
    { phone, token: code },
    courierSessionSchema,
  );
}
