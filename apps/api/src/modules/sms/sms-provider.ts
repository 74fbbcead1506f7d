/** Sending one text message; the code travels separately so no provider needs to parse it out. */
export interface SmsMessage {
  /** E.164. */
  to: string;
  text: string;
  code: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** The provider could not hand the message over; the client may ask for a new code at once. */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}
