/**
 * Signed callbacks, in the scheme Stripe uses: the header holds `t=<unix seconds>,v1=<hex>`,
 * where v1 is HMAC-SHA256 over "<t>.<raw body>" with the shared secret. Signing the timestamp
 * with the body lets the receiver refuse an old message even when the signature is genuine;
 * replays within the window are refused by event id elsewhere.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRefusedError } from './payment-gateway.ts';

/** How far a callback's timestamp may be from the receiver's clock. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

function digest(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signWebhook(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`;
}

export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | string[] | undefined,
  now: Date,
): void {
  if (typeof header !== 'string' || header.length > 1024) {
    throw new WebhookRefusedError('missing signature header');
  }
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    throw new WebhookRefusedError('malformed signature header');
  }
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookRefusedError('timestamp outside the tolerance window');
  }
  const expected = Buffer.from(digest(secret, timestamp, body), 'hex');
  const matches = signatures.some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookRefusedError('signature does not match');
}
