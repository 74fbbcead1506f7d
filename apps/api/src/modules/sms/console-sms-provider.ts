import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '@souk/core/phone';
import type { SmsMessage, SmsProvider } from './sms-provider.ts';

export interface OutboxEntry {
  to: string;
  text: string;
  code: string;
  sentAt: Date;
}

const OUTBOX_SIZE = 50;

/**
 * Sends nothing: in development it logs the code and keeps the latest messages for the dev
 * outbox page, so sign-in works offline. In production (`revealCodes` false) it logs only that
 * a message would have gone out, to a masked number, and keeps nothing.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  private readonly messages: OutboxEntry[] = [];

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly revealCodes: boolean,
    private readonly now: () => Date,
  ) {}

  send(message: SmsMessage): Promise<void> {
    if (!this.revealCodes) {
      this.log.warn(
        { to: maskPhone(message.to) },
        'SMS not sent: the console SMS provider is for development (set SMS_PROVIDER=http)',
      );
      return Promise.resolve();
    }
    this.log.info({ to: message.to, code: message.code }, `SMS to ${message.to}: ${message.text}`);
    this.messages.unshift({ ...message, sentAt: this.now() });
    this.messages.length = Math.min(this.messages.length, OUTBOX_SIZE);
    return Promise.resolve();
  }

  /** Newest first. */
  outbox(): readonly OutboxEntry[] {
    return this.messages;
  }
}
