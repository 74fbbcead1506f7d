import type { Messages } from '../types.ts';

/** The cart screens' messages in this language; `../ar.ts` checks that none is missing. */
export const cartAr = {} satisfies Partial<Messages>;
