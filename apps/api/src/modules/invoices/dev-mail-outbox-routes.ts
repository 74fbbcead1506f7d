import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOutboxSchema } from '@souk/contracts';
import { OutboxMailTransport } from './mail-transport.ts';
import type { MailTransport } from './mail-transport.ts';

/**
 * GET /api/dev/mail-outbox: the latest e-mails the outbox transport kept, newest first, so a
 * developer or an end-to-end test sees an invoice e-mail offline. app.ts registers it only
 * outside production; with SMTP configured the list is empty.
 */
export const devMailOutboxRoutes: FastifyPluginAsyncZod<{ mail: MailTransport }> = async (
  app,
  { mail },
) => {
  app.get(
    '/dev/mail-outbox',
    {
      config: { partnerOptional: true },
      schema: {
        tags: ['dev'],
        summary: 'Development only: the latest e-mails (invoices) with their attachments',
        response: { 200: mailOutboxSchema },
      },
    },
    async () => ({
      messages: (mail instanceof OutboxMailTransport ? mail.outbox() : []).map((entry) => ({
        ...entry,
        sentAt: entry.sentAt.toISOString(),
      })),
    }),
  );
};
