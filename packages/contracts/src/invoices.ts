/**
 * Invoices (spec 2 §7): GET customer/me/orders/{id}/invoice answers the PDF ("binary, or
 * externalBrowser=true" for a download), POST …/invoice/email sends it by e-mail.
 */
import { z } from 'zod';
import { apiErrorSchema } from './errors.ts';

export const invoiceQuerySchema = z.object({
  /** true: answered as a download (Content-Disposition: attachment) for an outside browser. */
  externalBrowser: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** Without `email`, the invoice goes to the e-mail address of the customer's profile. */
export const invoiceEmailRequestSchema = z
  .object({ email: z.email().max(254).optional() })
  .nullish();

/** 202: where the invoice was sent. */
export const invoiceEmailResponseSchema = z.object({ email: z.string() });

export const invoiceErrorSchema = apiErrorSchema;

/** GET /api/dev/mail-outbox (development only). */
export const mailOutboxSchema = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      attachments: z.array(
        z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() }),
      ),
      sentAt: z.string(),
    }),
  ),
});
