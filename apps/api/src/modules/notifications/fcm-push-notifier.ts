/**
 * Firebase Cloud Messaging, HTTP v1: the service account signs a JWT (RS256), Google's token
 * endpoint trades it for an OAuth access token (kept until shortly before it expires), and each
 * notification is one `POST /v1/projects/{projectId}/messages:send`. Both addresses are
 * configurable, so tests talk to a fake on loopback.
 */
import { createSign } from 'node:crypto';
import { z } from 'zod';
import type { ServiceAccount } from '#api/config/push-config.ts';
import type { PushMessage, PushNotifier, PushResult } from './push-message.ts';
import { PushDeliveryError } from './push-message.ts';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

export interface FcmOptions {
  projectId: string;
  serviceAccount: ServiceAccount;
  /** `https://fcm.googleapis.com` unless a test points elsewhere. */
  apiUrl: string;
  /** Overrides the key file's token_uri (tests). */
  tokenUrl?: string | null;
  timeoutMs?: number;
  now?: () => Date;
}

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive().default(3600),
});

/** FCM's error body: `error.status`, and `details[].errorCode` (UNREGISTERED for a gone device). */
const fcmErrorSchema = z.object({
  error: z
    .object({
      status: z.string().optional(),
      details: z.array(z.looseObject({ errorCode: z.string().optional() })).optional(),
    })
    .optional(),
});

/** A token is renewed this long before it runs out, so none expires on the way. */
const TOKEN_MARGIN_MS = 60_000;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export class FcmPushNotifier implements PushNotifier {
  readonly name = 'fcm';
  private accessToken: { value: string; until: number } | null = null;

  constructor(private readonly options: FcmOptions) {}

  async send(message: PushMessage): Promise<PushResult> {
    const token = await this.token();
    const { apiUrl, projectId } = this.options;
    const url = `${apiUrl.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(projectId)}/messages:send`;
    const response = await this.post(url, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        message: {
          token: message.token,
          notification: { title: message.title, body: message.body },
          data: message.data,
          android: { priority: 'high' },
        },
      }),
    });
    if (response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      return 'sent';
    }
    const parsed = fcmErrorSchema.safeParse(await response.json().catch(() => ({})));
    const error = parsed.success ? parsed.data.error : undefined;
    const unregistered =
      response.status === 404 ||
      error?.status === 'NOT_FOUND' ||
      error?.details?.some((detail) => detail.errorCode === 'UNREGISTERED') === true;
    if (unregistered) return 'unregistered';
    // A refused token may have been revoked early: the next try asks for a new one.
    if (response.status === 401 || response.status === 403) this.accessToken = null;
    throw new PushDeliveryError(`FCM answered ${response.status} ${error?.status ?? ''}`.trim());
  }

  private async token(): Promise<string> {
    const now = (this.options.now ?? (() => new Date()))().getTime();
    if (this.accessToken && this.accessToken.until > now) return this.accessToken.value;
    const { serviceAccount, tokenUrl } = this.options;
    const audience = tokenUrl ?? serviceAccount.token_uri;
    const issuedAt = Math.floor(now / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const claims = base64url(
      JSON.stringify({
        iss: serviceAccount.client_email,
        scope: FCM_SCOPE,
        aud: audience,
        iat: issuedAt,
        exp: issuedAt + 3600,
      }),
    );
    const signature = createSign('RSA-SHA256')
      .update(`${header}.${claims}`)
      .sign(serviceAccount.private_key);
    const response = await this.post(audience, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${header}.${claims}.${base64url(signature)}`,
      }).toString(),
    });
    const answer = tokenAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !answer.success) {
      throw new PushDeliveryError(`FCM token endpoint answered ${response.status}`);
    }
    this.accessToken = {
      value: answer.data.access_token,
      until: now + answer.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return this.accessToken.value;
  }

  private async post(url: string, init: { headers: Record<string, string>; body: string }) {
    try {
      return await fetch(url, {
        method: 'POST',
        ...init,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new PushDeliveryError(`FCM unreachable: ${(error as Error).name}`);
    }
  }
}
