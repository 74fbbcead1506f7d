import type { SimpleKey } from '#app/i18n/types.ts';
import { ApiRequestError } from '#app/lib/api-client.ts';

/** The message a console action's failure shows, from the API's machine-readable errorCode. */
export function consoleErrorKey(error: unknown): SimpleKey {
  const code = error instanceof ApiRequestError ? error.body?.errorCode : undefined;
  switch (code) {
    case 'vendor_staff_not_found':
      return 'vendorConsole.error.notStaff';
    case 'confirmation_code_invalid':
    case 'confirmation_code_expired':
    case 'confirmation_attempts_used_up':
      return 'vendorConsole.error.code';
    case 'phone_confirmation_time_limit':
      return 'vendorConsole.error.tooSoon';
    case 'order_status_transition':
    case 'order_not_found':
    case 'order_edit_not_allowed':
      return 'vendorConsole.error.transition';
    case 'no_courier_yet':
      return 'vendorConsole.error.noCourier';
    case 'order_edit_invalid':
      return 'vendorConsole.error.edit';
    case 'validation_failed':
      return 'vendorConsole.error.invalid';
    case 'payment_capture_refused':
    case 'payment_gateway_unavailable':
      return 'vendorConsole.error.payment';
    default:
      return 'vendorConsole.error.generic';
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}
