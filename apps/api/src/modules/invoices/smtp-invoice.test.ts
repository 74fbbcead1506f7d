/**
 * Architecture "e-mail (invoices) — SMTP via nodemailer, tested against a local SMTP server":
 * with MAIL_SMTP_URL set, POST …/invoice/email hands the message with its PDF to a real SMTP
 * server (smtp-server, on 127.0.0.1 at a free port) speaking the real protocol.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { CartTestApp } from '#api/modules/carts/cart-test-kit.ts';
import { RIGA_LUNCH } from '#api/modules/carts/cart-test-kit.ts';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import { createTestApp } from '#api/test/test-app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

function startSmtpServer(received: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The Subject header, with MIME encoded words (RFC 2047) decoded. */
function subjectOf(raw: string): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return folded
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => `%${code}`),
            'latin1',
          )
            .toString('latin1')
            .replace(/%[0-9A-F]{2}(?:%[0-9A-F]{2})*/gi, (escaped) => decodeURIComponent(escaped)),
    );
}

describe('invoice e-mail over SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let t: CartTestApp;

  beforeAll(async () => {
    server = await startSmtpServer(received);
    const { port } = server.server.address() as AddressInfo;
    const app = await createTestApp({
      target: 'pglite',
      now: () => RIGA_LUNCH,
      env: {
        MAIL_SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Souk Invoices <invoices@souk.example>',
      },
    });
    t = Object.assign(app, { setNow: () => undefined });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('the SMTP server receives the message with the PDF attached', async () => {
    const shopper = await shopperWithCart(t);
    const order = placedOrder(await shopper.place());
    const res = await shopper.call(
      'POST',
      `/api/customer/me/orders/${order.orderId}/invoice/email`,
      { email: 'customer@example.com' },
      { 'accept-language': 'fr' },
    );
    expect(res.statusCode, res.body).toBe(202);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('invoices@souk.example');
    expect(mail?.to).toEqual(['customer@example.com']);
    const raw = mail!.raw;
    expect(subjectOf(raw)).toBe(`Facture de la commande n° ${order.orderNumber}`);
    expect(raw).toContain(`filename=invoice-${order.orderNumber}.pdf`);
    // The attachment's base64 body begins with "%PDF-".
    const attachment = raw.split(/Content-Type: application\/pdf/)[1] ?? '';
    const body = attachment.split(/\r?\n\r?\n/)[1] ?? '';
    const pdf = Buffer.from(body.replace(/\s+/g, ''), 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5000);

    // With SMTP configured, the dev outbox keeps nothing.
    expect((await t.get('/api/dev/mail-outbox')).json()).toEqual({ messages: [] });
  });
});
