import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_STATUSES } from '@souk/core';
import { z } from 'zod';
import { ConsolePushNotifier } from './console-push-notifier.ts';
import type { PushNotifier } from './push-message.ts';

const pushOutboxSchema = z.object({
  messages: z.array(
    z.object({
      tokenEnd: z.string(),
      title: z.string(),
      body: z.string(),
      data: z.object({
        type: z.literal('ORDER_STATUS_UPDATE'),
        orderID: z.string(),
        status: z.enum(ORDER_STATUSES),
        link: z.string(),
      }),
      sentAt: z.string(),
    }),
  ),
});

/**
 * GET /api/dev/push-outbox: the latest notifications the console notifier "sent", newest first,
 * so a developer or a test sees what phones would get. app.ts registers it only outside
 * production; with FCM the list is empty.
 */
export const devPushOutboxRoutes: FastifyPluginAsyncZod<{ notifier: PushNotifier }> = async (
  app,
  { notifier },
) => {
  app.get(
    '/dev/push-outbox',
    {
      config: { partnerOptional: true },
      schema: {
        tags: ['dev'],
        summary: 'Development only: the latest push notifications, with their data and deep link',
        querystring: z.object({ orderID: z.uuid().optional() }),
        response: { 200: pushOutboxSchema },
      },
    },
    async (request) => {
      const entries = notifier instanceof ConsolePushNotifier ? notifier.outbox() : [];
      const { orderID } = request.query;
      return {
        messages: entries
          .filter((entry) => orderID === undefined || entry.data.orderID === orderID)
          .map((entry) => ({ ...entry, sentAt: entry.sentAt.toISOString() })),
      };
    },
  );
};
