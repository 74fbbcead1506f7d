/**
 * The vendor console's order board and store controls under /vendor/vendors/{vendorId}. The
 * vendor in the path must be the signed-in staff member's own: another one answers 404, as do
 * its orders and products; without a staff session every call is 401.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptOrderBodySchema,
  boardOrderResponseSchema,
  declineOrderBodySchema,
  editOrderBodySchema,
  orderEditedResponseSchema,
  pauseBodySchema,
  productAvailabilityBodySchema,
  productAvailabilityParamsSchema,
  vendorBoardSchema,
  vendorConsoleErrorSchema,
  vendorOrderParamsSchema,
  vendorParamsSchema,
  vendorProductSchema,
  vendorProductsSchema,
} from '@souk/contracts/vendor-console';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { requirePartner } from '#api/modules/partners/partner-context.ts';
import type { VendorScope } from './board-repository.ts';
import type { OrderActions } from './order-actions.ts';
import type { OrderEdits } from './order-edits.ts';
import { requireOwnVendor } from './staff-context.ts';
import type { StoreControls } from './store-controls.ts';

export interface VendorConsoleRoutesOptions {
  actions: OrderActions;
  edits: OrderEdits;
  store: StoreControls;
}

const errors = {
  400: vendorConsoleErrorSchema,
  401: vendorConsoleErrorSchema,
  404: vendorConsoleErrorSchema,
};
/** Capturing a card on accept can meet a refusing (502) or unreachable (503) gateway. */
const gatewayErrors = { 502: vendorConsoleErrorSchema, 503: vendorConsoleErrorSchema };
const emptyBody = z.strictObject({}).optional();

function scopeOf(request: FastifyRequest, vendorId: string): VendorScope & { staffId: string } {
  const staff = requireOwnVendor(request, vendorId);
  return { partnerId: requirePartner(request).id, vendorId, staffId: staff.id };
}

export const vendorConsoleRoutes: FastifyPluginAsyncZod<VendorConsoleRoutesOptions> = async (
  app,
  { actions, edits, store },
) => {
  const base = '/vendor/vendors/:vendorId';
  const order = `${base}/orders/:orderId`;

  app.get(
    `${base}/orders`,
    {
      schema: {
        tags: ['vendor'],
        summary: "The vendor's live board: new, accepted, preparing and ready orders",
        params: vendorParamsSchema,
        response: { 200: vendorBoardSchema, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request, request.params.vendorId);
      const [vendor, orders] = await Promise.all([
        store.state(scope.vendorId),
        actions.board(scope),
      ]);
      return { vendor, orders };
    },
  );

  app.post(
    `${order}/accept`,
    {
      schema: {
        tags: ['vendor'],
        summary: 'Accepts an order with the minutes the kitchen needs (captures a card payment)',
        params: vendorOrderParamsSchema,
        body: acceptOrderBodySchema,
        response: { 200: boardOrderResponseSchema, ...errors, ...gatewayErrors },
      },
    },
    async (request) => {
      const scope = scopeOf(request, request.params.vendorId);
      const { orderId } = request.params;
      return { order: await actions.accept(scope, orderId, request.body.preparationMinutes) };
    },
  );

  app.post(
    `${order}/decline`,
    {
      schema: {
        tags: ['vendor'],
        summary: 'Declines an order with a reason (a card payment is given back)',
        params: vendorOrderParamsSchema,
        body: declineOrderBodySchema,
        response: { 200: boardOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request, request.params.vendorId);
      return { order: await actions.decline(scope, request.params.orderId, request.body.reason) };
    },
  );

  const simpleActions = [
    ['start-preparing', 'Starts preparing an accepted order', 'startPreparing'],
    ['ready', 'Marks an order ready: for pickup, or for its courier', 'ready'],
    ['hand-over', 'Hands an order over: collected, or given to the courier', 'handOver'],
  ] as const;
  for (const [path, summary, method] of simpleActions) {
    app.post(
      `${order}/${path}`,
      {
        schema: {
          tags: ['vendor'],
          summary,
          params: vendorOrderParamsSchema,
          body: emptyBody,
          response: { 200: boardOrderResponseSchema, ...errors },
        },
      },
      async (request) => {
        const scope = scopeOf(request, request.params.vendorId);
        return { order: await actions[method](scope, request.params.orderId) };
      },
    );
  }

  app.post(
    `${order}/edit`,
    {
      schema: {
        tags: ['vendor'],
        summary:
          'Lowers line counts or removes lines of an accepted order; the customer is told and a card gets the difference back',
        params: vendorOrderParamsSchema,
        body: editOrderBodySchema,
        response: { 200: orderEditedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request, request.params.vendorId);
      return edits.edit(scope, request.params.orderId, request.body.changes, scope.staffId);
    },
  );

  app.put(
    `${base}/pause`,
    {
      schema: {
        tags: ['vendor'],
        summary: 'Pauses the store (off the storefront at once) or resumes it',
        params: vendorParamsSchema,
        body: pauseBodySchema,
        response: { 200: vendorBoardSchema.shape.vendor, ...errors, 409: vendorConsoleErrorSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request, request.params.vendorId);
      return store.setPaused(scope.vendorId, scope.staffId, request.body.paused);
    },
  );

  app.get(
    `${base}/products`,
    {
      schema: {
        tags: ['vendor'],
        summary: "The vendor's products and whether each is available",
        params: vendorParamsSchema,
        response: { 200: vendorProductsSchema, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request, request.params.vendorId);
      return { products: await store.products(scope.vendorId) };
    },
  );

  app.put(
    `${base}/products/:productId/availability`,
    {
      schema: {
        tags: ['vendor'],
        summary: 'Marks a product sold out, or available again, on the storefront at once',
        params: productAvailabilityParamsSchema,
        body: productAvailabilityBodySchema,
        response: { 200: vendorProductSchema, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request, request.params.vendorId);
      const { productId } = request.params;
      return store.setAvailable(scope.vendorId, productId, request.body.available);
    },
  );
};
