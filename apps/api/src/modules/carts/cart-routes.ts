/**
 * Spec 2 §7 "Cart" under /api, plus the signed-in customer's cart. Every answer is the whole
 * cart with its validation result; refusals are 4xx with a `type` (see CART_ERROR_TYPES).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InvalidProduct } from '@souk/contracts';
import {
  addCartItemRequestSchema,
  cartErrorSchema,
  applyPromoCodeRequestSchema,
  applyPromoCodeResponseSchema,
  cartIdParamsSchema,
  cartIdProductsParamsSchema,
  cartResponseSchema,
  createCartRequestSchema,
  createCartResponseSchema,
  updateCartItemRequestSchema,
  updateCartRequestSchema,
  updateCutleryRequestSchema,
  updateTipRequestSchema,
  userCartResponseSchema,
  vendorCartLineParamsSchema,
  vendorCartParamsSchema,
} from '@souk/contracts';
import { requestLanguage } from '#api/http/i18n-text.ts';
import { requireCustomer } from '#api/modules/sessions/session-context.ts';
import { applyPromoCode, removePromoCode } from './apply-promo-code.ts';
import { cartAnswerJson } from './cart-answer-json.ts';
import type { CartDeps } from './cart-context.ts';
import { cartNotFound } from './cart-errors.ts';
import { addItem, removeItem, setCutlery, updateItem } from './cart-items.ts';
import { mergeGuestCart } from './cart-merge.ts';
import { cartOwner } from './cart-owner.ts';
import type { CartReader } from './cart-reader.ts';
import { customerCart } from './cart-repository.ts';
import { cleanupCart, clearCart, deleteCart, setTip, updateCart } from './cart-settings.ts';
import { createCart } from './create-cart.ts';
import { clearGuestCookie, setGuestCookie, wantsTokenInBody } from './guest-credential.ts';

export interface CartRoutesOptions {
  deps: CartDeps;
  reader: CartReader;
  /**
   * Send answers as built instead of checking them against the response schemas on the way out.
   * The cart view is assembled field by field into the contract's types, and development and
   * tests keep the check (so a drift fails there); in production the check costs more than the
   * rest of a cart read. The answers are then serialised by cartAnswerJson, which reuses the
   * suggested products' JSON.
   */
  trustedResponses?: boolean;
}

const errors = { 400: cartErrorSchema, 401: cartErrorSchema, 404: cartErrorSchema };
const tags = ['cart'];

