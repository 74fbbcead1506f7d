/**
 * The invoice PDF itself: a real PDF with its text in the customer's language, the embedded
 * fonts it needs, and Arabic shaped and laid out right to left.
 */
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { InvoiceData } from './invoice-data.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

const seller = {
  platformName: 'Souk',
  officialName: 'Souk Marketplace SIA',
  officialAddress: 'Brīvības iela 1, Rīga, LV-1010',
  certificate: 'LV40000000000',
  supportEmail: 'help@souk.example',
  supportPhone: '+371 20 000 000',
};

const order: InvoiceData = {
  lang: 'en',
  seller,
  orderNumber: '1042',
  date: '25 November 2026 at 13:00',
  vendorName: 'Pizzeria Milano',
  receiptType: 'DELIVERY',
  address: { text: 'Brīvības iela 45, Rīga, 12', latitude: 56.9, longitude: 24.1 },
  paymentType: 'CASH',
  currencyCode: 'EUR',
  lines: [
    {
      name: 'Margherita',
      count: 2,
      originalPrice: 950,
      comment: 'No basil',
      components: [
        { groupId: 'g', componentId: 'c', name: 'Extra mozzarella', count: 1, price: 150 },
      ],
    },
  ],
  originalTotal: 1900,
  discounts: [
    { type: 'PRODUCT', discountTotal: 100 },
    { type: 'PROMO_CODE', discountTotal: 200 },
  ],
  promoCode: 'WELCOME',
  deliveryTotal: 299,
  tipAmount: 100,
  finalTotal: 1999,
};

/** The page's text as pdf.js reads it back, and the names of the fonts it uses. */
async function readBack(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) texts.push(item.str);
  }
  return { pages: document.numPages, text: texts.join(' ') };
}

describe('invoice PDF', () => {
  it('is a PDF with the seller, the number, the lines and the totals in English and euros', async () => {
    const pdf = await renderInvoicePdf(order);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await readBack(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'Invoice #1042',
      'Souk Marketplace SIA',
      'Registration: LV40000000000',
      'Pizzeria Milano',
      'Margherita',
      'Extra mozzarella',
      '€9.50',
      '€19.00',
      'Subtotal',
      '−€1.00',
      'Promo code WELCOME',
      '−€2.00',
      '€2.99',
      'Tip',
      '€19.99',
      'Cash',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
  });

  it('Latvian and Russian labels come out in their own letters (embedded Noto Sans)', async () => {
    const lv = await readBack(await renderInvoicePdf({ ...order, lang: 'lv' }));
    expect(lv.text).toContain('Rēķins #1042');
    expect(lv.text).toContain('Kopā');
    const ru = await readBack(
      await renderInvoicePdf({ ...order, lang: 'ru', currencyCode: 'EUR' }),
    );
    expect(ru.text).toContain('Счёт #1042');
    expect(ru.text).toContain('Итого');
  });

  it('Arabic embeds the Arabic font, shapes the words and lays them out right to left', async () => {
    const pdf = await renderInvoicePdf({
      ...order,
      lang: 'ar',
      currencyCode: 'KWD',
      vendorName: 'مطعم الكويت',
      lines: [{ ...order.lines[0]!, name: 'كبسة دجاج', components: [] }],
    });
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic-Bold/);
    const { text } = await readBack(pdf);
    // pdf.js maps the shaped glyphs back to letters in reading order (it loses the spaces
    // inside a run, and spells the lam-alef ligature alef first, so single words are checked).
    for (const word of ['فاتورة', 'الصنف', 'الكمية', 'المبلغ', 'التوصيل', 'كبسة', 'الكويت']) {
      expect(text).toContain(word);
    }
    expect(text).toContain('1042');
  });

  it('Arabic headings sit on the right edge, English ones on the left', async () => {
    const position = async (lang: string, label: string) => {
      const pdf = await renderInvoicePdf({ ...order, lang });
      const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
      const page = await document.getPage(1);
      const content = await page.getTextContent();
      const item = content.items.find((entry) => 'str' in entry && entry.str.includes(label));
      if (!item || !('transform' in item)) throw new Error(`${label} not found`);
      return { x: item.transform[4] as number, width: item.width, pageWidth: page.view[2]! };
    };
    const en = await position('en', 'Souk');
    expect(en.x).toBeLessThan(60);
    const ar = await position('ar', 'Souk');
    expect(ar.x + ar.width).toBeGreaterThan(ar.pageWidth - 60);
  });
});
