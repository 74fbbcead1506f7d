import type { Address } from '@souk/contracts/address';
import { getAddresses } from '#app/lib/api/get-addresses.ts';
import {
  applyPromoCodeResponseSchema,
  cartResponseSchema,
  createCartResponseSchema,
  type AddCartItemRequest,
  type ApplyPromoCodeResponse,
  type CartResponse,
  type CreateCartRequest,
  type CreateCartResponse,
  type UpdateCartItemRequest,
  type UpdateCartRequest,
  type UserCartResponse,
} from '@souk/contracts/cart';
import { getUserCart } from './get-user-cart.ts';
import { browserApi, type ApiClient } from '#app/lib/api-client.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';

const id = encodeURIComponent;

/**
 * The cart calls of spec 2 §7, each answering the whole cart (see contracts/cart.ts). Paths
 * carry ids the server issued; they are still encoded so a tampered local value cannot
 * address another route.
 */
export function cartCalls(config: ClientConfig) {
  const api: ApiClient = browserApi(config);
  return {
    create: (body: CreateCartRequest): Promise<CreateCartResponse> =>
      api.post('/api/carts', body, createCartResponseSchema),
    get: (cartId: string): Promise<CartResponse> =>
      api.get(`/api/carts/${id(cartId)}`, cartResponseSchema),
    userCart: (): Promise<UserCartResponse> => getUserCart(api),
    update: (cartId: string, body: UpdateCartRequest): Promise<CartResponse> =>
      api.put(`/api/carts/${id(cartId)}`, body, cartResponseSchema),
    remove: (cartId: string): Promise<unknown> =>
      api.delete(`/api/carts/${id(cartId)}`, { parse: (value: unknown) => value }),
    clear: (cartId: string): Promise<CartResponse> =>
      api.put(`/api/carts/${id(cartId)}/clear`, {}, cartResponseSchema),
    cleanup: (cartId: string): Promise<CartResponse> =>
      api.post(`/api/carts/${id(cartId)}/cleanup`, {}, cartResponseSchema),
    tip: (cartId: string, tipAmount: number): Promise<CartResponse> =>
      api.patch(`/api/carts/${id(cartId)}/tip`, { tipAmount }, cartResponseSchema),
    addItem: (cartId: string, item: AddCartItemRequest): Promise<CartResponse> =>
      api.post(`/api/carts/${id(cartId)}/products`, item, cartResponseSchema),
    updateItem: (
      vendorCartId: string,
      cartProductId: string,
      body: UpdateCartItemRequest,
    ): Promise<CartResponse> =>
      api.put(
        `/api/carts/${id(vendorCartId)}/products/${id(cartProductId)}`,
        body,
        cartResponseSchema,
      ),
    removeItem: (vendorCartId: string, cartProductId: string): Promise<CartResponse> =>
      api.delete(
        `/api/carts/${id(vendorCartId)}/products/${id(cartProductId)}`,
        cartResponseSchema,
      ),
    cutlery: (vendorCartId: string, cutlery: number): Promise<CartResponse> =>
      api.put(`/api/carts/${id(vendorCartId)}/cutlery`, { cutlery }, cartResponseSchema),
    applyPromoCode: (cartId: string, code: string): Promise<ApplyPromoCodeResponse> =>
      api.post(`/api/carts/${id(cartId)}/promo-code`, { code }, applyPromoCodeResponseSchema),
    removePromoCode: (cartId: string): Promise<CartResponse> =>
      api.delete(`/api/carts/${id(cartId)}/promo-code`, cartResponseSchema),
    /** The signed-in customer's saved addresses, for the address check before checkout. */
    savedAddresses: (): Promise<Address[]> => getAddresses(api),
  };
}

export type CartCalls = ReturnType<typeof cartCalls>;
