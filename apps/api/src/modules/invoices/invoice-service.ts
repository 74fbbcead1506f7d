/** Builds a customer's invoice from the frozen order, and e-mails it. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { customers, localities, orders, partners } from '#api/db/schema/index.ts';
import { ApiError } from '#api/http/api-error.ts';
import { orderNotFound } from '#api/modules/orders/order-errors.ts';
import type { CustomerOwner } from '#api/modules/sessions/customer-owner.ts';
import type { InvoiceData } from './invoice-data.ts';
import { invoiceLabels } from './invoice-labels.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { MailTransport } from './mail-transport.ts';

export interface InvoiceFile {
  filename: string;
  pdf: Buffer;
  data: InvoiceData;
}

export class InvoiceService {
  constructor(private readonly options: { db: Db; mail: MailTransport }) {}

  /** The order as an invoice; `pickLang` gets the locality's language as the fallback. */
  async invoice(
    owner: CustomerOwner,
    orderId: string,
    pickLang: (localityLang: string) => string,
  ): Promise<InvoiceFile & { customerEmail: string | null }> {
    const [found] = await this.options.db
      .select({
        order: orders,
        partner: partners,
        lang: localities.lang,
        timeZone: localities.timeZone,
        customerEmail: customers.email,
      })
      .from(orders)
      .innerJoin(partners, eq(partners.id, orders.partnerId))
      .innerJoin(localities, eq(localities.id, orders.localityId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.customerId, owner.customerId),
          eq(orders.partnerId, owner.partnerId),
        ),
      )
      .limit(1);
    if (!found) throw orderNotFound();
    const { order, partner } = found;
    const lang = pickLang(found.lang);
    const data: InvoiceData = {
      lang,
      seller: {
        platformName: partner.platformName,
        officialName: partner.officialName,
        officialAddress: partner.officialAddress,
        certificate: partner.certificate,
        supportEmail: partner.supportEmail,
        supportPhone: partner.supportPhone,
      },
      orderNumber: String(order.number),
      date: new Intl.DateTimeFormat(lang, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: found.timeZone,
      }).format(order.createdAt),
      vendorName: order.vendorName,
      receiptType: order.receiptType,
      address: order.address,
      paymentType: order.paymentType,
      currencyCode: order.currencyCode,
      lines: order.lines,
      originalTotal: order.originalTotal,
      discounts: order.discounts,
      promoCode: order.promoCode,
      deliveryTotal: order.deliveryTotal,
      tipAmount: order.tipAmount,
      finalTotal: order.finalTotal,
    };
    return {
      filename: `invoice-${order.number}.pdf`,
      pdf: await renderInvoicePdf(data),
      data,
      customerEmail: found.customerEmail,
    };
  }

  /** E-mails the invoice to `email`, else to the customer's own address; answers where it went. */
  async email(
    owner: CustomerOwner,
    orderId: string,
    email: string | undefined,
    pickLang: (localityLang: string) => string,
  ): Promise<string> {
    const invoice = await this.invoice(owner, orderId, pickLang);
    const to = email ?? invoice.customerEmail;
    if (!to) {
      throw new ApiError(400, 'validation', 'Give an e-mail address to send the invoice to', {
        fieldErrors: [{ field: 'email', message: 'Required: the profile has no e-mail address' }],
      });
    }
    const labels = invoiceLabels(invoice.data.lang);
    await this.options.mail.send({
      to,
      subject: labels.mailSubject.replace('{number}', invoice.data.orderNumber),
      text: labels.mailBody,
      attachments: [
        { filename: invoice.filename, contentType: 'application/pdf', content: invoice.pdf },
      ],
    });
    return to;
  }
}
