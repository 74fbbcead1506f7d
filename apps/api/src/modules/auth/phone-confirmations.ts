/**
 * One-time SMS codes (issue 4 part 1): 6 digits from the CSPRNG, stored only as a keyed hash,
 * good for 5 minutes and 5 wrong tries, one new code per phone per 60 s, and per-phone and
 * per-IP ceilings. Every count lives in the database, so a restart forgives nothing.
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { PhoneConfirmationSent } from '@souk/contracts';
import {
  PHONE_CONFIRMATION_MAX_ATTEMPTS,
  PHONE_CONFIRMATION_RESEND_SECONDS,
  PHONE_CONFIRMATION_TTL_SECONDS,
} from '@souk/contracts';
import { maskPhone } from '@souk/core/phone';
import type { Db } from '#api/db/client.ts';
import type { PhoneAudience } from '#api/db/schema/index.ts';
import { phoneConfirmations } from '#api/db/schema/index.ts';
import { ApiError } from '#api/http/api-error.ts';
import type { SmsProvider } from '#api/modules/sms/sms-provider.ts';
import { SmsDeliveryError } from '#api/modules/sms/sms-provider.ts';
import type { RateCounter } from './rate-counter.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

interface SignInLimits {
  smsPerPhonePerHour: number;
  smsPerIpPerHour: number;
  loginsPerIpPerHour: number;
  loginFailuresPerPhonePerDay: number;
}

export interface PhoneConfirmationDeps {
  db: Db;
  sms: SmsProvider;
  secret: () => Promise<Buffer>;
  counters: RateCounter;
  limits: SignInLimits;
  now: () => Date;
}

export interface ConfirmationTarget {
  partnerId: string;
  audience: PhoneAudience;
  /** E.164. */
  phone: string;
  ip: string;
}

const tooMany = (message: string) => new ApiError(429, 'rateLimited', message);
const attemptsUsedUp = () =>
  new ApiError(400, 'confirmationAttemptsUsedUp', 'Attempts used up', {
    fieldErrors: [{ field: 'token', message: 'Attempts used up: request a new code' }],
  });

export class PhoneConfirmations {
  constructor(private readonly deps: PhoneConfirmationDeps) {}

  async send(
    target: ConfirmationTarget,
    text: (code: string) => string,
    /** Runs after the per-IP limit, so probing who may sign in is throttled too. */
    mayReceive: () => Promise<void> = () => Promise.resolve(),
  ): Promise<PhoneConfirmationSent> {
    const { db, counters, limits } = this.deps;
    const now = this.deps.now();
    const ipHits = await counters.hit(`sms:ip:${target.ip}`, HOUR_MS, now);
    if (ipHits > limits.smsPerIpPerHour) {
      throw tooMany("You've reached the rate limit, please wait a few moments and try again.");
    }
    await mayReceive();
    const latest = await this.latest(target);
    // A code dated after now means the clock went back (a correction, or the dev clock reset):
    // how long ago it was sent is unknown, so it does not hold the next one back for hours. The
    // per-phone hourly count below still limits sending.
    const sentAt = latest ? latest.createdAt.getTime() : 0;
    const resendAt =
      latest && sentAt <= now.getTime() ? sentAt + PHONE_CONFIRMATION_RESEND_SECONDS * 1000 : 0;
    if (resendAt > now.getTime()) {
      throw new ApiError(
        400,
        'phoneConfirmationTimeLimit',
        'Verification request limit reached. Please try again in 60 seconds.',
        { extra: { retryAfterSeconds: Math.ceil((resendAt - now.getTime()) / 1000) } },
      );
    }
    const phoneHits = await counters.hit(
      `sms:phone:${target.audience}:${target.partnerId}:${target.phone}`,
      HOUR_MS,
      now,
    );
    if (phoneHits > limits.smsPerPhonePerHour) {
      throw tooMany("You've reached the rate limit, please wait a few moments and try again.");
    }

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    await db.insert(phoneConfirmations).values({
      id,
      partnerId: target.partnerId,
      audience: target.audience,
      phone: target.phone,
      codeHash: await this.hash(id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PHONE_CONFIRMATION_TTL_SECONDS * 1000),
    });
    try {
      await this.deps.sms.send({ to: target.phone, text: text(code), code });
    } catch (error) {
      // Nothing went out: forget the code so the 60 s wait does not hold the customer back.
      await db.delete(phoneConfirmations).where(eq(phoneConfirmations.id, id));
      if (error instanceof SmsDeliveryError) {
        throw new ApiError(502, 'smsDeliveryFailed', 'The SMS could not be sent, please try again');
      }
      throw error;
    }
    return {
      maskedPhone: maskPhone(target.phone),
      expiresInSeconds: PHONE_CONFIRMATION_TTL_SECONDS,
      resendAfterSeconds: PHONE_CONFIRMATION_RESEND_SECONDS,
    };
  }

