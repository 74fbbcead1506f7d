/**
 * Spec 2 §7 "GET customer/me/orders/{id}/invoice — binary, or externalBrowser=true" and
 * "POST customer/me/orders/{id}/invoice/email". Only the order's customer gets its invoice
 * (404 for anybody else's).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invoiceEmailRequestSchema,
  invoiceEmailResponseSchema,
  invoiceErrorSchema,
  invoiceQuerySchema,
} from '@souk/contracts';
import { z } from 'zod';
import { requestLanguage } from '#api/http/i18n-text.ts';
import { customerOwner } from '#api/modules/sessions/customer-owner.ts';
import type { InvoiceService } from './invoice-service.ts';

const tags = ['orders'];
const orderIdParams = z.object({ id: z.uuid() });
const errors = { 400: invoiceErrorSchema, 401: invoiceErrorSchema, 404: invoiceErrorSchema };

export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (
  app,
  { invoices },
) => {
  app.get(
    '/customer/me/orders/:id/invoice',
    {
      schema: {
        tags,
        summary: 'The order’s invoice as a PDF, in the language of Accept-Language',
        description:
          'Shown inline (`Content-Disposition: inline`); with `externalBrowser=true` it is a ' +
          'download (`attachment`), for a browser outside the app.',
        params: orderIdParams,
        querystring: invoiceQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await invoices.invoice(
        customerOwner(request),
        request.params.id,
        (localityLang) => requestLanguage(request, localityLang),
      );
      const disposition = request.query.externalBrowser ? 'attachment' : 'inline';
      return reply
        .type('application/pdf')
        .header('content-disposition', `${disposition}; filename="${invoice.filename}"`)
        .header('content-language', invoice.data.lang)
        .send(invoice.pdf);
    },
  );

  app.post(
    '/customer/me/orders/:id/invoice/email',
    {
      schema: {
        tags,
        summary: 'E-mails the order’s invoice (PDF attached)',
        description:
          'To `email` when given, else to the e-mail address of the customer’s profile; ' +
          'without either, 400 with a field error on `email`.',
        params: orderIdParams,
        body: invoiceEmailRequestSchema,
        response: { 202: invoiceEmailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const to = await invoices.email(
        customerOwner(request),
        request.params.id,
        request.body?.email,
        (localityLang) => requestLanguage(request, localityLang),
      );
      return reply.code(202).send({ email: to });
    },
  );
};
