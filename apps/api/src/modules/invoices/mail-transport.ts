/**
 * Sending e-mail (architecture "Outside services": e-mail). With MAIL_SMTP_URL set, messages go
 * through an SMTP server (nodemailer); otherwise nothing leaves the machine: outside production
 * the latest messages are kept for GET /api/dev/mail-outbox and logged, in production only a
 * warning is logged.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { AppConfig } from '#api/config/config.ts';

interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

class SmtpMailTransport implements MailTransport {
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
  sentAt: Date;
}

const OUTBOX_SIZE = 50;

/** Sends nothing; outside production keeps the latest messages for the dev outbox. */
export class OutboxMailTransport implements MailTransport {
  private readonly messages: OutboxEntry[] = [];

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly keep: boolean,
    private readonly now: () => Date,
  ) {}

  send(message: MailMessage): Promise<void> {
    if (!this.keep) {
      this.log.warn('E-mail not sent: set MAIL_SMTP_URL to send e-mail in production');
      return Promise.resolve();
    }
    this.log.info({ to: message.to, subject: message.subject }, 'E-mail kept in the dev outbox');
    this.messages.unshift({
      to: message.to,
      subject: message.subject,
      text: message.text,
      attachments: message.attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        size: content.length,
      })),
      sentAt: this.now(),
    });
    this.messages.length = Math.min(this.messages.length, OUTBOX_SIZE);
    return Promise.resolve();
  }

  /** Newest first. */
  outbox(): readonly OutboxEntry[] {
    return this.messages;
  }
}

export function createMailTransport(
  config: AppConfig,
  log: FastifyBaseLogger,
  now: () => Date,
): MailTransport {
  if (config.MAIL_SMTP_URL) return new SmtpMailTransport(config.MAIL_SMTP_URL, config.MAIL_FROM);
  return new OutboxMailTransport(log, config.NODE_ENV !== 'production', now);
}