  /**
   * Spends one try of the phone's latest code and resolves only if `code` is that code.
   * The try is counted before comparing, in one conditional update, so parallel guesses
   * cannot get past the 5th; the comparison itself is constant-time.
   */
  async verify(target: ConfirmationTarget, code: string): Promise<void> {
    const { db, counters, limits } = this.deps;
    const now = this.deps.now();
    // Both reads at once; nothing about the code is used before the address limit is checked.
    const [ipHits, latest] = await Promise.all([
      counters.hit(`login:ip:${target.ip}`, HOUR_MS, now),
      this.latest(target),
    ]);
    if (ipHits > limits.loginsPerIpPerHour) {
      throw tooMany("You've reached the rate limit, please wait a few moments and try again.");
    }
    if (!latest || latest.consumedAt || latest.expiresAt <= now) {
      throw new ApiError(400, 'confirmationCodeExpired', 'The SMS verification code is invalid.', {
        fieldErrors: [{ field: 'token', message: 'No valid code: request a new one' }],
      });
    }
    // Cheap refusal first: a flood of guesses at a spent code costs two queries each.
    if (latest.attempts >= PHONE_CONFIRMATION_MAX_ATTEMPTS) throw attemptsUsedUp();
    const failureBucket = `login-fail:phone:${target.audience}:${target.partnerId}:${target.phone}`;
    const failuresToday = await counters.current(failureBucket, DAY_MS, now);
    if (failuresToday >= limits.loginFailuresPerPhonePerDay) {
      throw tooMany('Too many wrong codes for this number today, please try again tomorrow.');
    }
    const [spent] = await db
      .update(phoneConfirmations)
      .set({ attempts: sql`${phoneConfirmations.attempts} + 1` })
      .where(
        and(
          eq(phoneConfirmations.id, latest.id),
          lt(phoneConfirmations.attempts, PHONE_CONFIRMATION_MAX_ATTEMPTS),
          isNull(phoneConfirmations.consumedAt),
        ),
      )
      .returning({ attempts: phoneConfirmations.attempts });
    if (!spent) throw attemptsUsedUp();
    const expected = Buffer.from(latest.codeHash, 'base64url');
    const given = Buffer.from(await this.hash(latest.id, code), 'base64url');
    if (!timingSafeEqual(expected, given)) {
      await counters.hit(failureBucket, DAY_MS, now);
      const attemptsLeft = PHONE_CONFIRMATION_MAX_ATTEMPTS - spent.attempts;
      throw new ApiError(400, 'confirmationCodeInvalid', 'Invalid code', {
        fieldErrors: [{ field: 'token', message: 'Invalid code' }],
        extra: { attemptsLeft },
      });
    }
    const [consumed] = await db
      .update(phoneConfirmations)
      .set({ consumedAt: now })
      .where(and(eq(phoneConfirmations.id, latest.id), isNull(phoneConfirmations.consumedAt)))
      .returning({ id: phoneConfirmations.id });
    // Two logins with the same right code at once: only one gets a session.
    if (!consumed) {
      throw new ApiError(400, 'confirmationCodeExpired', 'The SMS verification code is invalid.');
    }
  }

  private async latest(target: ConfirmationTarget) {
    const [row] = await this.deps.db
      .select()
      .from(phoneConfirmations)
      .where(
        and(
          eq(phoneConfirmations.partnerId, target.partnerId),
          eq(phoneConfirmations.audience, target.audience),
          eq(phoneConfirmations.phone, target.phone),
        ),
      )
      .orderBy(desc(phoneConfirmations.createdAt))
      .limit(1);
    return row;
  }

  private async hash(id: string, code: string): Promise<string> {
    return createHmac('sha256', await this.deps.secret())
      .update(`${id}:${code}`)
      .digest('base64url');
  }
}
