import type { Order } from '@souk/contracts';
import { data } from 'react-router';
import { signedInGet } from '#app/features/account/addresses/api/signed-in-get.server.ts';
import { getOrder } from '#app/lib/api/get-order.ts';
import { ApiRequestError, type ApiClient } from '#app/lib/api-client.ts';
import type { SoukLoadContext } from '#app/lib/load-context.ts';

/**
 * The order of an order page for the signed-in customer, or null for an anonymous visitor (who
 * gets the sign-in modal). An unknown id, or someone else's, is the 404 page.
 */
export async function loadOrder(
  context: SoukLoadContext,
  request: Request,
  orderId: string,
): Promise<Order | null> {
  const read = (api: ApiClient, init: RequestInit) => getOrder(api, orderId, init);
  try {
    return await signedInGet<Order | null>(context, request, read, null);
  } catch (error) {
    const missing =
      error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
    if (missing) throw data({ reason: 'page' }, { status: 404 });
    throw error;
  }
}
