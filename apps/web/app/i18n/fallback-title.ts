/**
 * The page title when no locale table reached the browser. A module of its own: the meta code
 * of every page needs this one string, and only the lazy error views need the rest of
 * fallback-messages.ts.
 */
export const FALLBACK_TITLE = 'Something went wrong';
