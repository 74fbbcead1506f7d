/**
 * Sign-in tokens made elsewhere: the partner app's own JWT (webview login) and a Firebase ID
 * token (phone sign-in done by Firebase). Both are checked for signature, expiry and audience
 * with jose; anything wrong is one 401, without saying what.
 */
import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify } from 'jose';
import type { AppConfig } from '#api/config/config.ts';
import { ApiError } from '#api/http/api-error.ts';

const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA', 'HS256'];
/** A partner token is a hand-off, not a credential to keep: at most 10 minutes old. */
const PARTNER_TOKEN_MAX_AGE = '10m';

const invalidToken = () =>
  new ApiError(401, 'invalidLoginToken', 'The sign-in token is invalid or expired');

type JwkSet = Parameters<typeof createLocalJWKSet>[0];

export interface VerifiedPartnerToken {
  partnerUserId: string;
  phone: string | undefined;
  name: string | undefined;
}

export interface VerifiedFirebaseToken {
  uid: string;
  phone: string | undefined;
}

export class TokenVerifiers {
  private readonly partnerKeys = new Map<string, JWTVerifyGetKey>();
  private firebaseKeys: JWTVerifyGetKey | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly now: () => Date,
  ) {}

  hasPartnerKey(partnerCode: string): boolean {
    return partnerCode in this.config.PARTNER_LOGIN_KEYS;
  }

  async partnerToken(partnerCode: string, token: string): Promise<VerifiedPartnerToken> {
    const keys = this.partnerKeysFor(partnerCode);
    const payload = await this.verify(token, keys, {
      audience: this.config.PARTNER_LOGIN_AUDIENCE ?? new URL(this.config.BASE_URL).origin,
      maxTokenAge: PARTNER_TOKEN_MAX_AGE,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    return {
      partnerUserId: claim(payload.sub, 200) ?? '',
      phone: claim(payload.phone, 32),
      name: claim(payload.name, 64),
    };
  }

  async firebaseToken(projectId: string, token: string): Promise<VerifiedFirebaseToken> {
    this.firebaseKeys ??= this.config.FIREBASE_JWKS
      ? createLocalJWKSet(this.config.FIREBASE_JWKS as JwkSet)
      : createRemoteJWKSet(new URL(this.config.FIREBASE_JWKS_URL));
    const payload = await this.verify(token, this.firebaseKeys, {
      audience: projectId,
      issuer: `https://securetoken.google.com/${projectId}`,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    return { uid: claim(payload.sub, 128) ?? '', phone: claim(payload.phone_number, 32) };
  }

  private partnerKeysFor(partnerCode: string): JWTVerifyGetKey {
    let keys = this.partnerKeys.get(partnerCode);
    if (!keys) {
      const set = this.config.PARTNER_LOGIN_KEYS[partnerCode];
      if (!set) throw invalidToken();
      keys = createLocalJWKSet(set as JwkSet);
      this.partnerKeys.set(partnerCode, keys);
    }
    return keys;
  }

  private async verify(
    token: string,
    keys: JWTVerifyGetKey,
    options: { audience: string; issuer?: string; maxTokenAge?: string; requiredClaims: string[] },
  ): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, keys, {
        ...options,
        algorithms: ALGORITHMS,
        currentDate: this.now(),
      });
      if (!claim(payload.sub, 200)) throw invalidToken();
      return payload;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw invalidToken();
    }
  }
}

/** A non-empty string claim of bounded length, else undefined. */
function claim(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength
    ? value
    : undefined;
}
