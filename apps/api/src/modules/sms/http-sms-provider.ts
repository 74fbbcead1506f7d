import type { SmsMessage, SmsProvider } from './sms-provider.ts';
import { SmsDeliveryError } from './sms-provider.ts';

export interface HttpSmsOptions {
  /** The gateway's messages endpoint. */
  url: string;
  account: string;
  token: string;
  sender: string;
  timeoutMs?: number;
}

/**
 * A Twilio-style SMS gateway: one form-encoded POST (To, From, Body) with HTTP Basic auth per
 * message; any 2xx means accepted. The message body carries the code, so neither the request
 * nor the gateway's answer is ever logged.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';

  constructor(private readonly options: HttpSmsOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const { url, account, token, sender, timeoutMs = 10_000 } = this.options;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${account}:${token}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: message.to, From: sender, Body: message.text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SmsDeliveryError(`SMS gateway unreachable: ${(error as Error).name}`);
    }
    // The body is read only to free the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
  }
}
