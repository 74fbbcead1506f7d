import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { smsOutboxSchema } from '@souk/contracts';
import { normalizePhone } from '@souk/core/phone';
import { ConsoleSmsProvider } from './console-sms-provider.ts';
import type { SmsProvider } from './sms-provider.ts';

/**
 * GET /api/dev/sms-outbox: the latest codes the console provider "sent", newest first, so a
 * developer or an end-to-end test can sign in offline. app.ts registers it only outside
 * production; with the HTTP provider the list is empty.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ sms: SmsProvider }> = async (
  app,
  { sms },
) => {
  app.get(
    '/dev/sms-outbox',
    {
      config: { partnerOptional: true },
      schema: {
        tags: ['dev'],
        summary: 'Development only: the latest sign-in SMS messages with their codes',
        /** `to` keeps only messages to that number ("+" may arrive as a space in a query). */
        querystring: z.object({ to: z.string().max(32).optional() }),
        response: { 200: smsOutboxSchema },
      },
    },
    async (request) => {
      const entries = sms instanceof ConsoleSmsProvider ? sms.outbox() : [];
      const to = request.query.to === undefined ? undefined : normalizePhone(request.query.to);
      return {
        messages: entries
          .filter((entry) => to === undefined || entry.to === to)
          .map((entry) => ({ ...entry, sentAt: entry.sentAt.toISOString() })),
      };
    },
  );
};
