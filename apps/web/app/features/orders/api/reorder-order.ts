import type { Order } from '@souk/contracts';
import { reorderResponseSchema } from '@souk/contracts';
import type { ApiClient } from '#app/lib/api-client.ts';

type ReorderResult = ReturnType<typeof reorderResponseSchema.parse>;

/** Where the repeated order goes: a saved address, or the order's own point. */
export interface ReorderPlace {
  customerAddressId?: string;
  location?: { latitude: number; longitude: number };
  receiptType?: Order['receiptType'];
}

/** POST /customer/me/orders/{id}/reorder: the order's lines go back into the customer's cart. */
export function reorderOrder(
  api: ApiClient,
  orderId: string,
  place: ReorderPlace,
): Promise<ReorderResult> {
  return api.post(
    `/api/customer/me/orders/${encodeURIComponent(orderId)}/reorder`,
    place,
    reorderResponseSchema,
  );
}
