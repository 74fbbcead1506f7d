/**
 * GET /service/courier/order/{code} (spec 2 §7): a signed-in courier looks an order up by the
 * number the vendor or customer reads out. The courier sees what a handover needs — where it
 * comes from and goes to, what to collect in cash — and only orders of their own partner.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courierOrderSchema, orderErrorSchema } from '@souk/contracts';
import { isOrderStatus } from '@souk/core';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#api/db/client.ts';
import { orders } from '#api/db/schema/index.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';
import { requireCourier } from '#api/modules/sessions/session-context.ts';
import { orderNotFound } from './order-errors.ts';

const codeParams = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, 'Expected an order number'),
});

export const courierOrderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/service/courier/order/:code',
    {
      schema: {
        tags: ['courier'],
        summary: 'A courier looks an order up by its number',
        params: codeParams,
        response: {
          200: courierOrderSchema,
          400: orderErrorSchema,
          401: orderErrorSchema,
          404: orderErrorSchema,
        },
      },
    },
    async (request) => {
      requireCourier(request);
      const partnerId = requirePartner(request).id;
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.number, Number(request.params.code)), eq(orders.partnerId, partnerId)))
        .limit(1);
      if (!row) throw orderNotFound();
      if (!isOrderStatus(row.status)) throw new Error(`order ${row.id} has status ${row.status}`);
      return {
        orderNumber: String(row.number),
        status: row.status,
        receiptType: row.receiptType,
        vendorName: row.vendorName,
        address: row.address?.text ?? null,
        itemsCount: row.lines.reduce((sum, line) => sum + line.count, 0),
        // What the courier collects at the door: the whole total for cash, nothing otherwise.
        cashToCollect: row.paymentType === 'CASH' ? row.finalTotal : 0,
        currencyCode: row.currencyCode,
      };
    },
  );
};
