import type { FastifyBaseLogger } from 'fastify';
import type { PushData, PushMessage, PushNotifier, PushResult } from './push-message.ts';

export interface PushOutboxEntry {
  /** The token's last characters only: enough to tell devices apart, useless to send with. */
  tokenEnd: string;
  title: string;
  body: string;
  data: PushData;
  sentAt: Date;
}

const OUTBOX_SIZE = 100;

/** The tail of a token kept in logs and the outbox; a whole token would let anyone push to it. */
function tokenEnd(token: string): string {
  return token.slice(-6);
}

/**
 * Sends nothing: it logs each notification and, outside production, keeps the latest for the
 * dev push outbox, so a developer sees what a phone would get without a Firebase project. In
 * production it only logs that a notification would have gone out.
 */
export class ConsolePushNotifier implements PushNotifier {
  readonly name = 'console';
  private readonly messages: PushOutboxEntry[] = [];

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly keepMessages: boolean,
    private readonly now: () => Date = () => new Date(),
  ) {}

  send(message: PushMessage): Promise<PushResult> {
    const entry = { tokenEnd: tokenEnd(message.token), title: message.title, body: message.body };
    if (!this.keepMessages) {
      this.log.info(
        { tokenEnd: entry.tokenEnd, orderID: message.data.orderID, status: message.data.status },
        'push not sent: the console notifier is for development (set PUSH_PROVIDER=fcm)',
      );
      return Promise.resolve('sent');
    }
    this.log.info({ ...entry, data: message.data }, `push: ${message.title} — ${message.body}`);
    this.messages.unshift({ ...entry, data: message.data, sentAt: this.now() });
    this.messages.length = Math.min(this.messages.length, OUTBOX_SIZE);
    return Promise.resolve('sent');
  }

  /** Newest first. */
  outbox(): readonly PushOutboxEntry[] {
    return this.messages;
  }
}
