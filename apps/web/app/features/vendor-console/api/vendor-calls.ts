/**
 * The vendor console's calls, one function each, typed by the contracts. The staff session rides
 * in its httpOnly cookie, so no token is ever kept by page scripts.
 */
import { logoutResponseSchema, phoneConfirmationSentSchema } from '@souk/contracts';
import {
  boardOrderResponseSchema,
  orderEditedResponseSchema,
  vendorBoardSchema,
  vendorProductSchema,
  vendorProductsSchema,
  vendorStaffMeSchema,
  vendorStaffSessionSchema,
  type EditOrderBody,
} from '@souk/contracts/vendor-console';
import { browserApi } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

export type OrderAction = 'start-preparing' | 'ready' | 'hand-over';

export function vendorCalls(config: ClientConfig) {
  const api = browserApi(config);
  const vendor = (vendorId: string) => `/api/vendor/vendors/${vendorId}` as const;
  const order = (vendorId: string, orderId: string) =>
    `${vendor(vendorId)}/orders/${orderId}` as const;
  return {
    me: () => api.get('/api/vendor/me', vendorStaffMeSchema),
    sendCode: (phone: string) =>
      api.post(
        `/api/vendor/auth/sendPhoneConfirmation?phone=${encodeURIComponent(phone)}`,
        {},
        phoneConfirmationSentSchema,
      ),
    login: (phone: string, token: string) =>
      api.post('/api/vendor/auth/login', { phone, token }, vendorStaffSessionSchema),
    logout: () => api.post('/api/vendor/auth/logout', {}, logoutResponseSchema),
    board: (vendorId: string, signal?: AbortSignal) =>
      api.get(`${vendor(vendorId)}/orders`, vendorBoardSchema, { signal }),
    accept: (vendorId: string, orderId: string, preparationMinutes: number) =>
      api.post(
        `${order(vendorId, orderId)}/accept`,
        { preparationMinutes },
        boardOrderResponseSchema,
      ),
    decline: (vendorId: string, orderId: string, reason: string) =>
      api.post(`${order(vendorId, orderId)}/decline`, { reason }, boardOrderResponseSchema),
    act: (vendorId: string, orderId: string, action: OrderAction) =>
      api.post(`${order(vendorId, orderId)}/${action}`, {}, boardOrderResponseSchema),
    edit: (vendorId: string, orderId: string, body: EditOrderBody) =>
      api.post(`${order(vendorId, orderId)}/edit`, body, orderEditedResponseSchema),
    setPaused: (vendorId: string, paused: boolean) =>
      api.put(`${vendor(vendorId)}/pause`, { paused }, vendorBoardSchema.shape.vendor),
    products: (vendorId: string) => api.get(`${vendor(vendorId)}/products`, vendorProductsSchema),
    setAvailable: (vendorId: string, productId: string, available: boolean) =>
      api.put(
        `${vendor(vendorId)}/products/${productId}/availability`,
        { available },
        vendorProductSchema,
      ),
  };
}

export type VendorCalls = ReturnType<typeof vendorCalls>;
