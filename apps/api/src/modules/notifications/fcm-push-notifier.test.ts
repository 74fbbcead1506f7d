/**
 * The FCM HTTP v1 adapter against a fake Google on loopback (issue 13 part 8): the service
 * account's signed JWT is traded for an access token (once, then reused), each notification is
 * one messages:send with the token, the title and body and spec 2 §3's data, and a device FCM
 * reports UNREGISTERED loses its token. Driven by the app's own worker, as in production.
 */
import { createVerify, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerSessions, pushOutbox } from '#api/db/schema/index.ts';
import { placedOrder, shopperWithCart } from '#api/modules/orders/order-test-kit.ts';
import type { TrackingTestApp } from '#api/modules/tracking/tracking-test-kit.ts';
import { createTrackingTestApp } from '#api/modules/tracking/tracking-test-kit.ts';
import { testTargets } from '#api/test/test-database.ts';
import { FCM_SCOPE } from './fcm-push-notifier.ts';

const PROJECT = 'souk-demo-project';
const CLIENT_EMAIL = 'push@souk-demo-project.iam.gserviceaccount.com';
const GONE_TOKEN = 'uninstalled-device-token';

interface SendRequest {
  authorization: string | undefined;
  url: string;
  body: { message: Record<string, unknown> };
}

/** Google's token endpoint and FCM's send endpoint, with the checks the real ones make. */
async function startFakeGoogle(publicKey: string) {
  const tokenRequests: { claims: Record<string, unknown>; verified: boolean }[] = [];
  const sends: SendRequest[] = [];
  let failNextSends = 0;
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/token') {
        const form = new URLSearchParams(text);
        const [header = '', claims = '', signature = ''] = (form.get('assertion') ?? '').split('.');
        const verified = createVerify('RSA-SHA256')
          .update(`${header}.${claims}`)
          .verify(publicKey, Buffer.from(signature, 'base64url'));
        tokenRequests.push({
          claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<
            string,
            unknown
          >,
          verified,
        });
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !verified) {
          return reply(400, { error: 'invalid_grant' });
        }
        return reply(200, {
          access_token: 'fake-access-token',
          expires_in: 3599,
          token_type: 'Bearer',
        });
      }
      const body = JSON.parse(text) as SendRequest['body'];
      sends.push({ authorization: req.headers.authorization, url: req.url ?? '', body });
      if (req.headers.authorization !== 'Bearer fake-access-token') {
        return reply(401, { error: { status: 'UNAUTHENTICATED' } });
      }
      if (failNextSends > 0) {
        failNextSends -= 1;
        return reply(503, { error: { status: 'UNAVAILABLE' } });
      }
      if (body.message.token === GONE_TOKEN) {
        return reply(404, {
          error: {
            status: 'NOT_FOUND',
            details: [
              {
                '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
                errorCode: 'UNREGISTERED',
              },
            ],
          },
        });
      }
      return reply(200, { name: `projects/${PROJECT}/messages/${sends.length}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    tokenRequests,
    sends,
    failNext: (count: number) => (failNextSends = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testTargets)('FCM HTTP v1 adapter on %s', (target) => {
  let t: TrackingTestApp;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;

  beforeAll(async () => {
    const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicKey = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    google = await startFakeGoogle(publicKey);
    t = await createTrackingTestApp(target, {
      PUSH_PROVIDER: 'fcm',
      FCM_PROJECT_ID: PROJECT,
      FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({
        type: 'service_account',
        client_email: CLIENT_EMAIL,
        private_key: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        token_uri: `${google.origin}/token`,
      }),
      FCM_API_URL: google.origin,
      PUSH_POLL_MS: '50',
      PUSH_RETRY_BASE_MS: '50',
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const move = async (orderId: string, status: string) => {
    const res = await t.request({
      method: 'POST',
      url: `/api/dev/orders/${orderId}/status`,
      payload: { status, actor: 'vendor' },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const sendsFor = (orderId: string) =>
    google.sends.filter(
      (send) => (send.body.message.data as Record<string, string>).orderID === orderId,
    );

  it('signs in with the service account once and sends each status change to the device', async () => {
    const shopper = await shopperWithCart(t);
    const saved = await shopper.call('PUT', '/api/customer/me/session/fcm-token', {
      token: 'pixel-8-token',
      projectId: PROJECT,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const order = placedOrder(await shopper.place());
    await move(order.orderId, 'APPROVED');
    await move(order.orderId, 'PREPARING');
    await expect.poll(() => sendsFor(order.orderId).length, { timeout: 10_000 }).toBe(2);

    expect(google.tokenRequests).toHaveLength(1);
    const [tokenRequest] = google.tokenRequests;
    expect(tokenRequest?.verified).toBe(true);
    expect(tokenRequest?.claims).toMatchObject({
      iss: CLIENT_EMAIL,
      scope: FCM_SCOPE,
      aud: `${google.origin}/token`,
    });
    const [first] = sendsFor(order.orderId);
    expect(first?.url).toBe(`/v1/projects/${PROJECT}/messages:send`);
    expect(first?.authorization).toBe('Bearer fake-access-token');
    expect(first?.body.message).toMatchObject({
      token: 'pixel-8-token',
      // No language of the customer's own: the Riga locality's, Latvian.
      notification: {
        title: `Pasūtījums Nr. ${order.orderNumber}`,
        body: `${order.vendorName} gatavo jūsu pasūtījumu.`,
      },
      data: {
        type: 'ORDER_STATUS_UPDATE',
        orderID: order.orderId,
        status: 'APPROVED',
        link: `/lv/menu/orders/${order.orderId}/status`,
      },
    });
  });

  it('tries again after FCM answers 503, and the device gets it once', async () => {
    const shopper = await shopperWithCart(t);
    await shopper.call('PUT', '/api/customer/me/session/fcm-token', {
      token: 'flaky-network-phone',
      projectId: PROJECT,
    });
    const order = placedOrder(await shopper.place());
    google.failNext(1);
    await move(order.orderId, 'APPROVED');
    await expect
      .poll(
        async () => {
          const [row] = await t.database.db
            .select()
            .from(pushOutbox)
            .where(eq(pushOutbox.orderId, order.orderId));
          return row?.sentAt ? row.attempts : null;
        },
        { timeout: 10_000 },
      )
      .toBe(2);
    expect(sendsFor(order.orderId).map((send) => send.body.message.token)).toEqual([
      'flaky-network-phone',
      'flaky-network-phone',
    ]);
  });

  it('drops the token of a device FCM reports UNREGISTERED', async () => {
    const shopper = await shopperWithCart(t);
    await shopper.call('PUT', '/api/customer/me/session/fcm-token', {
      token: GONE_TOKEN,
      projectId: PROJECT,
    });
    const order = placedOrder(await shopper.place());
    await move(order.orderId, 'APPROVED');
    await expect
      .poll(
        async () => {
          const [session] = await t.database.db
            .select({ token: customerSessions.fcmToken })
            .from(customerSessions)
            .where(eq(customerSessions.customerId, shopper.customerId));
          return session?.token;
        },
        { timeout: 10_000 },
      )
      .toBeNull();
    // Nothing is left to retry: the next change finds no device at all.
    await move(order.orderId, 'PREPARING');
    await expect
      .poll(
        async () => {
          const rows = await t.database.db
            .select({ sentAt: pushOutbox.sentAt })
            .from(pushOutbox)
            .where(eq(pushOutbox.orderId, order.orderId));
          return rows.filter((row) => row.sentAt).length;
        },
        { timeout: 10_000 },
      )
      .toBe(2);
    expect(sendsFor(order.orderId)).toHaveLength(1);
  });
});
