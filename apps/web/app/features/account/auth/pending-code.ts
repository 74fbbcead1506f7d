import type { AuthAudience } from '../api/send-phone-confirmation.ts';

/** The number a code went to, kept for the confirm step (and a reload of it) in this tab only. */
export interface PendingCode {
  audience: AuthAudience;
  /** E.164, as sent. */
  phone: string;
  maskedPhone: string;
  /** Epoch ms when the code may be sent again. */
  resendAt: number;
}

const KEY = 'souk_pending_code';

function isPendingCode(value: unknown): value is PendingCode {
  if (typeof value !== 'object' || value === null) return false;
  const record: Record<string, unknown> = { ...value };
  return (
    (record.audience === 'customer' || record.audience === 'courier') &&
    typeof record.phone === 'string' &&
    typeof record.maskedPhone === 'string' &&
    typeof record.resendAt === 'number'
  );
}

export function readPendingCode(audience: AuthAudience): PendingCode | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isPendingCode(parsed) && parsed.audience === audience ? parsed : null;
  } catch {
    return null;
  }
}

export function savePendingCode(pending: PendingCode): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function clearPendingCode(): void {
  sessionStorage.removeItem(KEY);
}

/** Whole seconds left before "send again" (spec 1 §9: the retry is 60 seconds). */
export function secondsUntil(resendAt: number, now: number): number {
  return Math.max(0, Math.ceil((resendAt - now) / 1000));
}
