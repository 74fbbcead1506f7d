import type { Messages } from './types.ts';
import { FALLBACK_TITLE } from './fallback-title.ts';

/**
 * English error wording for the last-resort page, shown only when the root loader failed and
 * no locale table reached the browser. Only the error views import it (a lazy chunk). Must equal en.ts (checked by messages.test.ts).
 */
export const FALLBACK_MESSAGES: Partial<Messages> = {
  'error.notFoundTitle': 'Page not found',
  'error.notFoundText': 'The page you are looking for does not exist or has been moved.',
  'error.goToCatalog': 'Go to catalog',
  'error.serverTitle': 'We are sorry, something broke on our side',
  'error.serverText': 'We are already fixing it and will be back soon.',
  'error.genericTitle': FALLBACK_TITLE,
  'error.genericText': 'Please try again in a moment.',
  'error.offlineTitle': 'Check your connection',
  'error.offlineText':
    'It looks like you are offline. We will take you back as soon as the connection returns.',
  'error.tryAgain': 'Try again',
  'modal.close': 'Close',
};
