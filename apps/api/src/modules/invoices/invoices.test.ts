/**
 * Spec 2 §7 "GET customer/me/orders/{id}/invoice — binary, or externalBrowser=true" and
 * "POST customer/me/orders/{id}/invoice/email"; spec 2 §6 "Logged-in customer: … invoices".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { apiErrorSchema, mailOutboxSchema } from '@souk/contracts';
import * as schema from '#api/db/schema/index.ts';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { createCartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { testTargets } from '#api/test/test-database.ts';

async function pdfText(body: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(body) }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

describe.each(testTargets)('invoices on %s', (target) => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await createCartTestApp(target);
  });
  afterAll(() => t.close());

  it('answers the order as a PDF, inline, in the language asked for', async () => {
    const shopper = await shopperWithCart(t);
    const order = placedOrder(await shopper.place());
    const url = `/api/customer/me/orders/${order.orderId}/invoice`;

    const res = await shopper.call('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="invoice-${order.orderNumber}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Invoice #${order.orderNumber}`);
    expect(text).toContain(order.vendorName);
    expect(text).toContain(order.items.products[0]!.name);

    const lv = await shopper.call('GET', url, undefined, { 'accept-language': 'lv' });
    expect(lv.headers['content-language']).toBe('lv');
    expect(await pdfText(lv.rawPayload)).toContain(`Rēķins #${order.orderNumber}`);
  });

  it('externalBrowser=true makes it a download; Arabic embeds the Arabic font', async () => {
    const shopper = await shopperWithCart(t);
    const order = placedOrder(await shopper.place());
    const url = `/api/customer/me/orders/${order.orderId}/invoice`;
    const download = await shopper.call('GET', `${url}?externalBrowser=true`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${order.orderNumber}.pdf"`,
    );
    const arabic = await shopper.call('GET', url, undefined, { 'accept-language': 'ar' });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic/);
    expect(await pdfText(arabic.rawPayload)).toContain('فاتورة');
    const bad = await shopper.call('GET', `${url}?externalBrowser=yes`);
    expect(bad.statusCode).toBe(400);
  });

  it('e-mails it to the address given, or the profile’s; without either, 400 on email', async () => {
    const shopper = await shopperWithCart(t);
    const order = placedOrder(await shopper.place());
    const url = `/api/customer/me/orders/${order.orderId}/invoice/email`;

    const none = await shopper.call('POST', url, {});
    expect(none.statusCode).toBe(400);
    expect(apiErrorSchema.parse(none.json()).fieldErrors?.[0]?.field).toBe('email');
    const invalid = await shopper.call('POST', url, { email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(apiErrorSchema.parse(invalid.json()).fieldErrors?.[0]?.field).toBe('email');

    const given = await shopper.call('POST', url, { email: 'friend@example.com' });
    expect(given.statusCode, given.body).toBe(202);
    expect(given.json()).toEqual({ email: 'friend@example.com' });

    await t.database.db
      .update(schema.customers)
      .set({ email: 'me@example.com' })
      .where(eq(schema.customers.id, shopper.customerId));
    const own = await shopper.call('POST', url);
    expect(own.statusCode, own.body).toBe(202);
    expect(own.json()).toEqual({ email: 'me@example.com' });

    const outbox = mailOutboxSchema.parse((await t.get('/api/dev/mail-outbox')).json());
    const [latest, earlier] = outbox.messages;
    expect(latest?.to).toBe('me@example.com');
    expect(earlier?.to).toBe('friend@example.com');
    expect(latest?.subject).toBe(`Invoice for order #${order.orderNumber}`);
    expect(latest?.attachments).toEqual([
      {
        filename: `invoice-${order.orderNumber}.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number) as number,
      },
    ]);
    expect(latest!.attachments[0]!.size).toBeGreaterThan(5000);
  });

  it("nobody gets another customer's invoice (404); a bad id is 400, no session 401", async () => {
    const alice = await shopperWithCart(t);
    const bob = await shopperWithCart(t);
    const order = placedOrder(await alice.place());
    const base = `/api/customer/me/orders/${order.orderId}/invoice`;
    for (const [method, url] of [
      ['GET', base],
      ['POST', `${base}/email`],
    ] as const) {
      const res = await bob.call(
        method,
        url,
        method === 'POST' ? { email: 'b@example.com' } : undefined,
      );
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).type).toBe('OrderNotFoundException');
    }
    expect((await bob.call('GET', '/api/customer/me/orders/nope/invoice')).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: base })).statusCode).toBe(401);
  });
});

describe('the dev mail outbox in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp({
      target: 'pglite',
      seed: 'none',
      env: { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) },
    });
    try {
      expect((await t.get('/api/dev/mail-outbox')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
