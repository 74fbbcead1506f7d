import type { Messages } from '../types.ts';

/** The account screens' messages in this language; `../ar.ts` checks that none is missing. */
export const accountAr = {} satisfies Partial<Messages>;