export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (app, options) => {
  const { deps, reader } = options;
  if (options.trustedResponses) {
    app.setSerializerCompiler(() => cartAnswerJson);
  }
  const pickLang = (request: FastifyRequest) => (localityLang: string) =>
    requestLanguage(request, localityLang);

  async function answer(request: FastifyRequest, cartId: string, capped: InvalidProduct[] = []) {
    const body = await reader.response(cartId, pickLang(request), capped);
    if (!body) throw cartNotFound();
    return body;
  }

  // Sign-in happened since the guest cart was made: it becomes the customer's, once.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const owner = cartOwner(request);
    if (!owner.customerId || !owner.guestHash) return;
    await mergeGuestCart(deps, owner);
    clearGuestCookie(request, reply);
  });

  app.post(
    '/carts',
    {
      schema: {
        tags,
        summary: 'Create the cart (or return the one the caller already has in this locality)',
        body: createCartRequestSchema,
        response: { 200: createCartResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createCart(deps, cartOwner(request), request.body);
      if (created.guestToken) setGuestCookie(request, reply, created.guestToken);
      const body = await answer(request, created.cartId);
      return {
        ...body,
        cartId: created.cartId,
        guestToken: wantsTokenInBody(request) ? created.guestToken : null,
      };
    },
  );

  app.get(
    '/carts/:id',
    {
      schema: {
        tags,
        summary: 'The cart and its validation result',
        params: cartIdParamsSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Reading is checked like writing: somebody else's cart is "not found".
      if (options.trustedResponses) {
        const json = await reader.currentJson(
          request.params.id,
          pickLang(request),
          cartOwner(request),
        );
        if (!json) throw cartNotFound();
        // Bytes made by cartAnswerJson from a CartResponse, which the schema types cannot see.
        return reply.type('application/json; charset=utf-8').send(json as never);
      }
      const body = await reader.current(request.params.id, pickLang(request), cartOwner(request));
      if (!body) throw cartNotFound();
      return body;
    },
  );

  app.put(
    '/carts/:id',
    {
      schema: {
        tags,
        summary: 'Receipt type, payment, address or location, preorder time',
        params: cartIdParamsSchema,
        body: updateCartRequestSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updateCart(deps, cartOwner(request), request.params.id, request.body);
      return answer(request, request.params.id);
    },
  );

  app.delete(
    '/carts/:id',
    { schema: { tags, summary: 'Delete the cart', params: cartIdParamsSchema } },
    async (request, reply) => {
      await deleteCart(deps, cartOwner(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/carts/:id/tip',
    {
      schema: {
        tags,
        summary: 'Set the tip (minor units, within the locality tipSettings)',
        params: cartIdParamsSchema,
        body: updateTipRequestSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      await setTip(deps, cartOwner(request), request.params.id, request.body.tipAmount);
      return answer(request, request.params.id);
    },
  );

  app.post(
    '/carts/:id/cleanup',
    {
      schema: {
        tags,
        summary: 'Remove invalid products and vendors',
        params: cartIdParamsSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      await cleanupCart(deps, cartOwner(request), request.params.id, (tx, whole) =>
        reader.validate(tx, whole),
      );
      return answer(request, request.params.id);
    },
  );

  app.put(
    '/carts/:id/clear',
    {
      schema: {
        tags,
        summary: 'Remove every product',
        params: cartIdParamsSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      await clearCart(deps, cartOwner(request), request.params.id);
      return answer(request, request.params.id);
    },
  );

  app.post(
    '/carts/:cartId/products',
    {
      schema: {
        tags,
        summary: 'Add a product with its options and comment',
        params: cartIdProductsParamsSchema,
        body: addCartItemRequestSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const outcome = await addItem(deps, cartOwner(request), request.params.cartId, request.body);
      return reader.answer(outcome.whole, pickLang(request), outcome.capped);
    },
  );

  app.put(
    '/carts/:vendorCartId/products/:productId',
    {
      schema: {
        tags,
        summary: 'Change the count (0 removes) or comment of a line',
        description: "`vendorCartId` is a vendor cart id, `productId` the line's cartProductId.",
        params: vendorCartLineParamsSchema,
        body: updateCartItemRequestSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { vendorCartId, productId } = request.params;
      const outcome = await updateItem(
        deps,
        cartOwner(request),
        vendorCartId,
        productId,
        request.body,
      );
      return answer(request, outcome.cartId, outcome.capped);
    },
  );

  app.delete(
    '/carts/:vendorCartId/products/:productId',
    {
      schema: {
        tags,
        summary: 'Remove a line',
        description: "`vendorCartId` is a vendor cart id, `productId` the line's cartProductId.",
        params: vendorCartLineParamsSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { vendorCartId, productId } = request.params;
      const outcome = await removeItem(deps, cartOwner(request), vendorCartId, productId);
      return answer(request, outcome.cartId);
    },
  );

  app.put(
    '/carts/:vendorCartId/cutlery',
    {
      schema: {
        tags,
        summary: 'Utensils for a vendor cart (0..utensils.maxCount)',
        params: vendorCartParamsSchema,
        body: updateCutleryRequestSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const outcome = await setCutlery(
        deps,
        cartOwner(request),
        request.params.vendorCartId,
        request.body.cutlery,
      );
      return answer(request, outcome.cartId);
    },
  );

  app.post(
    '/carts/:id/promo-code',
    {
      schema: {
        tags,
        summary: 'Apply a promo code (result DOES_NOT_APPLY, NOT_FOUND, OK, OUTDATED or UTILIZED)',
        params: cartIdParamsSchema,
        body: applyPromoCodeRequestSchema,
        response: { 200: applyPromoCodeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await applyPromoCode(
        deps,
        reader,
        cartOwner(request),
        request.params.id,
        request.body.code,
      );
      return { ...(await answer(request, request.params.id)), result };
    },
  );

  app.delete(
    '/carts/:id/promo-code',
    {
      schema: {
        tags,
        summary: 'Remove the promo code',
        params: cartIdParamsSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removePromoCode(deps, cartOwner(request), request.params.id);
      return answer(request, request.params.id);
    },
  );

  app.get(
    '/customer/me/cart',
    {
      schema: {
        tags,
        summary: "The signed-in customer's cart (null when they have none)",
        response: { 200: userCartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = requireCustomer(request);
      const owner = cartOwner(request);
      const row = await customerCart(deps.db, owner.partnerId, customerId);
      if (!row) return { cart: null, validateCartResult: null };
      return answer(request, row.id);
    },
  );
};
