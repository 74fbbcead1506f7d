/**
 * The invoice as a PDF (spec 2 §7 "GET customer/me/orders/{id}/invoice … binary"): the
 * partner's legal details as seller, the order number and date, the lines with their
 * components, and the totals, in the customer's language and the locality's currency. Arabic
 * pages run right to left, with an embedded Arabic font.
 */
import PDFDocument from 'pdfkit';
import { formatPrice, isRtlLocale } from '@souk/core';
import type { InvoiceData } from './invoice-data.ts';
import { invoiceFonts } from './invoice-fonts.ts';
import { invoiceLabels } from './invoice-labels.ts';
import { PdfWriter } from './pdf-writer.ts';

const MARGIN = 50;

function collect(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export async function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const labels = invoiceLabels(data.lang);
  const money = (minor: number) => formatPrice(minor, data.currencyCode, data.lang);
  const minus = (minor: number) => `−${money(minor)}`;
  const rtl = isRtlLocale(data.lang);
  // "#" is a European terminator the bidi step leaves on the wrong side of the number in
  // Arabic, so right-to-left invoices show the bare number.
  const number = rtl ? data.orderNumber : `#${data.orderNumber}`;
  const title = `${labels.invoice} ${number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: data.lang,
    displayTitle: true,
    info: { Title: title, Author: data.seller.officialName, Creator: data.seller.platformName },
  });
  const done = collect(doc);
  const fonts = invoiceFonts();
  doc.registerFont('latin', fonts.latin);
  doc.registerFont('latin-bold', fonts.latinBold);
  doc.registerFont('arabic', fonts.arabic);
  doc.registerFont('arabic-bold', fonts.arabicBold);

  const w = new PdfWriter(doc, rtl ? 'rtl' : 'ltr', MARGIN);
  const full = w.contentWidth;
  const half = full / 2 - 10;

  // Seller on the start side, the invoice's title and number on the end side.
  const top = w.y;
  w.cell(data.seller.platformName, { x: 0, width: half, bold: true, size: 16 });
  w.cell(title, { x: half + 20, width: half, align: 'end', bold: true, size: 16 });
  w.y = top + 26;
  const seller = [
    `${labels.seller}: ${data.seller.officialName}`,
    data.seller.officialAddress,
    data.seller.certificate ? `${labels.registration}: ${data.seller.certificate}` : '',
    [data.seller.supportEmail, data.seller.supportPhone].filter(Boolean).join(' · '),
  ].filter(Boolean);
  const facts = [
    `${labels.order}: ${number}`,
    `${labels.date}: ${data.date}`,
    `${labels.payment}: ${data.paymentType === 'CASH' ? labels.cash : labels.card}`,
  ];
  const blockTop = w.y;
  let sellerHeight = 0;
  for (const line of seller) {
    w.y = blockTop + sellerHeight;
    sellerHeight += w.cell(line, { x: 0, width: half, size: 9, colour: '#444444' });
  }
  let factsHeight = 0;
  for (const line of facts) {
    w.y = blockTop + factsHeight;
    factsHeight += w.cell(line, { x: half + 20, width: half, align: 'end', size: 9 });
  }
  w.y = blockTop + Math.max(sellerHeight, factsHeight) + 12;

  w.row([{ text: `${labels.vendor}: ${data.vendorName}`, x: 0, width: full, bold: true }]);
  const where =
    data.receiptType === 'TAKEAWAY'
      ? labels.takeaway
      : `${labels.deliverTo}: ${data.address?.text ?? ''}`;
  w.row([{ text: where, x: 0, width: full, size: 9 }]);
  w.gap(10);

  // The lines: name (with components and comment), quantity, unit price, amount.
  const qtyX = full * 0.55;
  const priceX = full * 0.67;
  const amountX = full * 0.82;
  const columns = (name: string, qty: string, price: string, amount: string, bold = false) => [
    { text: name, x: 0, width: qtyX - 10, bold },
    { text: qty, x: qtyX, width: priceX - qtyX - 10, align: 'end' as const, bold },
    { text: price, x: priceX, width: amountX - priceX - 10, align: 'end' as const, bold },
    { text: amount, x: amountX, width: full - amountX, align: 'end' as const, bold },
  ];
  w.row(columns(labels.item, labels.quantity, '', labels.amount, true));
  w.rule();
  for (const line of data.lines) {
    w.ensureRoom(40);
    w.row(
      columns(
        line.name,
        String(line.count),
        money(line.originalPrice),
        money(line.originalPrice * line.count),
      ),
    );
    for (const component of line.components) {
      const count = component.count > 1 ? ` ×${component.count}` : '';
      w.row([
        {
          text: `+ ${component.name}${count}`,
          x: 12,
          width: qtyX - 22,
          size: 8.5,
          colour: '#555555',
        },
      ]);
    }
    if (line.comment) {
      w.row([{ text: line.comment, x: 12, width: qtyX - 22, size: 8.5, colour: '#555555' }]);
    }
    w.gap(3);
  }
  w.rule();

  // Totals: original prices, less discounts, plus delivery and tip, make the total.
  const product = data.discounts.find((discount) => discount.type === 'PRODUCT');
  const promo = data.discounts.find((discount) => discount.type === 'PROMO_CODE');
  const totals: [string, string][] = [[labels.subtotal, money(data.originalTotal)]];
  if (product && product.discountTotal > 0) {
    totals.push([labels.productDiscount, minus(product.discountTotal)]);
  }
  if (promo && promo.discountTotal > 0) {
    totals.push([`${labels.promoCode} ${data.promoCode ?? ''}`.trim(), minus(promo.discountTotal)]);
  }
  // A free-delivery code has already taken the delivery price down; it is named beside it.
  const freeDelivery = data.promoCode && !promo ? ` (${data.promoCode})` : '';
  totals.push([`${labels.delivery}${freeDelivery}`, money(data.deliveryTotal)]);
  if (data.tipAmount > 0) totals.push([labels.tip, money(data.tipAmount)]);
  w.ensureRoom(totals.length * 16 + 30);
  for (const [label, amount] of totals) {
    w.row([
      { text: label, x: full * 0.45, width: full * 0.35 },
      { text: amount, x: full * 0.8, width: full * 0.2, align: 'end' },
    ]);
  }
  w.gap(4);
  w.row([
    { text: labels.total, x: full * 0.45, width: full * 0.3, bold: true, size: 12 },
    {
      text: money(data.finalTotal),
      x: full * 0.75,
      width: full * 0.25,
      align: 'end',
      bold: true,
      size: 12,
    },
  ]);
  doc.end();
  return done;
}
