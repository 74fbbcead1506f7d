/** Spec 2 §7 "GET /customer/me/promo-codes returns promoCodes": the codes the customer may use now. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, customerPromoCodesResponseSchema } from '@souk/contracts';
import type { Db } from '#api/db/client.ts';
import { requireCustomer } from '#api/modules/sessions/session-context.ts';
import { requirePartner } from '#api/modules/partners/partner-context.ts';
import { customerVisibleCodes, promoUsage } from './promo-code-repository.ts';

export const promoCodeRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/customer/me/promo-codes',
    {
      schema: {
        tags: ['cart'],
        summary: 'Promo codes the signed-in customer can use now',
        response: { 200: customerPromoCodesResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const customerId = requireCustomer(request);
      const partner = requirePartner(request);
      const at = now().getTime();
      const rows = await customerVisibleCodes(db, partner.id, customerId);
      const current = rows.filter(
        (row) =>
          (!row.validFrom || row.validFrom.getTime() <= at) &&
          (!row.validUntil || row.validUntil.getTime() >= at),
      );
      const promoCodes = [];
      for (const row of current) {
        const usage = await promoUsage(db, row.id, customerId);
        const left = [
          row.maxUses === null ? null : row.maxUses - usage.total,
          row.maxUsesPerCustomer === null ? null : row.maxUsesPerCustomer - usage.byCustomer,
        ].filter((value): value is number => value !== null);
        const usesLeft = left.length === 0 ? null : Math.max(0, Math.min(...left));
        if (usesLeft === 0) continue;
        promoCodes.push({
          code: row.code,
          type: row.type,
          value: row.type === 'FREE_DELIVERY' ? 0 : row.value,
          minCartTotal: row.minCartTotal,
          validUntil: row.validUntil?.toISOString() ?? null,
          vendorIds: row.vendorIds,
          personal: row.customerId !== null,
          usesLeft,
        });
      }
      return { promoCodes };
    },
  );
};
